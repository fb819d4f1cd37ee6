import "server-only";
import { db, Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { answerText, CASE_TYPE_LABELS, QUESTIONS, RISK_FLAG_LABELS, SEVERITY_LABELS, type RiskFlag, type SeverityLevel } from "@/lib/domain/assessment";
import { generateRoadmap, roadmapInputFromAssessment, type RoadmapInput } from "@/lib/domain/roadmap/generate";
import { hasRoadmap } from "@/lib/domain/roadmap/progress";
import { personaliseRoadmap, type RoadmapContext } from "@/lib/services/ai/roadmap";
import { NOT_FOUND } from "./assessments";
import { recordAudit } from "./admin-audit";

// Generating the roadmap of an assessment (spec part 2 §3): once, from the completed
// assessment, stored in its columns; and the admin backfill for those still without one.
// Reading it is in roadmaps.ts, ticking its steps off in roadmap-progress.ts.

const GENERATOR_VERSION = 1;
/** The admin backfill works through at most this many assessments per run. */
export const BACKFILL_BATCH = 200;

const SOURCE_FIELDS = {
  id: true,
  userId: true,
  assessmentCompleted: true,
  caseType: true,
  severityLevel: true,
  riskFlags: true,
  structuredResponses: true,
  frequencyScore: true,
  escalationScore: true,
  mentalHealthScore: true,
  physicalSafetyScore: true,
  lifeImpactScore: true,
  totalSeverityScore: true,
  roadmapData: true,
  immediateActions: true,
} as const;

type SourceRow = Prisma.AssessmentConversationGetPayload<{ select: typeof SOURCE_FIELDS }>;

function inputOf(row: SourceRow): RoadmapInput {
  return roadmapInputFromAssessment({ ...row, severityLevel: row.severityLevel as SeverityLevel | null });
}

/** What the model is told: labels and her answers as plain lines (never her account details). */
function contextOf(input: RoadmapInput): RoadmapContext {
  const answers: string[] = [];
  for (const question of QUESTIONS) {
    const answer = input.responses[question.id];
    if (answer && answer.kind !== "skipped") answers.push(`${question.prompt} ${answerText(question, answer)}`);
  }
  return {
    caseType: CASE_TYPE_LABELS[input.caseType],
    severity: SEVERITY_LABELS[input.severityLevel],
    urgentSigns: input.riskFlags.map((flag) => RISK_FLAG_LABELS[flag as RiskFlag] ?? flag),
    answers,
  };
}

type Outcome = { status: "created" | "exists"; source?: "ai" | "built-in" };

/** Builds and stores the roadmap of one completed assessment; a second call changes nothing. */
async function generateFor(row: SourceRow): Promise<Outcome> {
  if (!row.assessmentCompleted) throw new AppError("invalid", "This assessment isn't complete yet.");
  if (hasRoadmap(row)) return { status: "exists" };
  const input = inputOf(row);
  const builtIn = generateRoadmap(input);
  const { roadmap, ...meta } = await personaliseRoadmap(builtIn, contextOf(input));
  const generatedAt = new Date();
  // Written only if still missing: two generations at once store one roadmap, not a mix.
  const { count } = await db.assessmentConversation.updateMany({
    where: { id: row.id, roadmapData: { equals: Prisma.DbNull }, immediateActions: { equals: Prisma.DbNull } },
    data: {
      assessmentAnalysis: roadmap.analysis,
      immediateActions: roadmap.immediate_actions,
      shortTermSteps: roadmap.short_term_steps,
      mediumTermSteps: roadmap.medium_term_steps,
      longTermGoals: roadmap.long_term_goals,
      selfCareToolkit: roadmap.self_care_toolkit,
      resourceLinks: roadmap.resource_links,
      roadmapData: {
        version: GENERATOR_VERSION,
        source: meta.source,
        ...(meta.source === "ai" ? { model: meta.model } : {}),
        generated_at: generatedAt.toISOString(),
      },
      generatedAt,
    },
  });
  return count ? { status: "created", source: meta.source } : { status: "exists" };
}

async function ownSource(actor: Actor, conversationId: string): Promise<SourceRow> {
  const row = await db.assessmentConversation.findFirst({ where: { id: conversationId, userId: actor.userId }, select: SOURCE_FIELDS });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** The roadmap generator, called when she completes her assessment. Owner only; idempotent. */
export async function generateRoadmapForAssessment(actor: Actor, conversationId: string): Promise<Outcome> {
  return generateFor(await ownSource(actor, conversationId));
}

export interface BackfillResult {
  conversationId: string;
  success: boolean;
  error?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Unknown error");

/**
 * Builds the roadmaps that are missing and reports each one. With a conversation id: her own
 * assessment (the assessment's fallback). Without: every completed assessment lacking one,
 * which only an admin may run (the admin tool).
 */
export async function backfillRoadmaps(actor: Actor, options: { conversationId?: string } = {}): Promise<BackfillResult[]> {
  let rows: SourceRow[];
  if (options.conversationId) {
    rows = [await ownSource(actor, options.conversationId)];
  } else {
    assertPermission(actor, "admin:access");
    rows = await db.assessmentConversation.findMany({
      where: { assessmentCompleted: true, roadmapData: { equals: Prisma.DbNull }, immediateActions: { equals: Prisma.DbNull } },
      orderBy: { completedAt: "asc" },
      take: BACKFILL_BATCH,
      select: SOURCE_FIELDS,
    });
  }
  const results: BackfillResult[] = [];
  for (const row of rows) {
    try {
      await generateFor(row);
      results.push({ conversationId: row.id, success: true });
    } catch (error) {
      console.error(`[roadmap] backfill of ${row.id} failed`, error);
      results.push({ conversationId: row.id, success: false, error: messageOf(error) });
    }
  }
  if (!options.conversationId) {
    const succeeded = results.filter((r) => r.success).length;
    await recordAudit(actor, {
      action: "tools.backfill_roadmaps",
      summary: `Generated ${succeeded} of ${results.length} missing roadmaps.`,
      details: { total: results.length, succeeded, failed: results.filter((r) => !r.success).map((r) => r.conversationId) },
    });
  }
  return results;
}

/** How many completed assessments still lack a roadmap (admin only). */
export async function countMissingRoadmaps(actor: Actor): Promise<number> {
  assertPermission(actor, "admin:access");
  return db.assessmentConversation.count({
    where: { assessmentCompleted: true, roadmapData: { equals: Prisma.DbNull }, immediateActions: { equals: Prisma.DbNull } },
  });
}
