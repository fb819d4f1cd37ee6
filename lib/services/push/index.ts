import "server-only";
import webpush from "web-push";
import { env } from "@/lib/env";

// Web Push (issue 16) with VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY in production,
// generated once into .data/vapid.json for the embedded default (npm start passes them on).
// Every push says only "You have a new update": a locked phone shows nothing revealing.

export const PUSH_TITLE = "Haven";
export const PUSH_BODY = "You have a new update";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushPayload {
  title: string;
  body: string;
  /** A path in Haven, opened when she taps it. */
  url: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag: string;
}

export function pushPublicKey(): string | null {
  return env().VAPID_PUBLIC_KEY ?? null;
}

export type PushResult = "sent" | "gone";

/** Sends one push; "gone" when the push service says the subscription no longer exists. Throws on other failures (the job retries). */
export async function sendPush(target: PushTarget, payload: PushPayload): Promise<PushResult> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) throw new Error("Web Push is not configured (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY)");
  // web-push encrypts the payload for her browser (RFC 8291) and signs the request with VAPID;
  // the request itself goes out with fetch.
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    TTL: 24 * 60 * 60,
    urgency: "normal",
    topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
    vapidDetails: { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) return "gone";
  if (!response.ok) throw new Error(`push service answered HTTP ${response.status}`);
  return "sent";
}
