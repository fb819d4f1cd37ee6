import { db } from "@/lib/db";
import { completeAssessment, saveAnswer } from "@/lib/data/assessments";
import { backfillRoadmaps } from "@/lib/data/roadmap-generation";
import { QUESTIONS } from "@/lib/domain/assessment";
import type { Actor } from "@/lib/auth/actor";
import { userTracker } from "@/tests/jest/db-factories";
import { ANSWERS } from "@/tests/jest/assessment-answers";

// The generator fails for one marked story, so that the backfill's per-item errors are seen.
const FAIL = "FAIL-THIS-ROADMAP";
jest.mock("@/lib/domain/roadmap/generate", () => {
  const actual = jest.requireActual("@/lib/domain/roadmap/generate");
  return {
    ...actual,
    generateRoadmap: (input: { responses: Record<string, { kind: string; text?: string }> }) => {
      if (input.responses.context_story?.text === FAIL) throw new Error("the generator broke");
      return actual.generateRoadmap(input);
    },
  };
});

const users = userTracker();
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function completedWithStory(story: string) {
  const actor = await users.actor("rm-errors", { kind: "support_taker", stayAnonymous: true });
  let conversationId: string | null = null;
  let revision: number | null = null;
  for (const question of QUESTIONS) {
    const answer = question.id === "context_story" ? { kind: "text" as const, text: story } : ANSWERS[question.id]!;
    ({ conversationId, revision } = await saveAnswer(actor, { conversationId, revision, questionId: question.id, answer }));
  }
  await completeAssessment(actor, conversationId!);
  return conversationId!;
}

test("the backfill reports success or the error for each assessment, and goes on after a failure", async () => {
  const failing = await completedWithStory(FAIL);
  const fine = await completedWithStory("He keeps messaging me after I said stop.");
  const admin: Actor = { userId: (await users.create("rm-errors-admin")).id, roles: ["admin"] };

  const results = await backfillRoadmaps(admin);
  expect(results).toEqual(
    expect.arrayContaining([
      { conversationId: failing, success: false, error: "the generator broke" },
      { conversationId: fine, success: true },
    ]),
  );
  expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: failing } })).roadmapData).toBeNull();
  expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: fine } })).roadmapData).not.toBeNull();
});
