import "server-only";
import { randomUUID } from "node:crypto";
import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { env } from "@/lib/env";
import { detectCrisis } from "@/lib/domain/crisis";
import {
  DEFAULT_CHAT_TITLE,
  SUPPORTER_LEFT,
  chatTitleFrom,
  crisisCategoriesOf,
  hasCrisisFlag,
  type ChatMessageView,
  type ChatSummary,
  type SenderType,
} from "@/lib/domain/chat";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG } from "@/lib/validations/chat";
import { aiConfig } from "@/lib/services/ai/config";
import { moderationFlagsCrisis } from "@/lib/services/ai/clara";
import { chatChannel, publishInBackground, userChannel } from "@/lib/services/realtime";
import { notifyNewMessageAfterResponse } from "./chat-notify";
import { CHAT_NOT_FOUND, toMessageView } from "@/lib/data/chats";
import { realtimeMessage } from "@/lib/domain/chat/realtime-payload";
import { isSuspended } from "@/lib/data/suspension";
import { SUSPENDED_SEND_NOTICE } from "@/lib/domain/moderation/reports";

// Sending a chat message, the hot path of the chat (issue 7: p95 under 50 ms at 20 people
// sending at once). Everything the send must do happens in ONE SQL statement, atomically:
// count the attempt against her rate limit, check that she is the conversation's owner or its
// supporter, store the message, move the conversation's time (and give it its title from her
// first message). Then one publish reaches the conversation's channel and the other side's own
// channel (for the inbox), in one request, sent as soon as her response has gone. The message
// is stored before it is published: a failed publish loses nothing, the other side catches up
// on reconnect.

/** Said when she sends faster than CHAT_RATE_LIMIT_MAX per window; her text stays in the box. */
export function chatRateLimitedMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.round(retryAfterSeconds));
  return `You're sending messages very quickly. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
}

type CrisisMetadata = { has_crisis_language: boolean; crisis_categories?: string[]; moderation_flagged?: boolean };

/** The crisis check of a message she wrote: the lexicon always, the model's moderation too when a key is set. */
export async function crisisMetadata(content: string, options: { moderate?: boolean } = {}): Promise<CrisisMetadata> {
  const config = options.moderate === false ? null : aiConfig();
  const moderated = config ? await moderationFlagsCrisis(config, content) : null;
  return withModeration(lexiconMetadata(content), moderated);
}

/** The lexicon's verdict alone: synchronous, a tenth of a millisecond. */
export function lexiconMetadata(content: string): CrisisMetadata {
  const crisis = detectCrisis(content);
  return { has_crisis_language: crisis.hasCrisisLanguage, ...(crisis.categories.length ? { crisis_categories: crisis.categories } : {}) };
}

function withModeration(metadata: CrisisMetadata, moderated: boolean | null): CrisisMetadata {
  if (moderated === null) return metadata;
  return { ...metadata, has_crisis_language: metadata.has_crisis_language || moderated, moderation_flagged: moderated };
}

/**
 * The model's moderation of a message that is already stored (issue 15: a hanging model never
 * delays storing her words). Its verdict is added to the stored metadata; the answer to her
 * send waits for it at most the moderation time-out, so the crisis panel still shows at once.
 */
export async function moderateStoredMessage(messageId: string, content: string, stored: CrisisMetadata): Promise<CrisisMetadata> {
  const config = aiConfig();
  if (!config) return stored;
  const moderated = await moderationFlagsCrisis(config, content);
  if (moderated === null) return stored;
  const metadata = withModeration(stored, moderated);
  await sql(`UPDATE chat_messages SET metadata = COALESCE(metadata, '{}'::jsonb) || $2::jsonb WHERE id = $1`, [
    messageId,
    JSON.stringify({ has_crisis_language: metadata.has_crisis_language, moderation_flagged: moderated }),
  ]);
  return metadata;
}

/** The key her chat messages are counted under, in every path that stores one. */
export function chatRateLimitKey(userId: string): string {
  return `chat-send:user:${userId}`;
}

export interface SendMessageResult {
  message: ChatMessageView;
  /** What changed on the conversation: its title (after her first message) and time. */
  chat: Pick<ChatSummary, "id" | "title" | "updatedAt">;
  /** The same client id was stored before: this is that message, nothing new was stored. */
  repeated: boolean;
}

export const DUPLICATE_CLIENT_ID = "This message was already sent somewhere else. Please reload the page.";

// A conversation whose supporter deleted their account stays readable but takes no messages.
// Parameters: $1 rate-limit key, $2 window (s), $3 actor, $4 chat, $5 limit, $6 message id,
// $7 content, $8 her crisis metadata (used only when she owns the chat), $9 time (ISO),
// $10 the default title, $11 the title from this message, $12 the client's id of this write.
// A supporter's message carries who wrote it (spec part 2 §3 chat_messages metadata).
// The message takes the conversation's next number (`seq`) under the conversation's row lock,
// so numbers become visible in order (lib/domain/chat: catch-up reads by them).
// The same client id sent again (a double click, a retry) finds the stored message and stores
// nothing; two at once meet on the unique ("senderId", "clientId") and the second stores nothing.
// The title changes only while it is still the default: under two concurrent first messages
// Postgres re-reads the row for the second update, which then keeps the first one's title.
const SEND_STATEMENT = `
WITH lim AS (
  INSERT INTO rate_limits ("key", "count", "windowStart") VALUES ($1, 1, now())
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN rate_limits."windowStart" < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits."count" + 1 END,
    "windowStart" = CASE WHEN rate_limits."windowStart" < now() - make_interval(secs => $2) THEN now() ELSE rate_limits."windowStart" END
  RETURNING "count", GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("windowStart" + make_interval(secs => $2) - now()::timestamp))))::int AS retry_after
),
chat AS (
  SELECT c.id, c."userId" AS owner_id, c."supporterUserId" AS supporter_id, c."userId" = $3 AS is_owner, c.context, c.title,
         (c."chatType" = 'ai_support' OR c."supporterUserId" IS NOT NULL) AS open
  FROM support_chats c
  WHERE c.id = $4 AND c.status = 'active'
    AND (c."userId" = $3 OR (c."supporterUserId" = $3 AND c."chatType" <> 'ai_support'))
),
allowed AS (
  SELECT chat.* FROM chat, lim WHERE lim."count" <= $5 AND chat.open
),
existing AS (
  SELECT m.id FROM chat_messages m WHERE $12::text IS NOT NULL AND m."senderId" = $3 AND m."clientId" = $12
),
numbered AS (
  UPDATE support_chats AS c
  SET "lastMessageSeq" = c."lastMessageSeq" + 1,
      "updatedAt" = $9::timestamptz AT TIME ZONE 'UTC',
      title = CASE WHEN allowed.is_owner AND c.title = $10 THEN $11 ELSE c.title END
  FROM allowed
  WHERE c.id = allowed.id AND NOT EXISTS (SELECT 1 FROM existing)
  RETURNING c."lastMessageSeq" AS seq, c.title
),
message AS (
  INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, metadata, "createdAt", seq, "clientId")
  SELECT $6, allowed.id, $3,
    (CASE WHEN allowed.is_owner THEN 'user' ELSE 'supporter' END)::"SenderType",
    $7,
    CASE WHEN allowed.is_owner THEN $8::jsonb ELSE jsonb_build_object(
      'has_crisis_language', false,
      'professional_id', COALESCE(NULLIF(btrim(allowed.context->>'supporter_id'), ''), $3),
      'professional_name', COALESCE(NULLIF(btrim(allowed.context->>'supporter_name'), ''), 'Your supporter')) END,
    $9::timestamptz AT TIME ZONE 'UTC',
    numbered.seq,
    $12
  FROM allowed, numbered
  ON CONFLICT ("senderId", "clientId") DO NOTHING
  RETURNING "senderType", metadata, seq
)
SELECT lim."count" AS count, lim.retry_after, chat.is_owner, chat.open, chat.owner_id, chat.supporter_id,
       message."senderType" AS sender_type, message.metadata, message.seq, COALESCE(numbered.title, chat.title) AS title,
       EXISTS (SELECT 1 FROM allowed) AS allowed
FROM lim LEFT JOIN chat ON true LEFT JOIN message ON true LEFT JOIN numbered ON true`;

interface SendRow {
  count: number;
  retry_after: number;
  is_owner: boolean | null;
  open: boolean | null;
  owner_id: string | null;
  supporter_id: string | null;
  sender_type: SenderType | null;
  metadata: unknown;
  seq: number | null;
  title: string | null;
  allowed: boolean;
}

/** A repeat of a write already stored: that message as it is, if it is the actor's in this conversation. */
async function storedRepeat(actor: Actor, chatId: string, clientId: string, title: string): Promise<SendMessageResult> {
  const stored = await db.chatMessage.findFirst({
    where: { senderId: actor.userId, clientId },
    select: { id: true, chatId: true, senderId: true, senderType: true, content: true, createdAt: true, metadata: true, seq: true },
  });
  // The id names one of her messages in another conversation: a confused client, not a repeat.
  if (!stored || stored.chatId !== chatId) throw new AppError("conflict", DUPLICATE_CLIENT_ID);
  return { message: toMessageView(stored), chat: { id: chatId, title, updatedAt: stored.createdAt.toISOString() }, repeated: true };
}

/**
 * Stores a message from either side of a conversation, then tells the other side through
 * realtime (`socketId`: the sender's own socket, which does not get the event back).
 */
export async function sendMessage(
  actor: Actor,
  chatId: string,
  content: string,
  options: { socketId?: string; clientId?: string } = {},
): Promise<SendMessageResult> {
  const body = content.trim();
  if (!body) throw new AppError("invalid", "Message required");
  if (body.length > CHAT_MESSAGE_MAX) throw new AppError("invalid", CHAT_MESSAGE_TOO_LONG);
  // A suspended account sends nothing (issue 18), even from a page left open.
  if (await isSuspended(actor.userId)) throw new AppError("forbidden", SUSPENDED_SEND_NOTICE);

  // Her messages are checked for crisis language; a supporter's are not (their advice
  // naturally mentions 911 and hotlines, and the panel is there for her). The lexicon costs
  // a tenth of a millisecond and goes in with the message; the model's moderation is a
  // network call, asked only for hers and only after her message is stored.
  const metadata = lexiconMetadata(body);

  const { CHAT_RATE_LIMIT_MAX, CHAT_RATE_LIMIT_WINDOW_SECONDS } = env();
  const id = randomUUID();
  const now = new Date();
  const [row] = await sql<SendRow>(SEND_STATEMENT, [
    chatRateLimitKey(actor.userId),
    CHAT_RATE_LIMIT_WINDOW_SECONDS,
    actor.userId,
    chatId,
    CHAT_RATE_LIMIT_MAX,
    id,
    body,
    JSON.stringify(metadata),
    now.toISOString(),
    DEFAULT_CHAT_TITLE,
    chatTitleFrom(body),
    options.clientId ?? null,
  ]);
  if (!row || row.count > CHAT_RATE_LIMIT_MAX) throw new AppError("rate_limited", chatRateLimitedMessage(row?.retry_after ?? CHAT_RATE_LIMIT_WINDOW_SECONDS));
  if (row.is_owner === null) throw new AppError("not_found", CHAT_NOT_FOUND);
  // Her supporter deleted their account: nobody would read it.
  if (row.open === false) throw new AppError("conflict", SUPPORTER_LEFT);
  if (row.title === null || !row.allowed) throw new AppError("not_found", CHAT_NOT_FOUND);
  if (row.sender_type === null || row.seq === null) {
    if (options.clientId) return storedRepeat(actor, chatId, options.clientId, row.title);
    throw new AppError("not_found", CHAT_NOT_FOUND);
  }

  const stored = row.is_owner ? await moderateStoredMessage(id, body, metadata) : row.metadata;
  const view: ChatMessageView = {
    id,
    chatId,
    seq: row.seq,
    senderId: actor.userId,
    senderType: row.sender_type,
    content: body,
    createdAt: now.toISOString(),
    hasCrisisLanguage: hasCrisisFlag(stored),
    crisisCategories: crisisCategoriesOf(stored),
  };
  // The other side's own channel too, so a conversation she does not have open still moves
  // to the top of her list (a supporter's inbox fills live). Clara's chats have no other side.
  const other = row.is_owner ? row.supporter_id : row.owner_id;
  const channels = other ? [chatChannel(chatId), userChannel(other)] : chatChannel(chatId);
  // Delivered at once, alongside her response: she never waits for the realtime server, even a
  // hanging one (issue 15), and the other side does not wait for her response to be sent.
  // Too long for one event: an envelope, and the page fetches it.
  publishInBackground(channels, "new-message", realtimeMessage(view), { excludeSocketId: options.socketId });
  // The bell (and, if still unseen in ten minutes, an e-mail) for the other side (issue 16).
  if (other) notifyNewMessageAfterResponse({ chatId, messageId: id, recipientId: other });
  return { message: view, chat: { id: chatId, title: row.title, updatedAt: now.toISOString() }, repeated: false };
}
