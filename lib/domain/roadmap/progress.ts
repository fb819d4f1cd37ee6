// Roadmap progress (spec part 2 §3 "progress_tracking", §4 "Roadmap"): action items live in
// four timeframes; progress_tracking.action_items holds, keyed "{timeframe}_{index}", whether
// each is completed, when, and her notes.

export const TIMEFRAMES = [
  { key: "immediate", label: "This Week", field: "immediateActions" },
  { key: "short_term", label: "This Month", field: "shortTermSteps" },
  { key: "medium_term", label: "2-3 Months", field: "mediumTermSteps" },
  { key: "long_term", label: "Long-term", field: "longTermGoals" },
] as const;

export type Timeframe = (typeof TIMEFRAMES)[number]["key"];

/** Where each timeframe's steps sit in the roadmap's own (snake_case) shape. */
export const STEP_LISTS = {
  immediate: "immediate_actions",
  short_term: "short_term_steps",
  medium_term: "medium_term_steps",
  long_term: "long_term_goals",
} as const;
export type RoadmapField = (typeof TIMEFRAMES)[number]["field"];

export interface ItemProgress {
  completed: boolean;
  completed_at: string | null;
  notes?: string;
}

export interface ProgressTracking {
  action_items: Record<string, ItemProgress>;
  /** Overall percentages already reached (25, 50, 75, 100), each recorded once. */
  milestones?: number[];
}

export const MILESTONES = [25, 50, 75, 100] as const;

export function actionItemId(timeframe: Timeframe, index: number): string {
  return `${timeframe}_${index}`;
}

/** Reads whatever is stored; anything malformed counts as nothing done. */
export function readTracking(value: unknown): ProgressTracking {
  const items = value && typeof value === "object" ? (value as { action_items?: unknown }).action_items : undefined;
  const milestones = value && typeof value === "object" ? (value as { milestones?: unknown }).milestones : undefined;
  const action_items: Record<string, ItemProgress> = {};
  if (items && typeof items === "object") {
    for (const [id, entry] of Object.entries(items as Record<string, unknown>)) {
      if (entry && typeof entry === "object" && typeof (entry as ItemProgress).completed === "boolean") {
        const { completed, completed_at, notes } = entry as ItemProgress;
        action_items[id] = { completed, completed_at: typeof completed_at === "string" ? completed_at : null, ...(typeof notes === "string" ? { notes } : {}) };
      }
    }
  }
  return { action_items, milestones: Array.isArray(milestones) ? milestones.filter((m): m is number => typeof m === "number") : [] };
}

/** A roadmap exists once its analysis or its first steps are written. */
export function hasRoadmap(row: { roadmapData?: unknown; immediateActions?: unknown }): boolean {
  return Boolean(row.roadmapData || row.immediateActions);
}

/** A timeframe's steps, or how many there are (a page that shows only the figures reads just that). */
const count = (steps: unknown) => (typeof steps === "number" ? steps : Array.isArray(steps) ? steps.length : 0);
const rounded = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 0);

/** Per timeframe: the rounded percentage of its completed items. Overall: completed over total. */
export function roadmapProgress(roadmap: Partial<Record<RoadmapField, unknown>> & { progressTracking?: unknown }) {
  const tracking = readTracking(roadmap.progressTracking);
  const timeframes = TIMEFRAMES.map(({ key, label, field }) => {
    const total = count(roadmap[field]);
    let done = 0;
    for (let index = 0; index < total; index++) if (tracking.action_items[actionItemId(key, index)]?.completed) done++;
    return { key, label, completed: done, total, percent: rounded(done, total) };
  });
  const completed = timeframes.reduce((sum, t) => sum + t.completed, 0);
  const total = timeframes.reduce((sum, t) => sum + t.total, 0);
  return { completed, total, percent: rounded(completed, total), timeframes };
}

/** The spec's messages by overall percent. */
export function progressMessage(percent: number): string {
  if (percent <= 0) return "Start your journey today!";
  if (percent < 25) return "Great start! Keep going!";
  if (percent < 50) return "You're making progress!";
  if (percent < 75) return "Over halfway there!";
  if (percent < 100) return "Almost there! You're doing amazing!";
  return "Congratulations! You've completed your care plan!";
}

/** Ticking sets the completion time; unticking clears it. Notes are kept. */
export function setItemCompleted(tracking: ProgressTracking, id: string, completed: boolean, now: Date): ProgressTracking {
  const previous = tracking.action_items[id];
  return {
    ...tracking,
    action_items: { ...tracking.action_items, [id]: { ...previous, completed, completed_at: completed ? now.toISOString() : null } },
  };
}

/** Milestones crossed now that were never recorded before (each is recorded once, ever). */
export function newMilestones(tracking: ProgressTracking, percent: number): number[] {
  const seen = new Set(tracking.milestones ?? []);
  return MILESTONES.filter((milestone) => percent >= milestone && !seen.has(milestone));
}
