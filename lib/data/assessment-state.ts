import "server-only";
import type { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { progress, transcript, type Responses } from "@/lib/domain/assessment";
import { pendingSafetyNotice } from "@/lib/domain/assessment/safety";
import type { SafetyNotice } from "@/lib/domain/assessment/safety-triggers";

// The pieces lib/data/assessments.ts is built from: its error (with a code for the client),
// how a row is read into the state the conversation needs, and the owner-scoped row lock.

export const NOT_FOUND = "This assessment doesn't exist or you don't have access to it";
export const CHANGED_ELSEWHERE = "This assessment was changed in another tab or window.";
export const ALREADY_COMPLETE = "This assessment is already complete.";

export function responsesOf(value: unknown): Responses {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Responses) : {};
}

export function snapshot(responses: Responses) {
  const p = progress(responses);
  return {
    structuredResponses: responses as object,
    messages: transcript(responses) as object[],
    currentStage: p.currentStage,
    progressPercentage: p.progressPercentage,
    estimatedTimeRemaining: p.estimatedTimeRemaining,
  };
}

/** Where an unfinished assessment stands, as the conversation needs it. */
export interface AssessmentState {
  conversationId: string;
  responses: Responses;
  /** Sent back with the next save: a save from an older revision is refused. */
  revision: number;
  completed: boolean;
  /** The safety message to show before the next question, if any. */
  safetyNotice: SafetyNotice | null;
}

export function stateOf(row: {
  id: string;
  structuredResponses: unknown;
  revision: number;
  assessmentCompleted: boolean;
  safetyAcknowledged: string[] | null;
}): AssessmentState {
  const responses = responsesOf(row.structuredResponses);
  return {
    conversationId: row.id,
    responses,
    revision: row.revision,
    completed: row.assessmentCompleted,
    safetyNotice: row.assessmentCompleted ? null : pendingSafetyNotice(responses, row.safetyAcknowledged ?? []),
  };
}

export const STATE_FIELDS = { id: true, structuredResponses: true, revision: true, assessmentCompleted: true, safetyAcknowledged: true } as const;

type LockedRow = { id: string; structuredResponses: unknown; revision: number; assessmentCompleted: boolean; safetyAcknowledged: string[] | null };

/** Locks her row for the rest of the transaction: two tabs are applied one after the other. */
export async function lockOwn(tx: Pick<typeof db, "$queryRaw">, actor: Actor, conversationId: string): Promise<LockedRow> {
  const [row] = await tx.$queryRaw<LockedRow[]>`
    SELECT id, "structuredResponses", revision, "assessmentCompleted", "safetyAcknowledged"
    FROM assessment_conversations WHERE id = ${conversationId} AND "userId" = ${actor.userId} FOR UPDATE`;
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}
