"use client";

import { useCallback, useEffect, useRef } from "react";
import { postJson } from "@/lib/client/api";
import type { ActionResult } from "@/lib/auth/safe-action";

export type TickResult = ActionResult<{ completedAt: string | null }>;

/**
 * Saves her ticks (issue 15: none may be lost). Each tick is its own keepalive request to
 * POST /api/roadmap/progress, so ticks on different steps go out side by side, none waits in
 * Next's queue of server actions, and one already sent is finished by the browser even if
 * she leaves or reloads at once. Ticks on ONE step stay in order: while one is on its way,
 * only her latest choice for that step waits, and it is sent when the first answers (or at
 * once if the page is being left).
 */
export function useTickSaver(conversationId: string, onSettled: (itemId: string, completed: boolean, result: TickResult, superseded: boolean) => void) {
  const inFlight = useRef(new Set<string>());
  const waiting = useRef(new Map<string, boolean>());
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  const send = useCallback(
    async function sendTick(itemId: string, completed: boolean): Promise<void> {
      inFlight.current.add(itemId);
      const result = await postJson<{ completedAt: string | null }>("/api/roadmap/progress", { conversationId, itemId, completed });
      inFlight.current.delete(itemId);
      const next = waiting.current.get(itemId);
      waiting.current.delete(itemId);
      const followUp = next !== undefined && next !== completed;
      settled.current(itemId, completed, result, followUp);
      if (followUp) void sendTick(itemId, next);
    },
    [conversationId],
  );

  // Leaving the page: what still waits behind a tick on its way goes now (keepalive).
  useEffect(() => {
    const flush = () => {
      for (const [itemId, completed] of waiting.current) void postJson("/api/roadmap/progress", { conversationId, itemId, completed });
      waiting.current.clear();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      // Moved on inside Haven (the page is still loaded): the requests run on; send the rest too.
      flush();
    };
  }, [conversationId]);

  return useCallback(
    (itemId: string, completed: boolean): boolean => {
      if (inFlight.current.has(itemId)) {
        waiting.current.set(itemId, completed);
        return false;
      }
      void send(itemId, completed);
      return true;
    },
    [send],
  );
}
