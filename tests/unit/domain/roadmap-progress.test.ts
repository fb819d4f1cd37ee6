import { completedIds, roadmapProgress, stepIds } from "@/lib/domain/roadmap/progress";

describe("roadmapProgress", () => {
  it("is empty for a roadmap without steps", () => expect(roadmapProgress({})).toEqual({ completed: 0, total: 0, percent: 0 }));
  it("counts steps across the four sections and completed ids", () => {
    const roadmap = {
      immediateActions: [{ id: "a" }, { id: "b" }],
      shortTermSteps: [{ title: "no id" }],
      mediumTermSteps: [{ id: "c" }],
      longTermGoals: "not a list",
      progressTracking: { completed: ["a", "shortTermSteps-0", "unknown"] },
    };
    expect(roadmapProgress(roadmap)).toEqual({ completed: 2, total: 4, percent: 50 });
  });
  it("accepts the { id: true } shape", () => {
    expect(roadmapProgress({ immediateActions: [{ id: "a" }, { id: "b" }, { id: "c" }], progressTracking: { a: true, b: false } })).toEqual({ completed: 1, total: 3, percent: 33 });
  });
});

describe("stepIds and completedIds", () => {
  it("falls back to section-index ids", () => expect(stepIds("longTermGoals", [{}, { id: 4 }])).toEqual(["longTermGoals-0", "longTermGoals-1"]));
  it("ignores non-string completed ids", () => expect([...completedIds({ completed: ["a", 1, null] })]).toEqual(["a"]));
  it("handles null tracking", () => expect(completedIds(null).size).toBe(0));
});
