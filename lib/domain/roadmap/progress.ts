// How far she is through her roadmap: steps come from the four roadmap sections; progress
// tracking records the ids of the steps she marked done. Accepts both record shapes the
// roadmap may store ({ completed: [ids] } or { [id]: true }).

export const ROADMAP_SECTIONS = ["immediateActions", "shortTermSteps", "mediumTermSteps", "longTermGoals"] as const;
export type RoadmapSection = (typeof ROADMAP_SECTIONS)[number];

export function stepIds(section: RoadmapSection, steps: unknown): string[] {
  if (!Array.isArray(steps)) return [];
  return steps.map((step, index) =>
    step && typeof step === "object" && "id" in step && typeof (step as { id: unknown }).id === "string" ? (step as { id: string }).id : `${section}-${index}`,
  );
}

export function completedIds(progressTracking: unknown): Set<string> {
  if (!progressTracking || typeof progressTracking !== "object") return new Set();
  const completed = (progressTracking as { completed?: unknown }).completed;
  if (Array.isArray(completed)) return new Set(completed.filter((id): id is string => typeof id === "string"));
  return new Set(Object.entries(progressTracking).filter(([, value]) => value === true).map(([key]) => key));
}

export function roadmapProgress(roadmap: Partial<Record<RoadmapSection, unknown>> & { progressTracking?: unknown }) {
  const ids = ROADMAP_SECTIONS.flatMap((section) => stepIds(section, roadmap[section]));
  const done = completedIds(roadmap.progressTracking);
  const completed = ids.filter((id) => done.has(id)).length;
  return { completed, total: ids.length, percent: ids.length ? Math.round((completed / ids.length) * 100) : 0 };
}
