"use client";

// Words she is writing for an assessment question, kept in this tab only (session storage) until
// she sends them: a reload, or a tap on a link by mistake, loses nothing. Quick exit empties the
// tab's storage; signing out clears these too.

const PREFIX = "haven.answerDraft:";

export function readAnswerDraft(questionId: string): string {
  try {
    return sessionStorage.getItem(PREFIX + questionId) ?? "";
  } catch {
    return "";
  }
}

export function writeAnswerDraft(questionId: string, text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(PREFIX + questionId, text);
    else sessionStorage.removeItem(PREFIX + questionId);
  } catch {
    // Storage can be disabled (private mode): the draft then lives only on screen.
  }
}

/** Every question's draft (sign-out). */
export function clearAnswerDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {}
}
