import "server-only";
import { pageWindow } from "@/lib/domain/pagination";
import { ASSESSMENTS_PAGE } from "@/lib/data/assessments";
import { db, sql } from "@/lib/db";
import { utc, utcOrNull } from "@/lib/data/sql-values";
import type { Actor } from "@/lib/auth/actor";
import { isUrgent, type SeverityLevel } from "@/lib/domain/assessment";
import { hasRoadmap, readTracking, roadmapProgress } from "@/lib/domain/roadmap/progress";
import { roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";

// Reading the roadmap of an assessment (spec part 2 §3), by its owner only: one roadmap with
// its progress, and the list of her care plans. Generating it is in roadmap-generation.ts,
// ticking its steps off in roadmap-progress.ts.

interface RoadmapRow {
  id: string;
  assessmentCompleted: boolean;
  createdAt: string;
  completedAt: string | null;
  caseType: string | null;
  severityLevel: string | null;
  riskFlags: string[];
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

function roadmapOf(row: RoadmapRow): Roadmap | null {
  if (!hasRoadmap(row)) return null;
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
  return parsed.data;
}

/** Her roadmap with its progress; null if the assessment isn't hers (or doesn't exist). */
export async function getRoadmap(actor: Actor, conversationId: string) {
  // One plain statement: the roadmap is one of her most visited pages (issue 20).
  const [row] = await sql<RoadmapRow>(
    `SELECT id, "assessmentCompleted", "createdAt"::text AS "createdAt", "completedAt"::text AS "completedAt", "caseType",
            "severityLevel"::text AS "severityLevel", "riskFlags", "assessmentAnalysis", "immediateActions", "shortTermSteps",
            "mediumTermSteps", "longTermGoals", "selfCareToolkit", "resourceLinks", "roadmapData", "generatedAt"::text AS "generatedAt",
            "progressTracking"
     FROM assessment_conversations WHERE id = $1 AND "userId" = $2`,
    [conversationId, actor.userId],
  );
  if (!row) return null;
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
