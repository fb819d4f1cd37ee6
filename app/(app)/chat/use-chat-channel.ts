"use client";

import { useEffect, useRef, useState } from "react";
import { createRealtimeClient, type RealtimeClient } from "@/lib/client/realtime";
import { chatChannel, userChannel } from "@/lib/services/realtime/channels";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";

export interface ChannelHandlers {
  onMessage(data: unknown): void;
  onTyping(data: unknown): void;
  onMessageDeleted(data: unknown): void;
  onChatDeleted(data: unknown): void;
  /** After a dropped connection comes back: fetch what was missed. */
  onReconnect(): void;
  /** The channel is joined (also after each reconnect): anything published before then is fetched. */
  onSubscribed(): void;
  /** A message in any of her conversations, from the other side (her own channel). */
  onInboxMessage(data: unknown): void;
  /** Her own channel is joined (also after each reconnect): the list is re-read. */
  onInboxSubscribed(): void;
}

/**
 * One realtime connection for the page, subscribed to the open conversation's private channel
 * and to the viewer's own channel (the other side's messages in conversations she does not have
 * open, and conversations deleted by their owner).
 */
export function useChatChannel(config: RealtimeClientConfig, viewerId: string, chatId: string | null, handlers: ChannelHandlers) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  // One connection for the page's life: a re-render with an equal config must not reconnect.
  const configKey = JSON.stringify(config);
  useEffect(() => {
    const created = createRealtimeClient(JSON.parse(configKey) as RealtimeClientConfig);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the client is created once mounted (it opens a socket) and handed to the render
    setClient(created);
    const stop = created.onReconnect(() => latest.current.onReconnect());
    return () => {
      stop();
      created.disconnect();
    };
  }, [configKey]);

  useEffect(() => {
    if (!client || !chatId) return;
    return client.subscribe(
      chatChannel(chatId),
      {
        "new-message": (data) => latest.current.onMessage(data),
        typing: (data) => latest.current.onTyping(data),
        "message-deleted": (data) => latest.current.onMessageDeleted(data),
        "chat-deleted": (data) => latest.current.onChatDeleted(data),
      },
      { onSubscribed: () => latest.current.onSubscribed() },
    );
  }, [client, chatId]);

  useEffect(() => {
    if (!client) return;
    return client.subscribe(
      userChannel(viewerId),
      {
        "new-message": (data) => latest.current.onInboxMessage(data),
        "chat-deleted": (data) => latest.current.onChatDeleted(data),
      },
      { onSubscribed: () => latest.current.onInboxSubscribed() },
    );
  }, [client, viewerId]);

  return { socketId: () => client?.socketId() };
}
