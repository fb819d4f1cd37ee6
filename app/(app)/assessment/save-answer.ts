"use client";

import { saveAnswerAction } from "./actions";
import type { Answer, Responses } from "@/lib/domain/assessment";
import type { SafetyNotice } from "@/lib/domain/assessment";

export const SAVE_ATTEMPTS = 3;

export type SaveOutcome =
  | { status: "saved"; conversationId: string; revision: number; responses: Responses; safetyNotice: SafetyNotice | null }
  /** Another tab or window saved first: nothing was stored; reload the current state. */
  | { status: "conflict" }
  | { status: "refused"; message: string }
  | { status: "unreachable" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one answer, retrying when the network or server fails (1 s, then 2 s). A refusal
 * (the answer itself is wrong, or the tab is stale) is not retried. A stale tab is told by
 * the code `conflict` (ARCHITECTURE §4.10). Nothing here forgets the answer: the caller
 * keeps it on screen until it is saved.
 */
export async function saveWithRetry(input: {
  conversationId: string | null;
  revision: number | null;
  questionId: string;
  answer: Answer;
  clientId?: string;
}): Promise<SaveOutcome> {
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    try {
      const result = await saveAnswerAction(input);
      if (result.ok) return { status: "saved", ...result.data };
      if (result.code === "conflict") return { status: "conflict" };
      if (result.code === "unauthenticated")
        return { status: "refused", message: "Your session has ended. Please log in again; your answers so far are saved." };
      // A failure without a code is unexpected (a server error): worth another try.
      if (result.code) return { status: "refused", message: result.error };
    } catch {
      // network failure: retry below
    }
    if (attempt < SAVE_ATTEMPTS) await wait(1000 * attempt);
  }
  return { status: "unreachable" };
}
