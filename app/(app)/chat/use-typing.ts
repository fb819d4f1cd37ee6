"use client";

import { useCallback, useRef, type Dispatch } from "react";
import { postJson } from "@/lib/client/api";
import type { ChatSummary } from "@/lib/domain/chat";
import type { ChatAction } from "./chat-state";

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 2_500;

/**
 * Typing, both ways: "typing…" from the other side is shown for a few seconds after each ping
 * heard; her own typing is announced at most every few seconds. Never in a conversation with
 * Clara, whose "typing" is her reply streaming in (use-clara-stream).
 */
export function useTyping(dispatch: Dispatch<ChatAction>) {
  const shownTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(0);

  /** The other side is typing: shown until a message comes, or a few seconds pass without a ping. */
  const heard = useCallback(() => {
    dispatch({ type: "other-typing", typing: true });
    clearTimeout(shownTimer.current);
    shownTimer.current = setTimeout(() => dispatch({ type: "other-typing", typing: false }), TYPING_SHOWN_MS);
  }, [dispatch]);

  const stop = useCallback(() => {
    clearTimeout(shownTimer.current);
    dispatch({ type: "other-typing", typing: false });
  }, [dispatch]);

  /** She is typing in `chat`; `socketId` is her realtime connection's, so she does not hear her own ping. */
  const announce = useCallback((chat: Pick<ChatSummary, "id" | "chatType"> | null, socketId: string | undefined) => {
    if (!chat || chat.chatType === "ai_support") return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_SENT_EVERY_MS) return;
    lastSent.current = now;
    // Its own request, never ahead of a send in a queue; nothing waits for its answer.
    void postJson(`/api/chat/${encodeURIComponent(chat.id)}/typing`, { socketId });
  }, []);

  return { heard, stop, announce };
}
