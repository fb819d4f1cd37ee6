"use client";

// The story a visitor wrote before having an account stays in this browser only
// (spec part 1 §3, §4): a message and a millisecond timestamp, valid for 30 minutes.
export const PENDING_MESSAGE_KEY = "haven.pendingMessage";
export const PENDING_TIMESTAMP_KEY = "haven.pendingTimestamp";
export const PENDING_STORY_TTL_MS = 30 * 60 * 1000;

export function readPendingStory(now = Date.now()): string | null {
  try {
    const message = localStorage.getItem(PENDING_MESSAGE_KEY);
    const timestamp = Number(localStorage.getItem(PENDING_TIMESTAMP_KEY));
    if (!message || !Number.isFinite(timestamp)) return null;
    if (now - timestamp >= PENDING_STORY_TTL_MS) {
      clearPendingStory();
      return null;
    }
    return message;
  } catch {
    return null;
  }
}

export function savePendingStory(message: string, now = Date.now()) {
  try {
    localStorage.setItem(PENDING_MESSAGE_KEY, message);
    localStorage.setItem(PENDING_TIMESTAMP_KEY, String(now));
  } catch {
    // Storage can be disabled (private mode); the story then simply is not kept.
  }
}

export function clearPendingStory() {
  try {
    localStorage.removeItem(PENDING_MESSAGE_KEY);
    localStorage.removeItem(PENDING_TIMESTAMP_KEY);
  } catch {}
}
