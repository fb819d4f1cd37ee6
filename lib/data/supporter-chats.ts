import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import type { Mode } from "@/lib/domain/auth/roles";
import {
  CHAT_TYPE_OF,
  assessmentShareSummary,
  canMessageSupporters,
  supporterTitle,
  supporterChatTitle,
  type SupporterChatContext,
  type SupporterKind,
} from "@/lib/domain/supporter-chat";
import { findVisibleSupporter } from "@/lib/data/supporter-directory-pages";
import { getMatchingAssessment } from "@/lib/data/matching";
import { MESSAGE_SELECT, toMessageView } from "@/lib/data/chats";
import { realtimeMessage } from "@/lib/domain/chat/realtime-payload";
import { chatRateLimitKey, chatRateLimitedMessage, lexiconMetadata, moderateStoredMessage } from "@/lib/data/chat-send";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { env } from "@/lib/env";
import { chatChannel, publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { notifyNewMessageAfterResponse } from "./chat-notify";

// Starting (or continuing) her conversation with a supporter from the directory's message
// dialog (spec part 2 §2 "Message dialog", §3 support_chats, §7 table calls).

export const SUPPORTER_UNAVAILABLE = "This supporter isn't available to message right now.";
export const NOT_FOR_SUPPORTERS = "Messaging supporters is for people looking for support. Switch to support mode to get help for yourself.";
export const NOT_YOURSELF = "You can't send a message to yourself.";

/** The supporter as the dialog shows her: only people she may see. */
export async function getMessageableSupporter(userId: string, kind?: SupporterKind) {
  const supporter = await findVisibleSupporter(userId, kind);
  if (!supporter) return null;
  return {
    userId: supporter.userId,
    kind: supporter.kind,
    name: supporter.name,
    title: supporterTitle(supporter.kind, supporter.title, supporter.location?.city ?? null),
    avatarUrl: supporter.avatarUrl,
  };
}

/** Her latest completed assessment as she could share it, or null if she has none. */
export async function getShareableAssessment(actor: Actor) {
  const assessment = await getMatchingAssessment(actor);
  return assessment ? { id: assessment.id, caseType: assessment.caseType, summary: assessmentShareSummary(assessment) } : null;
}

export interface SendToSupporterInput {
  supporterUserId: string;
  kind: SupporterKind;
  message: string;
  /** Only when she ticked the box: her latest assessment's summary goes into the chat context. */
  shareAssessment: boolean;
  /** The dialog's id for this write: sent twice (a double click, a retry), it is stored once. */
  clientId?: string;
}

/** Her message already stored under this write id, if any: a repeat answers with its conversation. */
async function repeatOf(actor: Actor, clientId: string | undefined, tx: Pick<typeof db, "chatMessage"> = db) {
  if (!clientId) return null;
  return tx.chatMessage.findFirst({ where: { senderId: actor.userId, clientId }, select: { chatId: true } });
}

function isUniqueViolation(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { code?: unknown }).code === "P2002");
}

/**
 * Stores her message to a supporter: in her open conversation with that supporter if there
 * is one, otherwise in a new one titled 'Chat with {name}'. Returns the chat's id.
 */
export async function sendMessageToSupporter(actor: Actor, mode: Mode, input: SendToSupporterInput): Promise<{ chatId: string; created: boolean }> {
  if (!canMessageSupporters(actor.roles, mode)) throw new AppError("forbidden", NOT_FOR_SUPPORTERS);
  if (input.supporterUserId === actor.userId) throw new AppError("forbidden", NOT_YOURSELF);
  const content = input.message.trim();
  if (!content) throw new AppError("invalid", "Message required");
  const earlier = await repeatOf(actor, input.clientId);
  if (earlier) return { chatId: earlier.chatId, created: false };

  // The same per-person limit as the chat screen: the dialog is no way around it.
  const { CHAT_RATE_LIMIT_MAX, CHAT_RATE_LIMIT_WINDOW_SECONDS } = env();
  const limit = await hitRateLimit(chatRateLimitKey(actor.userId), CHAT_RATE_LIMIT_MAX, CHAT_RATE_LIMIT_WINDOW_SECONDS);
  if (!limit.allowed) throw new AppError("rate_limited", chatRateLimitedMessage(limit.retryAfterSeconds));

  const supporter = await findVisibleSupporter(input.supporterUserId, input.kind);
  if (!supporter) throw new AppError("not_found", SUPPORTER_UNAVAILABLE);
  const shared = input.shareAssessment ? await getMatchingAssessment(actor) : null;

  const context: SupporterChatContext = {
    supporter_name: supporter.name,
    supporter_title: supporterTitle(supporter.kind, supporter.title, supporter.location?.city ?? null),
    supporter_avatar_url: supporter.avatarUrl,
    supporter_id: supporter.supporterId,
    supporter_user_id: supporter.userId,
    ...(shared ? { assessment_id: shared.id, case_type: shared.caseType, assessment_summary: assessmentShareSummary(shared) } : {}),
  };
  const chatType = CHAT_TYPE_OF[supporter.kind];
  // Her first words to a supporter are checked like any other message she writes: the
  // lexicon goes in with them, the model's moderation only once they are stored.
  const metadata = lexiconMetadata(content);

  const store = () =>
    db.$transaction(async (tx) => {
      // Two quick sends (a double tap) must land in one conversation, not open two.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`supporter-chat:${actor.userId}:${supporter.userId}:${chatType}`}))::text`;
      // The same write again, waiting on that lock behind the first: the first is the answer.
      const repeat = await repeatOf(actor, input.clientId, tx);
      if (repeat) return { chatId: repeat.chatId, created: false, message: null };
      const open = await tx.supportChat.findFirst({
        where: { userId: actor.userId, supporterUserId: supporter.userId, chatType, status: "active" },
        orderBy: { updatedAt: "desc" },
        select: { id: true, context: true },
      });
      let chatId: string;
      if (open) {
        // Her earlier choice to share stays; a new tick adds or refreshes the summary.
        const previous = (open.context && typeof open.context === "object" && !Array.isArray(open.context) ? open.context : {}) as Record<string, unknown>;
        const kept = shared ? {} : pick(previous, ["assessment_id", "case_type", "assessment_summary"]);
        await tx.supportChat.update({ where: { id: open.id }, data: { context: { ...context, ...kept } as object, updatedAt: new Date() } });
        chatId = open.id;
      } else {
        const chat = await tx.supportChat.create({
          data: {
            userId: actor.userId,
            supporterUserId: supporter.userId,
            chatType,
            title: supporterChatTitle(supporter.name),
            status: "active",
            context: context as object,
          },
          select: { id: true },
        });
        chatId = chat.id;
      }
      const message = await tx.chatMessage.create({
        data: { chatId, senderId: actor.userId, senderType: "user", content, metadata, clientId: input.clientId ?? null },
        select: MESSAGE_SELECT,
      });
      return { chatId, created: !open, message };
    });
  let result: Awaited<ReturnType<typeof store>>;
  try {
    result = await store();
  } catch (error) {
    // The same write id stored meanwhile by a request the lock did not hold back.
    const repeat = isUniqueViolation(error) ? await repeatOf(actor, input.clientId) : null;
    if (!repeat) throw error;
    return { chatId: repeat.chatId, created: false };
  }
  if (!result.message) return { chatId: result.chatId, created: false };
  // The supporter sees it at once: in the conversation if she has it open, in her inbox
  // otherwise (stored first, so a failed publish loses nothing).
  const moderated = await moderateStoredMessage(result.message.id, content, metadata);
  const view = toMessageView({ ...result.message, metadata: moderated });
  // Not awaited: a hanging realtime server never delays her send (issue 15).
  publishAfterResponse(
    result.created ? userChannel(supporter.userId) : [chatChannel(result.chatId), userChannel(supporter.userId)],
    "new-message",
    realtimeMessage(view),
  );
  // The supporter's bell, and an e-mail at once for a new conversation (issue 16).
  notifyNewMessageAfterResponse({ chatId: result.chatId, messageId: result.message.id, recipientId: supporter.userId, opensConversation: result.created });
  return { chatId: result.chatId, created: result.created };
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}
