import "server-only";
import { db, sql } from "@/lib/db";
import type { ChatType, SenderType } from "@/lib/domain/chat";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { hasRoadmap, roadmapProgress, TIMEFRAMES, type RoadmapField } from "@/lib/domain/roadmap/progress";
import { isUrgent } from "@/lib/domain/assessment/risk";
import type { MatchedSupporter } from "@/lib/domain/matching";
import { MATCHING_COLUMNS, matchSupportersFor, seekerAssessment, type MatchingAssessmentRow } from "@/lib/data/matching";
import { utc } from "@/lib/data/sql-values";

// The figures on the three dashboards (spec part 1 §2 "Dashboards", §9), each counted from
// real rows and scoped to the acting user.

export const DASHBOARD_MESSAGES = 3;
export const DASHBOARD_MATCHES = 3;

export async function getSupportTakerDashboard(actor: Actor) {
  // Plain statements: the dashboard is the page she lands on (issue 20: each Prisma query cost
  // more than the database's own work). Both read the (userId, assessmentCompleted, …) index.
  // The card needs only how many steps each timeframe has and whether the roadmap is written
  // (hasRoadmap's own rule, on the two flags), not the roadmap itself (about 20 KB of JSON that
  // was read and parsed on every visit). It takes what matching reads too: her recommendations
  // need no read of their own.
  const [[completed], [inProgress], messages] = await Promise.all([
    sql<MatchingAssessmentRow & { roadmapWritten: boolean; stepsWritten: boolean; progressTracking: unknown } & Record<RoadmapField, number>>(
      `SELECT ${MATCHING_COLUMNS}, "progressTracking",
         coalesce("roadmapData" <> 'null'::jsonb, false) AS "roadmapWritten", coalesce("immediateActions" <> 'null'::jsonb, false) AS "stepsWritten",
         ${TIMEFRAMES.map(({ field }) => `CASE WHEN jsonb_typeof("${field}") = 'array' THEN jsonb_array_length("${field}") ELSE 0 END AS "${field}"`).join(",\n         ")}
       FROM assessment_conversations WHERE "userId" = $1 AND "assessmentCompleted" ORDER BY "completedAt" DESC LIMIT 1`,
      [actor.userId],
    ),
    sql<{ id: string; progressPercentage: number }>(
      `SELECT id, "progressPercentage" FROM assessment_conversations WHERE "userId" = $1 AND NOT "assessmentCompleted" ORDER BY "updatedAt" DESC LIMIT 1`,
      [actor.userId],
    ),
    latestMessages(actor.userId),
  ]);

  const roadmap = completed
    ? {
        conversationId: completed.id,
        hasRoadmap: hasRoadmap({ roadmapData: completed.roadmapWritten, immediateActions: completed.stepsWritten }),
        urgent: isUrgent(completed.riskFlags),
        ...roadmapProgress(completed),
      }
    : null;
  const recommendations = completed ? await listRecommendedSupporters(actor, completed) : [];
  return {
    roadmap,
    assessmentInProgress: inProgress ?? null,
    messages: messages.map((message) => ({ ...message, fromMe: message.senderId === actor.userId })),
    recommendations,
  };
}

/**
 * Her latest messages across her conversations: the latest few of each conversation (its
 * (chatId, createdAt) index), then the latest of those. Asked as "her messages, newest first",
 * Postgres would read and sort every message of every conversation she has (issue 20: a
 * conversation of 10,000 messages made the dashboard slow).
 */
async function latestMessages(userId: string) {
  const rows = await sql<{
    id: string;
    content: string;
    createdAt: string;
    senderType: SenderType;
    senderId: string | null;
    chatId: string;
    title: string;
    chatType: ChatType;
  }>(
    `SELECT m.id, m.content, m."createdAt"::text AS "createdAt", m."senderType"::text AS "senderType", m."senderId", c.id AS "chatId", c.title, c."chatType"::text AS "chatType"
     FROM support_chats c
     CROSS JOIN LATERAL (
       SELECT id, content, "createdAt", "senderType", "senderId" FROM chat_messages WHERE "chatId" = c.id ORDER BY "createdAt" DESC LIMIT $2
     ) m
     WHERE c."userId" = $1 AND c.status = 'active'
     ORDER BY m."createdAt" DESC, m.id DESC
     LIMIT $2`,
    [userId, DASHBOARD_MESSAGES],
  );
  return rows.map(({ chatId, title, chatType, createdAt, ...message }) => ({
    ...message,
    createdAt: utc(createdAt),
    chat: { id: chatId, title, chatType },
  }));
}

/** Her three best matches for her latest assessment, as read above (spec part 2 §7, §9); on the dashboard a failure gives an empty list (§8). */
async function listRecommendedSupporters(actor: Actor, assessment: MatchingAssessmentRow): Promise<MatchedSupporter[]> {
  try {
    return (await matchSupportersFor(actor, seekerAssessment(assessment), { limit: DASHBOARD_MATCHES })).matches;
  } catch (error) {
    console.error("[dashboard] recommendations failed", error);
    return [];
  }
}

async function distinctPeopleInChats(supporterUserId: string, where: { chatType?: "local_support" | "professional_support" } = {}) {
  const rows = await db.supportChat.findMany({ where: { supporterUserId, ...where }, distinct: ["userId"], select: { userId: true } });
  return rows.map((row) => row.userId);
}

export async function getProfessionalDashboard(actor: Actor) {
  assertPermission(actor, "dashboard:view-professional");
  const [activeCases, helped, professional] = await Promise.all([
    db.supportChat.count({ where: { supporterUserId: actor.userId, status: "active", chatType: "professional_support" } }),
    distinctPeopleInChats(actor.userId, { chatType: "professional_support" }),
    db.professionalSupporter.findUnique({ where: { userId: actor.userId }, select: { availability: true } }),
  ]);
  return { activeCases, totalHelped: helped.length, availability: professional?.availability ?? null };
}

export async function getLocalDashboard(actor: Actor) {
  assertPermission(actor, "dashboard:view-local");
  const [emergencyAlerts, supportRequests, chatPeople, acknowledged, local] = await Promise.all([
    db.alertNotification.count({ where: { recipientUserId: actor.userId, alert: { status: "active" } } }),
    db.supportChat.count({ where: { supporterUserId: actor.userId, status: "active", chatType: "local_support" } }),
    distinctPeopleInChats(actor.userId, { chatType: "local_support" }),
    db.alertNotification.findMany({ where: { recipientUserId: actor.userId, acknowledgedAt: { not: null } }, select: { alert: { select: { userId: true } } } }),
    db.localSupporter.findUnique({ where: { userId: actor.userId }, select: { locationCity: true, hasLocation: true, travelRadiusKm: true } }),
  ]);
  const people = new Set([...chatPeople, ...acknowledged.map((n) => n.alert.userId)]);
  return { emergencyAlerts, supportRequests, peopleHelped: people.size, location: local };
}
