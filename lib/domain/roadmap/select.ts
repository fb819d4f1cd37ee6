import { applies, LIBRARY } from "./content";
import { TIMEFRAMES, type Timeframe } from "./progress";
import type { Importance, LibraryItem, Signals } from "./types";

// Which steps go in her plan, in which timeframe and in what order.
// - Every step that fits her case type and answers is a candidate, with a score: its weight
//   plus what her answers add. Within a timeframe, higher scores come first; ties keep library
//   order, so the same answers always give the same plan.
// - When safety comes first (urgent or critical) the week opens with the safety steps in their
//   fixed order, all marked high, followed by the two most pressing other steps.
// - A timeframe holds a few steps only (a plan she can do, not a manual). Pressing steps that
//   don't fit move on to the next timeframe once; the rest wait for her next assessment.

export const HIGH_SCORE = 8;
export const MEDIUM_SCORE = 5;
export const SAFETY_BLOCK_MAX = 8;
export const OTHERS_AFTER_SAFETY = 2;

export function importanceFor(score: number): Importance {
  if (score >= HIGH_SCORE) return "high";
  if (score >= MEDIUM_SCORE) return "medium";
  return "low";
}

export function capFor(timeframe: Timeframe, s: Signals): number {
  const light = s.severity === "low" && !s.safetyFirst;
  switch (timeframe) {
    case "immediate":
    case "short_term":
      return light ? 4 : 5;
    case "medium_term":
    case "long_term":
      return light ? 3 : 4;
  }
}

interface Candidate {
  item: LibraryItem;
  order: number;
  timeframe: Timeframe;
  score: number;
  safety: boolean;
}

export interface PickedStep {
  item: LibraryItem;
  timeframe: Timeframe;
  importance: Importance;
}

export type StepPlan = Record<Timeframe, PickedStep[]>;

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;

export function candidates(s: Signals): Candidate[] {
  return LIBRARY.flatMap((item, order) => {
    if (!applies(item, s)) return [];
    const timeframe = typeof item.timeframe === "function" ? item.timeframe(s) : item.timeframe;
    const score = item.weight + (item.boost?.(s) ?? 0);
    const safety = s.safetyFirst && item.safetyRank !== undefined;
    return [{ item, order, timeframe, score, safety }];
  });
}

export function selectSteps(s: Signals): StepPlan {
  const all = candidates(s);
  const plan: StepPlan = { immediate: [], short_term: [], medium_term: [], long_term: [] };
  const pick = (c: Candidate, timeframe: Timeframe, importance: Importance = importanceFor(c.score)) =>
    plan[timeframe].push({ item: c.item, timeframe, importance });

  // The opening safety block; what doesn't fit opens this month, still high.
  const safety = all.filter((c) => c.safety).sort((a, b) => a.item.safetyRank! - b.item.safetyRank!);
  safety.slice(0, SAFETY_BLOCK_MAX).forEach((c) => pick(c, "immediate", "high"));
  safety.slice(SAFETY_BLOCK_MAX).forEach((c) => pick(c, "short_term", "high"));
  let carried: Candidate[] = [];

  const rest = all.filter((c) => !c.safety);
  const unused: Candidate[] = [];
  for (const { key } of TIMEFRAMES) {
    const pool = [...carried, ...rest.filter((c) => c.timeframe === key)].sort(byScore);
    const room =
      key === "immediate" && s.safetyFirst ? Math.max(OTHERS_AFTER_SAFETY, capFor(key, s) - plan.immediate.length) : capFor(key, s) - plan[key].length;
    pool.slice(0, room).forEach((c) => pick(c, key));
    // Only steps that belonged here may move on, and only once: a step meant for this week
    // can wait a month, not a season.
    const left = pool.slice(room);
    const next = left.filter((c) => c.timeframe === key && c.score >= HIGH_SCORE);
    unused.push(...left.filter((c) => !next.includes(c)));
    carried = next;
  }
  unused.push(...carried);

  // Never an empty timeframe: borrow the most pressing unused step, nearest timeframe first.
  TIMEFRAMES.forEach(({ key }, position) => {
    if (plan[key].length) return;
    const distance = (c: Candidate) => Math.abs(TIMEFRAMES.findIndex((t) => t.key === c.timeframe) - position);
    const best = [...unused].sort((a, b) => distance(a) - distance(b) || byScore(a, b))[0];
    if (best) {
      unused.splice(unused.indexOf(best), 1);
      pick(best, key);
    }
  });
  return plan;
}
