"use client";

import { saveAnswerAction } from "@/app/(app)/assessment/actions";
import type { Answer } from "@/lib/domain/assessment";

export const SAVE_ATTEMPTS = 3;

export type SaveOutcome =
  | { status: "saved"; conversationId: string }
  | { status: "refused"; message: string }
  | { status: "unreachable" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one answer, retrying when the network or server fails (1 s, then 2 s). A refusal
 * (the answer itself is wrong) is not retried. Nothing here forgets the answer: the caller
 * keeps it on screen until it is saved.
 */
export async function saveWithRetry(input: { conversationId: string | null; questionId: string; answer: Answer }): Promise<SaveOutcome> {
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    try {
      const result = await saveAnswerAction(input);
      if (result.ok) return { status: "saved", conversationId: result.data.conversationId };
      if (result.error === "Not authenticated") return { status: "refused", message: "Your session has ended. Please log in again; your answers so far are saved." };
      if (!result.error.startsWith("Something went wrong")) return { status: "refused", message: result.error };
    } catch {
      // network failure: retry below
    }
    if (attempt < SAVE_ATTEMPTS) await wait(1000 * attempt);
  }
  return { status: "unreachable" };
}
