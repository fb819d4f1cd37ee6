import { db } from "@/lib/db";
import {
  completeAssessment,
  deleteOwnAssessment,
  getOwnAssessment,
  getResumableAssessment,
  listCompletedAssessments,
  ASSESSMENTS_PAGE,
  saveAnswer,
  STARTED_ELSEWHERE,
} from "@/lib/data/assessments";
import { QUESTIONS } from "@/lib/domain/assessment";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";
import { ANSWERS, answerAll } from "@/tests/jest/assessment-answers";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });

describe("saving and resuming", () => {
  test("the first answer inserts, later answers update, and she resumes where she was", async () => {
    const actor = await taker("as-resume");
    expect(await getResumableAssessment(actor)).toBeNull();
    const first = await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story! });
    expect(first).toMatchObject({ answered: 1, currentStage: 1 });
    const row = await db.assessmentConversation.findUniqueOrThrow({ where: { id: first.conversationId } });
    expect(row).toMatchObject({ userId: actor.userId, initialMessage: "My partner checks my phone and last month he pushed me.", assessmentCompleted: false });

    await saveAnswer(actor, { conversationId: first.conversationId, revision: first.revision, questionId: "where", answer: ANSWERS.where! });
    const resumed = await getResumableAssessment(actor);
    expect(resumed?.id).toBe(first.conversationId);
    expect(Object.keys(resumed!.responses).sort()).toEqual(["context_story", "where"]); // jsonb keeps no key order
    const stored = await db.assessmentConversation.findUniqueOrThrow({ where: { id: first.conversationId } });
    expect((stored.messages as { content: string }[]).at(-1)?.content).toBe(QUESTIONS[2]!.prompt);
    expect(stored.progressPercentage).toBe(Math.round((2 / QUESTIONS.length) * 100));
  });

  test("a retry of the same answer changes nothing, even from the revision before it; one out of order is refused", async () => {
    const actor = await taker("as-retry");
    const { conversationId, revision } = await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story! });
    expect(revision).toBe(1);
    const second = await saveAnswer(actor, { conversationId, revision, questionId: "where", answer: ANSWERS.where! });
    expect(second.revision).toBe(2);
    // Its first reply was lost: the retry carries the old revision and the answer already stored.
    await expect(saveAnswer(actor, { conversationId, revision, questionId: "where", answer: ANSWERS.where! })).resolves.toMatchObject({
      answered: 2,
      revision: 2,
    });
    await expect(saveAnswer(actor, { conversationId, revision: 2, questionId: "where", answer: ANSWERS.where! })).resolves.toMatchObject({
      answered: 2,
      revision: 2,
    });
    await expect(saveAnswer(actor, { conversationId, revision: 2, questionId: "frequency", answer: ANSWERS.frequency! })).rejects.toThrow(
      "Please answer the questions in order.",
    );
    expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).revision).toBe(2);
  });

  test("a second start while one is in progress (another tab) is refused; the same start again is the same assessment", async () => {
    const actor = await users.actor("assess-two-starts", { kind: "support_taker", stayAnonymous: true });
    const clientId = crypto.randomUUID();
    const first = await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story!, clientId });
    await expect(saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story!, clientId })).resolves.toMatchObject({
      conversationId: first.conversationId,
    });
    await expect(
      saveAnswer(actor, { questionId: "context_story", answer: { kind: "text", text: "Another tab's story." }, clientId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: "conflict", message: STARTED_ELSEWHERE });
    expect(await db.assessmentConversation.count({ where: { userId: actor.userId } })).toBe(1);
    expect((await getResumableAssessment(actor))?.id).toBe(first.conversationId);
  });

  test("invalid answers are refused and change nothing", async () => {
    const actor = await taker("as-invalid");
    await expect(saveAnswer(actor, { questionId: "context_story", answer: { kind: "text", text: "   " } })).rejects.toThrow(
      "Please write something before sending.",
    );
    await expect(saveAnswer(actor, { questionId: "nope", answer: { kind: "skipped" } })).rejects.toBeInstanceOf(AppError);
    expect(await db.assessmentConversation.count({ where: { userId: actor.userId } })).toBe(0);
    const { conversationId } = await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story! });
    await saveAnswer(actor, { conversationId, revision: 1, questionId: "where", answer: { kind: "skipped" } });
    await saveAnswer(actor, { conversationId, revision: 2, questionId: "relationship", answer: { kind: "skipped" } });
    await saveAnswer(actor, { conversationId, revision: 3, questionId: "behaviours", answer: { kind: "skipped" } });
    await expect(saveAnswer(actor, { conversationId, revision: 4, questionId: "frequency", answer: { kind: "skipped" } })).rejects.toThrow(/needs an answer/);
    await expect(
      saveAnswer(actor, { conversationId, revision: 4, questionId: "frequency", answer: { kind: "choice", value: "hourly" } }),
    ).rejects.toBeInstanceOf(AppError);
    // Without the revision it last saw, a tab's save is not taken.
    await expect(saveAnswer(actor, { conversationId, questionId: "frequency", answer: ANSWERS.frequency! })).rejects.toBeInstanceOf(AppError);
    expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).revision).toBe(4);
  });

  test("another person cannot answer into her assessment", async () => {
    const owner = await taker("as-owner");
    const other = await taker("as-intruder");
    const { conversationId } = await saveAnswer(owner, { questionId: "context_story", answer: ANSWERS.context_story! });
    await expect(saveAnswer(other, { conversationId, revision: 1, questionId: "where", answer: ANSWERS.where! })).rejects.toBeInstanceOf(AppError);
    expect(await getResumableAssessment(other)).toBeNull();
  });
});

describe("completion", () => {
  test("scores, flags and classifies it, once", async () => {
    const actor = await taker("as-complete");
    const id = await answerAll(actor);
    const result = await completeAssessment(actor, id);
    expect(result).toEqual({ id, severityLevel: "critical", riskFlags: ["strangulation"], urgent: true });
    const row = await db.assessmentConversation.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      assessmentCompleted: true,
      progressPercentage: 100,
      caseType: "domestic_abuse",
      behaviourScore: 13,
      frequencyScore: 8,
      escalationScore: 10,
      mentalHealthScore: 8,
      physicalSafetyScore: 18,
      lifeImpactScore: 4,
      violenceScore: 10,
      totalSeverityScore: 61,
      severityLevel: "critical",
    });
    expect(row.completedAt).toBeInstanceOf(Date);
    const again = await completeAssessment(actor, id);
    expect(again.severityLevel).toBe("critical");
    expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id } })).completedAt).toEqual(row.completedAt);
    expect(await getResumableAssessment(actor)).toBeNull();
  });

  test("an unfinished assessment cannot be completed, nor someone else's", async () => {
    const actor = await taker("as-unfinished");
    const other = await taker("as-other");
    const { conversationId } = await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story! });
    await expect(completeAssessment(actor, conversationId)).rejects.toThrow("There are still questions to answer.");
    const done = await answerAll(await taker("as-finished"));
    await expect(completeAssessment(other, done)).rejects.toBeInstanceOf(AppError);
  });
});

describe("history, viewer and deletion are hers alone", () => {
  test("a long history is read a page at a time, newest first (issue 20)", async () => {
    const actor = await taker("as-long-history");
    const start = Date.now() - 60 * 24 * 3600_000;
    await db.assessmentConversation.createMany({
      data: Array.from({ length: ASSESSMENTS_PAGE * 2 + 5 }, (_, i) => ({
        userId: actor.userId,
        assessmentCompleted: true,
        completedAt: new Date(start + i * 3600_000),
        initialMessage: `story ${i}`,
      })),
    });
    const first = await listCompletedAssessments(actor);
    expect(first).toMatchObject({ total: ASSESSMENTS_PAGE * 2 + 5, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(ASSESSMENTS_PAGE);
    expect(first.items[0]!.initialMessage).toBe(`story ${ASSESSMENTS_PAGE * 2 + 4}`);
    const last = await listCompletedAssessments(actor, { page: 3 });
    expect(last.items.map((a) => a.initialMessage)).toEqual([4, 3, 2, 1, 0].map((i) => `story ${i}`));
    expect((await listCompletedAssessments(actor, { page: 99 })).page).toBe(3);
  });

  test("lists only completed assessments, newest first, and reads only her own", async () => {
    const actor = await taker("as-history");
    const other = await taker("as-history-other");
    const older = await answerAll(actor);
    await completeAssessment(actor, older);
    const newer = await answerAll(actor);
    await completeAssessment(actor, newer);
    await saveAnswer(actor, { questionId: "context_story", answer: ANSWERS.context_story! }); // unfinished

    const list = await listCompletedAssessments(actor);
    expect(list.items.map((a) => a.id)).toEqual([newer, older]);
    expect(list).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(list.items[0]).toMatchObject({ severityLevel: "critical", urgent: true, hasRoadmap: false });
    expect(await listCompletedAssessments(other)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });

    const own = await getOwnAssessment(actor, newer);
    expect(own?.messages.length).toBeGreaterThan(QUESTIONS.length * 2);
    expect(own?.messages.at(-1)).toMatchObject({ role: "user", content: "A safety plan, Legal advice" });
    expect(await getOwnAssessment(other, newer)).toBeNull();
  });

  test("delete: the owner only", async () => {
    const actor = await taker("as-delete");
    const other = await taker("as-delete-other");
    const id = await answerAll(actor);
    await completeAssessment(actor, id);
    await expect(deleteOwnAssessment(other, id)).rejects.toBeInstanceOf(AppError);
    expect(await db.assessmentConversation.count({ where: { id } })).toBe(1);
    await deleteOwnAssessment(actor, id);
    expect(await db.assessmentConversation.count({ where: { id } })).toBe(0);
    await expect(deleteOwnAssessment(actor, id)).rejects.toBeInstanceOf(AppError);
  });
});
