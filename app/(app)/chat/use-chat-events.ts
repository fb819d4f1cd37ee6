"use client";

import { useRef } from "react";
import { postJson } from "@/lib/client/api";
import type { ChatMessageView } from "@/lib/domain/chat";
import { isEnvelope, type RealtimeMessage } from "@/lib/domain/chat/realtime-payload";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";
import { useChatChannel } from "./use-chat-channel";
import type { ChatStore } from "./use-chat-state";
import type { useClaraStream } from "./use-clara-stream";
import type { useTyping } from "./use-typing";

interface Options {
  realtime: RealtimeClientConfig;
  viewerId: string;
  store: ChatStore;
  typing: ReturnType<typeof useTyping>;
  clara: ReturnType<typeof useClaraStream>;
  /** A conversation was deleted (by her, here or in another tab, or by its owner); `open`: it was the open one. */
  onDeleted(chatId: string, open: boolean): void;
}

/** What the realtime channel says, applied to the page: new and deleted messages, typing, the inbox. */
export function useChatEvents({ realtime, viewerId, store, typing, clara, onDeleted }: Options) {
  const { state, dispatch, activeRef, appendOne, touchChat, catchUp, refreshList } = store;
  const active = state.chats.find((c) => c.id === state.activeId) ?? null;

  // A message from the other side arrived in the open conversation while she is looking: it is
  // seen, so its bell notification (created just after it) is read and no e-mail follows.
  const seenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markSeenSoon = (chatId: string) => {
    if (document.visibilityState !== "visible") return;
    clearTimeout(seenTimer.current);
    seenTimer.current = setTimeout(() => void postJson(`/api/chat/${encodeURIComponent(chatId)}/seen`, {}).catch(() => {}), 3_000);
  };

  return useChatChannel(realtime, viewerId, state.activeId, {
    onMessage(data) {
      const message = data as RealtimeMessage;
      // Too long for one realtime event: announced without its text, read from the server.
      if (isEnvelope(message)) void catchUp();
      else appendOne(message);
      touchChat(message.chatId);
      if (message.senderType === "ai") {
        // Clara's reply is stored: whatever the stream still holds is no longer needed.
        clara.drop();
        typing.stop();
      } else if (message.senderId !== viewerId) {
        typing.stop();
        markSeenSoon(message.chatId);
      }
    },
    onTyping(data) {
      const { userId } = data as { userId?: string };
      if (!userId || userId === viewerId || active?.chatType === "ai_support") return;
      typing.heard();
    },
    onMessageDeleted(data) {
      const { id, chatId, title } = data as { id: string; chatId?: string; title?: string };
      dispatch({ type: "message-removed", messageId: id, chatId, title });
    },
    onChatDeleted(data) {
      const { chatId } = data as { chatId: string };
      dispatch({ type: "chat-removed", chatId });
      onDeleted(chatId, activeRef.current === chatId);
    },
    onReconnect: () => void catchUp(),
    onSubscribed: () => void catchUp(),
    onInboxMessage(data) {
      const message = data as ChatMessageView;
      // The open conversation hears it on its own channel.
      if (message.chatId === activeRef.current || message.senderId === viewerId) return;
      dispatch({ type: "unread", chatId: message.chatId });
      if (state.chats.some((c) => c.id === message.chatId)) touchChat(message.chatId, { updatedAt: message.createdAt });
      else void refreshList();
    },
    onInboxSubscribed: () => void refreshList(),
  });
}
