import "server-only";
import { cache } from "react";
import { LRUCache } from "lru-cache";
import { pageWindow } from "@/lib/domain/pagination";
import { ASSESSMENTS_PAGE } from "@/lib/data/assessments";
import { db, sql } from "@/lib/db";
import { utc, utcOrNull } from "@/lib/data/sql-values";
import type { Actor } from "@/lib/auth/actor";
import { isUrgent, type SeverityLevel } from "@/lib/domain/assessment";
import { hasRoadmap, readTracking, roadmapProgress } from "@/lib/domain/roadmap/progress";
import { roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";
import { MATCHING_COLUMNS, seekerAssessment, type MatchingAssessmentRow } from "@/lib/data/matching";

// Reading the roadmap of an assessment (spec part 2 §3), by its owner only: one roadmap with
// its progress, and the list of her care plans. Generating it is in roadmap-generation.ts,
// ticking its steps off in roadmap-progress.ts.

interface RoadmapRow extends MatchingAssessmentRow {
  assessmentCompleted: boolean;
  createdAt: string;
  completedAt: string | null;
  assessmentAnalysis: unknown;
  immediateActions: unknown;
  shortTermSteps: unknown;
  mediumTermSteps: unknown;
  longTermGoals: unknown;
  selfCareToolkit: unknown;
  resourceLinks: unknown;
  roadmapData: unknown;
  generatedAt: string | null;
  progressTracking: unknown;
}

// A roadmap is written once and never changed (roadmap-generation.ts writes only where there is
// none), so its validated form is kept per instance under its assessment's id and generation
// time: validating it on every read was 0.4 ms of the page's 10 (issue 20). It is looked up only
// with a row her owner-scoped read returned, and at most 500 are kept (about 10 MB).
const validated = new LRUCache<string, Roadmap>({ max: 500 });

function roadmapOf(row: RoadmapRow): Roadmap | null {
  if (!hasRoadmap(row)) return null;
  const key = `${row.id}@${row.generatedAt ?? ""}`;
  const known = validated.get(key);
  if (known) return known;
  const parsed = roadmapSchema.safeParse({
    analysis: row.assessmentAnalysis,
    immediate_actions: row.immediateActions,
    short_term_steps: row.shortTermSteps,
    medium_term_steps: row.mediumTermSteps,
    long_term_goals: row.longTermGoals,
    self_care_toolkit: row.selfCareToolkit,
    resource_links: row.resourceLinks,
  });
  if (!parsed.success) throw new Error(`stored roadmap ${row.id} is not valid: ${parsed.error.message}`);
  validated.set(key, parsed.data);
  return parsed.data;
}

// One plain statement: the roadmap is one of her most visited pages (issue 20). It takes the
// columns matching reads too, so that the page's matches need no read of their own, and is read
// once per render (the page asks for her latest before it streams, its view again).
const ROADMAP_SQL = `SELECT ${MATCHING_COLUMNS}, "assessmentCompleted", "createdAt"::text AS "createdAt", "completedAt"::text AS "completedAt",
            "assessmentAnalysis", "immediateActions", "shortTermSteps", "mediumTermSteps", "longTermGoals", "selfCareToolkit",
            "resourceLinks", "roadmapData", "generatedAt"::text AS "generatedAt", "progressTracking"
     FROM assessment_conversations`;

const readRoadmap = cache(async (userId: string, conversationId: string | null): Promise<RoadmapRow | null> => {
  const [row] = conversationId
    ? await sql<RoadmapRow>(`${ROADMAP_SQL} WHERE id = $1 AND "userId" = $2`, [conversationId, userId])
    : await sql<RoadmapRow>(`${ROADMAP_SQL} WHERE "userId" = $1 AND "assessmentCompleted" ORDER BY "completedAt" DESC LIMIT 1`, [userId]);
  return row ?? null;
});

/** Her roadmap with its progress; null if the assessment isn't hers (or doesn't exist). */
export async function getRoadmap(actor: Actor, conversationId: string) {
  const row = await readRoadmap(actor.userId, conversationId);
  return row ? roadmapView(row) : null;
}

/** The roadmap of her latest completed assessment; null if she has none. */
export async function getLatestRoadmap(actor: Actor) {
  const row = await readRoadmap(actor.userId, null);
  return row ? roadmapView(row) : null;
}

function roadmapView(row: RoadmapRow) {
  const tracking = readTracking(row.progressTracking);
  return {
    id: row.id,
    assessmentCompleted: row.assessmentCompleted,
    createdAt: utc(row.createdAt),
    completedAt: utcOrNull(row.completedAt),
    generatedAt: utcOrNull(row.generatedAt),
    caseType: row.caseType,
    severityLevel: row.severityLevel as SeverityLevel | null,
    riskFlags: row.riskFlags,
    urgent: isUrgent(row.riskFlags),
    roadmap: roadmapOf(row),
    completed: Object.fromEntries(
      Object.entries(tracking.action_items)
        .filter(([, item]) => item.completed)
        .map(([id, item]) => [id, item.completed_at]),
    ),
    progress: roadmapProgress(row),
    /** What matching uses of it (lib/data/matching.ts), for her matches without another read. */
    seeker: seekerAssessment(row),
  };
}

export type RoadmapView = NonNullable<Awaited<ReturnType<typeof getRoadmap>>>;

/** 'Your Care Plans': her completed assessments with their severity and progress, newest first, a page at a time. */
export async function listCarePlans(actor: Actor, { page: asked = 1 }: { page?: number } = {}) {
  const where = { userId: actor.userId, assessmentCompleted: true };
  const total = await db.assessmentConversation.count({ where });
  const { page, pageCount, skip, take } = pageWindow(total, asked, ASSESSMENTS_PAGE);
  const rows = await db.assessmentConversation.findMany({
    where,
    orderBy: { completedAt: "desc" },
    skip,
    take,
    select: {
      id: true,
      initialMessage: true,
      createdAt: true,
      completedAt: true,
      caseType: true,
      severityLevel: true,
      riskFlags: true,
      roadmapData: true,
      immediateActions: true,
      shortTermSteps: true,
      mediumTermSteps: true,
      longTermGoals: true,
      progressTracking: true,
    },
  });
  const items = rows.map((row) => ({
    id: row.id,
    initialMessage: row.initialMessage,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    caseType: row.caseType,
    severityLevel: row.severityLevel as SeverityLevel | null,
    urgent: isUrgent(row.riskFlags),
    hasRoadmap: hasRoadmap(row),
    progress: roadmapProgress(row),
  }));
  return { items, total, page, pageCount };
}
