import { actionItemId, newMilestones, progressMessage, readTracking, roadmapProgress, setItemCompleted, TIMEFRAMES } from "@/lib/domain/roadmap/progress";

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `step ${i}` }));
const done = (...ids: string[]) => ({ action_items: Object.fromEntries(ids.map((id) => [id, { completed: true, completed_at: "2026-11-01T00:00:00.000Z" }])) });

describe("timeframes (spec part 2 §4)", () => {
  it("are labelled This Week, This Month, 2-3 Months, Long-term", () => {
    expect(TIMEFRAMES.map((t) => [t.key, t.label])).toEqual([
      ["immediate", "This Week"],
      ["short_term", "This Month"],
      ["medium_term", "2-3 Months"],
      ["long_term", "Long-term"],
    ]);
  });
  it("key action items as {timeframe}_{index}", () => expect(actionItemId("short_term", 2)).toBe("short_term_2"));
});

describe("roadmapProgress", () => {
  it("is empty for a roadmap without steps", () => expect(roadmapProgress({})).toMatchObject({ completed: 0, total: 0, percent: 0 }));

  it("rounds per timeframe and counts overall as completed over total", () => {
    const progress = roadmapProgress({
      immediateActions: items(3),
      shortTermSteps: items(2),
      mediumTermSteps: items(1),
      longTermGoals: "not a list",
      progressTracking: done("immediate_0", "short_term_1", "medium_term_5", "long_term_0"),
    });
    expect(progress.timeframes.map((t) => [t.key, t.completed, t.total, t.percent])).toEqual([
      ["immediate", 1, 3, 33],
      ["short_term", 1, 2, 50],
      ["medium_term", 0, 1, 0],
      ["long_term", 0, 0, 0],
    ]);
    expect(progress).toMatchObject({ completed: 2, total: 6, percent: 33 });
  });

  it("counts the same from how many steps each timeframe has as from the steps", () => {
    const tracking = done("immediate_0", "short_term_1", "medium_term_5");
    const fromSteps = roadmapProgress({ immediateActions: items(3), shortTermSteps: items(2), mediumTermSteps: items(1), progressTracking: tracking });
    const fromCounts = roadmapProgress({ immediateActions: 3, shortTermSteps: 2, mediumTermSteps: 1, longTermGoals: 0, progressTracking: tracking });
    expect(fromCounts).toEqual(fromSteps);
    expect(fromCounts).toMatchObject({ completed: 2, total: 6, percent: 33 });
  });

  it("ignores malformed tracking", () => {
    expect(
      roadmapProgress({ immediateActions: items(2), progressTracking: { action_items: { immediate_0: "yes", immediate_1: { completed: "true" } } } }).completed,
    ).toBe(0);
    expect(readTracking(null)).toEqual({ action_items: {}, milestones: [] });
  });
});

describe("progressMessage, row by row", () => {
  it.each([
    [0, "Start your journey today!"],
    [1, "Great start! Keep going!"],
    [24, "Great start! Keep going!"],
    [25, "You're making progress!"],
    [49, "You're making progress!"],
    [50, "Over halfway there!"],
    [74, "Over halfway there!"],
    [75, "Almost there! You're doing amazing!"],
    [99, "Almost there! You're doing amazing!"],
    [100, "Congratulations! You've completed your care plan!"],
  ])("%d%% → %s", (percent, message) => expect(progressMessage(percent)).toBe(message));
});

describe("setItemCompleted", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  it("records the completion time, and clears it when unticked, keeping notes", () => {
    const start = { action_items: { immediate_0: { completed: false, completed_at: null, notes: "call Sunday" } } };
    const ticked = setItemCompleted(start, "immediate_0", true, now);
    expect(ticked.action_items.immediate_0).toEqual({ completed: true, completed_at: "2026-11-22T10:00:00.000Z", notes: "call Sunday" });
    const unticked = setItemCompleted(ticked, "immediate_0", false, now);
    expect(unticked.action_items.immediate_0).toEqual({ completed: false, completed_at: null, notes: "call Sunday" });
    expect(start.action_items.immediate_0.completed).toBe(false); // not mutated
  });
});

describe("newMilestones", () => {
  it("reports each of 25/50/75/100 once", () => {
    expect(newMilestones({ action_items: {} }, 20)).toEqual([]);
    expect(newMilestones({ action_items: {} }, 60)).toEqual([25, 50]);
    expect(newMilestones({ action_items: {}, milestones: [25, 50] }, 60)).toEqual([]);
    expect(newMilestones({ action_items: {}, milestones: [25, 50] }, 100)).toEqual([75, 100]);
  });
});
