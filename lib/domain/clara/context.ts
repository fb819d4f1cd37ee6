import { actionItemId, readTracking, roadmapProgress, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import { isUrgent, RISK_FLAG_LABELS, type RiskFlag } from "@/lib/domain/assessment";
import type { ClaraContext } from "./types";

// Builds what Clara knows from the stored assessment row (lib/data reads it; this stays pure):
// the case type, severity, danger indicators and where she is on her roadmap. Nothing else
// from the row is used, so nothing identifying can leak into a reply or a model prompt.

export interface AssessmentRowForClara {
  caseType?: string | null;
  severityLevel?: string | null;
  riskFlags?: readonly string[] | null;
  immediateActions?: unknown;
  shortTermSteps?: unknown;
  mediumTermSteps?: unknown;
  longTermGoals?: unknown;
  progressTracking?: unknown;
}

/** The title of the first step not yet ticked, in timeframe order (This Week first). */
export function nextRoadmapStep(row: AssessmentRowForClara): string | undefined {
  const tracking = readTracking(row.progressTracking);
  for (const { key, field } of TIMEFRAMES) {
    const items = row[field];
    if (!Array.isArray(items)) continue;
    for (let index = 0; index < items.length; index++) {
      if (tracking.action_items[actionItemId(key, index)]?.completed) continue;
      const title = (items[index] as { title?: unknown } | null)?.title;
      if (typeof title === "string" && title.trim()) return title.trim();
    }
  }
  return undefined;
}

/** Her roadmap as Clara sees it, or null when there are no steps yet. */
export function claraRoadmapSummary(row: AssessmentRowForClara): ClaraContext["roadmap"] {
  const progress = roadmapProgress(row);
  if (progress.total === 0) return null;
  const nextStep = nextRoadmapStep(row);
  return nextStep ? { percent: progress.percent, nextStep } : { percent: progress.percent };
}

/** Clara's context from her latest completed assessment (or none), plus her display name. */
export function claraContextFrom(row: AssessmentRowForClara | null | undefined, displayName?: string | null): ClaraContext {
  const flags = (row?.riskFlags ?? []).filter((flag): flag is RiskFlag => flag in RISK_FLAG_LABELS);
  return {
    caseType: row?.caseType ?? null,
    severityLevel: row?.severityLevel ?? null,
    urgent: isUrgent(row?.riskFlags ?? []),
    riskFlags: flags.map((flag) => RISK_FLAG_LABELS[flag]),
    roadmap: row ? claraRoadmapSummary(row) : null,
    displayName: displayName ?? null,
  };
}
