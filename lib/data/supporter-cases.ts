import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { personShownToSupporter } from "@/lib/domain/chat";
import { caseStatus, compareCases, type CaseStatus } from "@/lib/domain/supporter-chat/case-status";
import { unreadConversationIds } from "./chat-notify";

// A supporter's workspace (issue 18): the conversations addressed to her, and only those.
// The person is shown as she is everywhere else on the supporter's side: her display name or
// an anonymous label, never her e-mail.

export interface SupporterCase {
  chatId: string;
  person: string;
  kind: "professional" | "local";
  status: CaseStatus;
  unread: boolean;
  /** ISO time of the last message (or of the conversation's last change when it has none). */
  lastActivity: string;
  startedAt: string;
  messageCount: number;
  /** She chose to share her assessment summary with this supporter. */
  sharedAssessment: boolean;
}

export const CASES_LIMIT = 200;

export async function listOwnCases(actor: Actor): Promise<SupporterCase[]> {
  assertPermission(actor, "cases:read");
  const rows = await db.supportChat.findMany({
    where: { supporterUserId: actor.userId, status: "active", chatType: { in: ["professional_support", "local_support"] } },
    orderBy: { updatedAt: "desc" },
    take: CASES_LIMIT,
    select: {
      id: true,
      chatType: true,
      createdAt: true,
      updatedAt: true,
      context: true,
      user: { select: { profile: { select: { displayName: true } } } },
      messages: { orderBy: { seq: "desc" }, take: 1, select: { senderId: true, createdAt: true } },
      _count: { select: { messages: true } },
    },
  });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [unread, replies] = await Promise.all([
    unreadConversationIds(actor, ids),
    db.chatMessage.groupBy({ by: ["chatId"], where: { chatId: { in: ids }, senderId: actor.userId }, _count: { _all: true } }),
  ]);
  const repliesByChat = new Map(replies.map((r) => [r.chatId, r._count._all]));
  return rows
    .map((row): SupporterCase => {
      const last = row.messages[0] ?? null;
      const context = row.context && typeof row.context === "object" && !Array.isArray(row.context) ? (row.context as Record<string, unknown>) : {};
      return {
        chatId: row.id,
        person: personShownToSupporter(row.user.profile?.displayName),
        kind: row.chatType === "local_support" ? "local" : "professional",
        status: caseStatus({ supporterMessages: repliesByChat.get(row.id) ?? 0, lastSenderIsSupporter: last ? last.senderId === actor.userId : null }),
        unread: unread.has(row.id),
        lastActivity: (last?.createdAt ?? row.updatedAt).toISOString(),
        startedAt: row.createdAt.toISOString(),
        messageCount: row._count.messages,
        sharedAssessment: typeof context.assessment_summary === "string" && context.assessment_summary.length > 0,
      };
    })
    .sort(compareCases);
}
