import "server-only";
import { db } from "@/lib/db";
import { chosenValues, type Responses } from "@/lib/domain/assessment";
import { rankSupporters, type SeekerAssessment } from "@/lib/domain/matching";
import { loadMatchCandidates } from "./supporter-candidates";
import { visibleLocalWhere, visibleProfessionalWhere } from "./supporter-visibility";
import { notifyAdmins, notifyPerson } from "./notify";

// The worker's once-a-day notices (issue 16), run at 06:00 UTC for the UTC day before. Each is
// keyed by that day, so a rerun (a retried job, an admin running it by hand) sends nothing twice.
//
// - admin sign-up digest: how many accounts were opened, by role (never who)
// - new match: supporters who became visible that day and now rank in her top 5

const DAY = 86_400_000;
/** Her top matches, as the roadmap shows them: a newcomer there is worth telling her about. */
export const NEW_MATCH_TOP = 5;
/** Assessments older than this no longer say what she needs today. */
const ASSESSMENT_MAX_AGE_DAYS = 180;
const PAGE = 500;

/** The UTC day before `now`: [start, end) and its key. */
export function previousUtcDay(now: Date): { start: Date; end: Date; key: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - DAY);
  return { start, end, key: start.toISOString().slice(0, 10) };
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Admins: one digest a day with the number of new accounts by role; nothing on a day nobody joined. */
export async function sendAdminSignUpDigest(now = new Date()): Promise<boolean> {
  const day = previousUtcDay(now);
  const rows = await db.profile.groupBy({ by: ["primaryRole"], where: { createdAt: { gte: day.start, lt: day.end } }, _count: { _all: true } });
  const count = (role: string) => rows.find((row) => row.primaryRole === role)?._count._all ?? 0;
  const counts = { supportTakers: count("support_taker"), professionals: count("professional_supporter"), locals: count("local_supporter") };
  if (counts.supportTakers + counts.professionals + counts.locals === 0) return false;
  await notifyAdmins({
    kind: "admin_new_user",
    key: `admin-new-users:${day.key}`,
    link: "/admin/users",
    email: { template: "admin-new-user", props: { day: DAY_LABEL.format(day.start), ...counts } },
  });
  return true;
}

function responsesOf(value: unknown): Responses {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Responses) : {};
}

/**
 * Support takers: supporters who became visible on the day (a professional approved, a local
 * supporter who joined with an area) and rank in her top NEW_MATCH_TOP for her latest
 * assessment, leaving out anyone she already talks to. One notice a day at most, with the count.
 */
export async function sendNewMatchNotices(now = new Date()): Promise<number> {
  const day = previousUtcDay(now);
  const [approved, joined] = await Promise.all([
    db.professionalSupporter.findMany({ where: visibleProfessionalWhere({ verifiedAt: { gte: day.start, lt: day.end } }), select: { userId: true } }),
    db.localSupporter.findMany({ where: visibleLocalWhere({ createdAt: { gte: day.start, lt: day.end } }), select: { userId: true } }),
  ]);
  const newcomers = new Set([...approved, ...joined].map((row) => row.userId));
  if (newcomers.size === 0) return 0;

  const candidates = await loadMatchCandidates({});
  if (!candidates.some((candidate) => newcomers.has(candidate.userId))) return 0;
  let sent = 0;
  // A page of people at a time (by user id), so a large Haven never loads everyone at once.
  for (let after = ""; ;) {
    const page = await db.assessmentConversation.findMany({
      where: {
        assessmentCompleted: true,
        userId: { gt: after },
        completedAt: { gte: new Date(now.getTime() - ASSESSMENT_MAX_AGE_DAYS * DAY) },
        user: { roles: { some: { role: "support_taker" } } },
      },
      orderBy: [{ userId: "asc" }, { completedAt: "desc" }],
      distinct: ["userId"],
      take: PAGE,
      select: {
        id: true,
        userId: true,
        caseType: true,
        severityLevel: true,
        riskFlags: true,
        structuredResponses: true,
        user: { select: { chats: { where: { supporterUserId: { in: [...newcomers] } }, select: { supporterUserId: true } } } },
      },
    });
    for (const row of page) {
      const assessment: SeekerAssessment = {
        id: row.id,
        caseType: row.caseType,
        severityLevel: row.severityLevel,
        riskFlags: row.riskFlags,
        supportWanted: chosenValues(responsesOf(row.structuredResponses), "support_wanted"),
      };
      const talking = new Set(row.user.chats.map((chat) => chat.supporterUserId));
      const { matches } = rankSupporters(
        { assessment, location: null, languages: [] },
        candidates.filter((c) => c.userId !== row.userId),
        { limit: NEW_MATCH_TOP },
      );
      const fresh = matches.filter((match) => newcomers.has(match.user_id) && !talking.has(match.user_id)).length;
      if (fresh === 0) continue;
      await notifyPerson({
        userId: row.userId,
        kind: "new_match",
        key: `new-match:${row.userId}:${day.key}`,
        link: "/supporters",
        email: { template: "new-match", props: { count: fresh } },
      });
      sent += 1;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.userId;
  }
  return sent;
}

export async function sendDailyNotices(now = new Date()): Promise<void> {
  await sendAdminSignUpDigest(now);
  await sendNewMatchNotices(now);
}
