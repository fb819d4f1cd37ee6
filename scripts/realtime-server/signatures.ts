// The Pusher protocol's two signatures, checked the way Pusher checks them. Both are
// HMAC-SHA256 with the app secret, hex encoded:
//   channel auth  "key:" + hmac(socket_id + ":" + channel_name)   (private channels)
//   HTTP API      hmac("POST\n" + path + "\n" + sorted query without auth_signature)
import crypto from "node:crypto";

export const SOCKET_ID = /^\d+\.\d+$/;
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
export const MAX_CHANNEL_NAME_LENGTH = 200;
/** How far an HTTP API request's auth_timestamp may be from the server's clock. */
export const MAX_CLOCK_SKEW_SECONDS = 600;

export function hmacHex(secret: string, text: string): string {
  return crypto.createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

export function md5Hex(body: Buffer | string): string {
  return crypto.createHash("md5").update(body).digest("hex");
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function isValidChannelName(channel: unknown): channel is string {
  return typeof channel === "string" && channel.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(channel);
}

/** The `auth` value a client must send to subscribe to a private channel. */
export function channelAuth(app: { key: string; secret: string }, socketId: string, channel: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channel}`)}`;
}

export function verifyChannelAuth(app: { key: string; secret: string }, socketId: string, channel: string, auth: unknown): boolean {
  return typeof auth === "string" && safeEqual(auth, channelAuth(app, socketId, channel));
}

/** "key=value" pairs sorted by key, without auth_signature: the query part of the signed text. */
export function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== "auth_signature")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

export function apiSignature(secret: string, method: string, path: string, params: URLSearchParams): string {
  return hmacHex(secret, [method.toUpperCase(), path, canonicalQuery(params)].join("\n"));
}

export type ApiAuthResult = { ok: true } | { ok: false; reason: string };

/** Every check Pusher makes on a signed HTTP API request, in order. */
export function verifyApiRequest(
  app: { key: string; secret: string },
  request: { method: string; path: string; params: URLSearchParams; body: Buffer },
  nowSeconds = Math.floor(Date.now() / 1000),
): ApiAuthResult {
  const { params } = request;
  const key = params.get("auth_key");
  if (!key || !safeEqual(key, app.key)) return { ok: false, reason: "Unknown auth_key" };
  if (params.get("auth_version") !== "1.0") return { ok: false, reason: "auth_version must be 1.0" };
  const timestamp = params.get("auth_timestamp");
  if (!timestamp || !/^\d+$/.test(timestamp)) return { ok: false, reason: "auth_timestamp is missing or not a number" };
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: `Timestamp expired: given ${timestamp}, server time ${nowSeconds}` };
  }
  const bodyMd5 = params.get("body_md5");
  if (request.body.length > 0 || bodyMd5 !== null) {
    if (!bodyMd5 || !safeEqual(bodyMd5, md5Hex(request.body))) return { ok: false, reason: "body_md5 does not match the body" };
  }
  const signature = params.get("auth_signature");
  const expected = apiSignature(app.secret, request.method, request.path, params);
  if (!signature || !safeEqual(signature, expected)) return { ok: false, reason: "Invalid signature" };
  return { ok: true };
}
