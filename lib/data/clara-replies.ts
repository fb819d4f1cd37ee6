import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { detectCrisis } from "@/lib/domain/crisis";
import {
  claraContextFrom,
  claraReply,
  isCrisisReply,
  safetyAnswer,
  withDisclosure,
  EMERGENCY_NUMBER,
  HOTLINE_NUMBER,
  SUICIDE_LINE,
  type ChatTurn,
  type ClaraContext,
} from "@/lib/domain/clara";
import { CLARA_DISCLOSURE, hasCrisisFlag, type ChatMessageView } from "@/lib/domain/chat";
import { checkableLength, modelReplyProblem, type ModelReplyProblem } from "@/lib/domain/clara/output-check";
import { aiConfig } from "@/lib/services/ai/config";
import { claraModelMessages, streamClaraFromModel } from "@/lib/services/ai/clara";
import { chatChannel, publishAfterResponse } from "@/lib/services/realtime";
import { realtimeMessage } from "@/lib/domain/chat/realtime-payload";
import { CHAT_NOT_FOUND, MESSAGE_SELECT, toMessageView } from "./chats";

// Clara's reply to her latest message in a conversation with Clara (issue 7 "Clara"). With
// OPENAI_API_KEY the model's reply is streamed to her as it is written; without one, or when
// the model fails or is too slow, the built-in engine answers. Her message is already stored
// before any of this starts, so nothing she wrote is lost whatever happens here.

/** How many earlier messages Clara reads. */
const HISTORY = 30;

export interface ClaraTurn {
  chatId: string;
  /** Her message being answered. */
  messageId: string;
  message: string;
  history: ChatTurn[];
  context: ClaraContext;
  /** Whether the reply must follow the crisis protocol first. */
  protocol: boolean;
  crisis: ReturnType<typeof detectCrisis>;
}

/** What Clara needs to answer, or null when her latest message already has an answer. */
export async function prepareClaraTurn(actor: Actor, chatId: string): Promise<ClaraTurn | null> {
  const chat = await db.supportChat.findFirst({ where: { id: chatId, userId: actor.userId, status: "active", chatType: "ai_support" }, select: { id: true } });
  if (!chat) throw new AppError("not_found", CHAT_NOT_FOUND);
  const recent = await db.chatMessage.findMany({
    where: { chatId },
    orderBy: { seq: "desc" },
    take: HISTORY + 1,
    select: { id: true, senderType: true, content: true, metadata: true },
  });
  const latest = recent[0];
  if (!latest || latest.senderType !== "user") return null;
  const history: ChatTurn[] = recent
    .slice(1)
    .reverse()
    .filter((m) => m.senderType === "user" || m.senderType === "ai")
    .map((m) => ({ role: m.senderType === "ai" ? "assistant" : "user", content: m.content }));

  const [assessment, profile] = await Promise.all([
    db.assessmentConversation.findFirst({
      where: { userId: actor.userId, assessmentCompleted: true },
      orderBy: { completedAt: "desc" },
      select: {
        caseType: true,
        severityLevel: true,
        riskFlags: true,
        immediateActions: true,
        shortTermSteps: true,
        mediumTermSteps: true,
        longTermGoals: true,
        progressTracking: true,
      },
    }),
    db.profile.findUnique({ where: { userId: actor.userId }, select: { displayName: true, isAnonymous: true } }),
  ]);
  const crisis = detectCrisis(latest.content);
  const flagged = crisis.hasCrisisLanguage || hasCrisisFlag(latest.metadata);
  const lastClara = history.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
  const saidNotSafe = /safe right now\?/i.test(lastClara) || isCrisisReply(lastClara) ? safetyAnswer(latest.content) === "no" : false;
  return {
    chatId,
    messageId: latest.id,
    message: latest.content,
    history,
    context: claraContextFrom(assessment, profile?.isAnonymous ? null : profile?.displayName),
    protocol: flagged || saidNotSafe,
    // The model's moderation may have flagged what the lexicon did not: the built-in engine then answers with the protocol too.
    crisis: flagged && !crisis.hasCrisisLanguage ? { ...crisis, hasCrisisLanguage: true, categories: ["imminent_danger"] } : crisis,
  };
}

/** The built-in engine's answer. */
export function builtInReply(turn: ClaraTurn): string {
  return claraReply({ message: turn.message, history: turn.history, crisis: turn.crisis, context: turn.context });
}

/** A model reply fit to follow the crisis protocol: it carries 911, 988 and the hotline. */
export function followsCrisisProtocol(reply: string): boolean {
  return reply.includes(EMERGENCY_NUMBER) && reply.includes(SUICIDE_LINE) && reply.includes(HOTLINE_NUMBER);
}

/**
 * Produces Clara's reply, calling `onText` with each fragment as it is ready, and returns the
 * whole text. Crisis replies are never streamed from the model: its whole reply is checked
 * for the numbers first, and the built-in protocol answers when any is missing.
 */
export async function generateClaraReply(turn: ClaraTurn, onText: (text: string) => void): Promise<{ content: string; source: "model" | "built-in" }> {
  const config = aiConfig();
  // Her first reply from Clara in a conversation says what Clara is (California SB 243, EU AI Act art. 50).
  const first = !turn.history.some((t) => t.role === "assistant");
  if (config) {
    const messages = claraModelMessages(turn.context, [...turn.history, { role: "user", content: turn.message }]);
    let received = "";
    let streamed = false;
    // How much of the model's reply has been checked and shown: whole sentences only, so a
    // request for her address or a stray link is caught before any of it reaches her.
    let shown = 0;
    const opening = `${CLARA_DISCLOSURE}. `;
    const show = (upTo: number) => {
      if (turn.protocol || upTo <= shown) return;
      if (!streamed && first) onText(opening);
      streamed = true;
      onText(received.slice(shown, upTo));
      shown = upTo;
    };
    let refused: ModelReplyProblem | null = null;
    try {
      for await (const piece of streamClaraFromModel(config, messages)) {
        received += piece;
        const ready = checkableLength(received);
        if (ready > shown) {
          refused = modelReplyProblem(received.slice(0, ready));
          if (refused) break;
          show(ready);
        }
      }
      received = received.trimEnd();
      let content = received.trim();
      refused ??= content ? modelReplyProblem(content) : null;
      if (content && !refused && (!turn.protocol || followsCrisisProtocol(content))) {
        show(received.length);
        // Streamed: the disclosure went first. The crisis protocol: it follows her acknowledgement.
        if (first && !content.includes(CLARA_DISCLOSURE)) content = turn.protocol ? withDisclosure(content, "second") : `${opening}${content}`;
        if (!streamed) onText(content);
        return { content, source: "model" };
      }
      if (refused) console.warn(`[clara] the model's reply was not shown (${refused}); the built-in engine answers`);
    } catch (error) {
      console.error(`[clara] model reply failed, using the built-in engine: ${(error as Error).message}`);
    }
    // Part of a reply may already be on her screen: the built-in one replaces it (the page
    // swaps the draft for the stored message).
    if (streamed) onText("\n\n");
  }
  const content = builtInReply(turn);
  onText(content);
  return { content, source: "built-in" };
}

/**
 * Stores Clara's reply and publishes it. If another reply to the same message was stored
 * meanwhile (a double request), that one is kept and returned instead.
 */
export async function storeClaraReply(turn: ClaraTurn, content: string, source: "model" | "built-in"): Promise<ChatMessageView> {
  const stored = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`clara-reply:${turn.chatId}`}))::text`;
    const latest = await tx.chatMessage.findFirst({ where: { chatId: turn.chatId }, orderBy: { seq: "desc" }, select: MESSAGE_SELECT });
    if (latest && latest.id !== turn.messageId && latest.senderType === "ai") return { row: latest, fresh: false };
    const row = await tx.chatMessage.create({
      data: { chatId: turn.chatId, senderId: null, senderType: "ai", content, metadata: { source, reply_to: turn.messageId } },
      select: MESSAGE_SELECT,
    });
    await tx.supportChat.update({ where: { id: turn.chatId }, data: { updatedAt: new Date() } });
    return { row, fresh: true };
  });
  const view = toMessageView(stored.row);
  // Not awaited (issue 15: a hanging realtime server delays nothing); a long reply goes as an envelope.
  if (stored.fresh) publishAfterResponse(chatChannel(turn.chatId), "new-message", realtimeMessage(view));
  return view;
}

/** Clara's whole reply in one go (no streaming): tests, and callers that only need the result. */
export async function replyAsClara(actor: Actor, chatId: string): Promise<ChatMessageView | null> {
  const turn = await prepareClaraTurn(actor, chatId);
  if (!turn) return null;
  const { content, source } = await generateClaraReply(turn, () => {});
  return storeClaraReply(turn, content, source);
}
