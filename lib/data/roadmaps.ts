import "server-only";
import { notifyPerson } from "./notify";
import { db, Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { answerText, CASE_TYPE_LABELS, isUrgent, QUESTIONS, RISK_FLAG_LABELS, SEVERITY_LABELS, type RiskFlag, type SeverityLevel } from "@/lib/domain/assessment";
import { generateRoadmap, roadmapInputFromAssessment, type RoadmapInput } from "@/lib/domain/roadmap/generate";
import { hasRoadmap, newMilestones, readTracking, roadmapProgress, setItemCompleted, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import { roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";
import { personaliseRoadmap, type RoadmapContext } from "@/lib/services/ai/roadmap";
import { NOT_FOUND } from "./assessments";
import { recordAudit } from "./admin-audit";

// The roadmap of an assessment (spec part 2 §3): generated once from the completed
// assessment, stored in its columns, read and ticked off by its owner only.

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

const ROADMAP_FIELDS = {
  id: true,
  assessmentCompleted: true,
  createdAt: true,
  completedAt: true,
  caseType: true,
  severityLevel: true,
  riskFlags: true,
  assessmentAnalysis: true,
  immediateActions: true,
  shortTermSteps: true,
  mediumTermSteps: true,
  longTermGoals: true,
  selfCareToolkit: true,
  resourceLinks: true,
  roadmapData: true,
  generatedAt: true,
  progressTracking: true,
} as const;

type RoadmapRow = Prisma.AssessmentConversationGetPayload<{ select: typeof ROADMAP_FIELDS }>;

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
  const row = await db.assessmentConversation.findFirst({ where: { id: conversationId, userId: actor.userId }, select: ROADMAP_FIELDS });
  if (!row) return null;
  const tracking = readTracking(row.progressTracking);
  return {
    id: row.id,
    assessmentCompleted: row.assessmentCompleted,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    generatedAt: row.generatedAt,
    caseType: row.caseType,
    severityLevel: row.severityLevel as SeverityLevel | null,
    riskFlags: row.riskFlags,
    urgent: isUrgent(row.riskFlags),
    roadmap: roadmapOf(row),
    completed: Object.fromEntries(Object.entries(tracking.action_items).filter(([, item]) => item.completed).map(([id, item]) => [id, item.completed_at])),
    progress: roadmapProgress(row),
  };
}

export type RoadmapView = NonNullable<Awaited<ReturnType<typeof getRoadmap>>>;

const ITEM_ID = /^(immediate|short_term|medium_term|long_term)_(\d+)$/;

/**
 * Ticks or unticks one action item (completion time set or cleared) and records any
 * milestone (25/50/75/100 %) reached for the first time. Owner only; rows are locked so two
 * tabs ticking at once both count.
 */
export async function setActionItemCompleted(actor: Actor, input: { conversationId: string; itemId: string; completed: boolean }, now = new Date()) {
  const match = ITEM_ID.exec(input.itemId);
  if (!match) throw new AppError("invalid", "That step doesn't exist.");
  const result = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM assessment_conversations WHERE id = ${input.conversationId} AND "userId" = ${actor.userId} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", NOT_FOUND);
    const row = await tx.assessmentConversation.findUniqueOrThrow({
      where: { id: input.conversationId },
      select: { immediateActions: true, shortTermSteps: true, mediumTermSteps: true, longTermGoals: true, progressTracking: true },
    });
    const field = TIMEFRAMES.find((t) => t.key === match[1])!.field;
    const steps = row[field];
    if (!Array.isArray(steps) || Number(match[2]) >= steps.length) throw new AppError("invalid", "That step doesn't exist.");

    const tracking = setItemCompleted(readTracking(row.progressTracking), input.itemId, input.completed, now);
    const progress = roadmapProgress({ ...row, progressTracking: tracking });
    const reached = newMilestones(tracking, progress.percent);
    const next = { ...tracking, milestones: [...(tracking.milestones ?? []), ...reached] };
    await tx.assessmentConversation.update({ where: { id: input.conversationId }, data: { progressTracking: next as object } });
    return { progress, milestonesReached: reached, completedAt: next.action_items[input.itemId]?.completed_at ?? null };
  });
  // A milestone reached for the first time: the bell, and a reminder-category e-mail (issue 16).
  const top = result.milestonesReached.at(-1);
  if (top !== undefined) {
    const { completed, total } = result.progress;
    await notifyPerson({
      userId: actor.userId,
      kind: "roadmap_milestone",
      key: `milestone:${input.conversationId}:${top}`,
      link: `/assessment/roadmap?conversationId=${encodeURIComponent(input.conversationId)}`,
      email: { template: "roadmap-milestone", props: { percentage: top, completed, remaining: total - completed } },
    });
  }
  return result;
}

/** 'Your Care Plans': every completed assessment with its severity and progress. */
export async function listCarePlans(actor: Actor) {
  const rows = await db.assessmentConversation.findMany({
    where: { userId: actor.userId, assessmentCompleted: true },
    orderBy: { completedAt: "desc" },
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
  return rows.map((row) => ({
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
}
