"use client";

import { useCallback, useRef } from "react";
import { streamClaraReply } from "@/lib/client/clara-stream";
import type { ChatStore } from "./use-chat-state";

/** Longest wait for Clara's streamed reply before the page reads it from the server instead. */
const CLARA_WAIT_MS = 45_000;

/**
 * Clara's reply to what she just sent, streamed into the open conversation as a draft until it
 * is stored. If the stored reply reaches the page by realtime first, the stream is dropped.
 */
export function useClaraStream({ dispatch, activeRef, appendOne, catchUp }: Pick<ChatStore, "dispatch" | "activeRef" | "appendOne" | "catchUp">) {
  const stream = useRef<AbortController | null>(null);

  const ask = useCallback(
    async (chatId: string) => {
      dispatch({ type: "other-typing", typing: true });
      const abort = new AbortController();
      stream.current = abort;
      const timer = setTimeout(() => abort.abort(), CLARA_WAIT_MS);
      try {
        const stored = await streamClaraReply(
          chatId,
          (soFar) => {
            if (activeRef.current === chatId) dispatch({ type: "draft", draft: soFar });
          },
          abort.signal,
        );
        if (stored) appendOne(stored);
        else await catchUp();
      } catch {
        // Aborted (the reply came through realtime, or took too long) or the connection failed:
        // her message is stored either way, and the reply is read from the server.
        await catchUp();
      } finally {
        clearTimeout(timer);
        if (stream.current === abort) stream.current = null;
        if (activeRef.current === chatId) {
          dispatch({ type: "draft", draft: null });
          dispatch({ type: "other-typing", typing: false });
        }
      }
    },
    [dispatch, activeRef, appendOne, catchUp],
  );

  /** Her reply is stored (it came by realtime): whatever the stream still holds is no longer needed. */
  const drop = useCallback(() => {
    stream.current?.abort();
    dispatch({ type: "draft", draft: null });
  }, [dispatch]);

  return { ask, drop };
}
