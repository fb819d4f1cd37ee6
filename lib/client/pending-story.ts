"use client";

// The story a visitor wrote before having an account stays in this browser only
// (spec part 1 §3, §4): a message and a millisecond timestamp, valid for 30 minutes.
export const PENDING_MESSAGE_KEY = "haven.pendingMessage";
export const PENDING_TIMESTAMP_KEY = "haven.pendingTimestamp";
export const PENDING_STORY_TTL_MS = 30 * 60 * 1000;

/**
 * The tab she wrote it in, by its timestamp (session storage is the tab's own). A device may be
 * shared, with the person hurting her among others: her story goes on with her, in the tab she
 * wrote it in, into the account she makes or signs in to there, never into whoever next opens
 * Haven in another tab or window.
 */
export const PENDING_STORY_TAB_KEY = "haven.pendingStoryTab";

export function readPendingStory(now = Date.now()): string | null {
  try {
    const message = localStorage.getItem(PENDING_MESSAGE_KEY);
    const stamp = localStorage.getItem(PENDING_TIMESTAMP_KEY);
    const timestamp = Number(stamp);
    if (!message || !stamp || !Number.isFinite(timestamp)) return null;
    if (now - timestamp >= PENDING_STORY_TTL_MS) {
      clearPendingStory();
      return null;
    }
    return sessionStorage.getItem(PENDING_STORY_TAB_KEY) === stamp ? message : null;
  } catch {
    return null;
  }
}

export function savePendingStory(message: string, now = Date.now()) {
  try {
    localStorage.setItem(PENDING_MESSAGE_KEY, message);
    localStorage.setItem(PENDING_TIMESTAMP_KEY, String(now));
    sessionStorage.setItem(PENDING_STORY_TAB_KEY, String(now));
  } catch {
    // Storage can be disabled (private mode); the story then simply is not kept.
  }
}

/** Used, or leaving with her (sign-out, a deleted account): gone from this browser. */
export function clearPendingStory() {
  try {
    localStorage.removeItem(PENDING_MESSAGE_KEY);
    localStorage.removeItem(PENDING_TIMESTAMP_KEY);
    sessionStorage.removeItem(PENDING_STORY_TAB_KEY);
  } catch {}
}
