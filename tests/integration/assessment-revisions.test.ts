import { db } from "@/lib/db";
import { acknowledgeSafety, completeAssessment, getAssessmentState, getResumableAssessment, saveAnswer } from "@/lib/data/assessments";
import { QUESTIONS, type Answer } from "@/lib/domain/assessment";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";
import { ANSWERS, answerAll } from "@/tests/jest/assessment-answers";

// Issue 14: answers can be corrected before she finishes, tabs never overwrite each other,
// and the safety message is worked out (and answered once) on the server.

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const row = (id: string) => db.assessmentConversation.findUniqueOrThrow({ where: { id } });

/** Answers the questions before `stopAt` (all when absent); returns the id and the revision. */
async function answerUpTo(actor: Actor, stopAt?: string, answers: Record<string, Answer> = ANSWERS) {
  let conversationId: string | null = null;
  let revision: number | null = null;
  for (const question of QUESTIONS) {
    if (question.id === stopAt) break;
    ({ conversationId, revision } = await saveAnswer(actor, { conversationId, revision, questionId: question.id, answer: answers[question.id]! }));
  }
  return { conversationId: conversationId!, revision: revision! };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "saved",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe("stale tabs", () => {
  test("a save from an older revision is refused with 'conflict' and stores nothing", async () => {
    const actor = await taker("rev-stale");
    const { conversationId, revision } = await answerUpTo(actor, "frequency");
    // The other tab answers "How often" first.
    await saveAnswer(actor, { conversationId, revision, questionId: "frequency", answer: { kind: "choice", value: "daily" } });
    const before = await row(conversationId);
    expect(before.revision).toBe(revision + 1);

    // This tab still holds the old revision: a different answer to the same question, or the next one.
    await expect(codeOf(saveAnswer(actor, { conversationId, revision, questionId: "frequency", answer: { kind: "choice", value: "once" } }))).resolves.toBe(
      "conflict",
    );
    await expect(codeOf(saveAnswer(actor, { conversationId, revision, questionId: "where", answer: { kind: "choices", values: ["online"] } }))).resolves.toBe(
      "conflict",
    );
    const after = await row(conversationId);
    expect(after.revision).toBe(before.revision);
    expect(after.structuredResponses).toEqual(before.structuredResponses);
    expect(after.messages).toEqual(before.messages);

    // Its fresh read has the other tab's answer and the revision to save with.
    const latest = await getAssessmentState(actor, conversationId);
    expect(latest).toMatchObject({ revision: before.revision, completed: false });
    expect(latest!.responses.frequency).toEqual({ kind: "choice", value: "daily" });
    await expect(
      saveAnswer(actor, { conversationId, revision: latest!.revision, questionId: "escalation", answer: ANSWERS.escalation! }),
    ).resolves.toMatchObject({ revision: before.revision + 1 });
  });

  test("two saves sent at once with the same revision: exactly one is stored", async () => {
    const actor = await taker("rev-race");
    const { conversationId, revision } = await answerUpTo(actor, "frequency");
    const answers: Answer[] = [
      { kind: "choice", value: "once" },
      { kind: "choice", value: "daily" },
    ];
    const outcomes = await Promise.all(answers.map((answer) => codeOf(saveAnswer(actor, { conversationId, revision, questionId: "frequency", answer }))));
    expect([...outcomes].sort()).toEqual(["conflict", "saved"]);
    const stored = await row(conversationId);
    expect(stored.revision).toBe(revision + 1);
    expect((stored.structuredResponses as Record<string, Answer>).frequency).toEqual(answers[outcomes.indexOf("saved")]);

    // The same with a change to an earlier answer against a new answer.
    const next = stored.revision;
    const raced = await Promise.all([
      codeOf(saveAnswer(actor, { conversationId, revision: next, questionId: "where", answer: { kind: "choices", values: ["online"] } })),
      codeOf(saveAnswer(actor, { conversationId, revision: next, questionId: "escalation", answer: ANSWERS.escalation! })),
    ]);
    expect([...raced].sort()).toEqual(["conflict", "saved"]);
    expect((await row(conversationId)).revision).toBe(next + 1);
  });

  test("completing from a stale tab is refused; completing from the current one works", async () => {
    const actor = await taker("rev-complete");
    const { conversationId, revision } = await answerUpTo(actor);
    await expect(codeOf(completeAssessment(actor, conversationId, revision - 1))).resolves.toBe("conflict");
    expect((await row(conversationId)).assessmentCompleted).toBe(false);
    await expect(completeAssessment(actor, conversationId, revision)).resolves.toMatchObject({ severityLevel: "critical" });
  });
});

describe("changing an answer before she finishes", () => {
  test("an earlier answer can be changed, and the result is worked out from the final answers", async () => {
    const actor = await taker("rev-change");
    const { conversationId, revision } = await answerUpTo(actor, "support_wanted");
    // She goes back: it is her workplace, not her partner; it happens once; she feels safe; no danger signs.
    const changes: [string, Answer][] = [
      ["where", { kind: "choices", values: ["work"] }],
      ["relationship", { kind: "choice", value: "colleague" }],
      ["behaviours", { kind: "choices", values: ["appearance_comments"] }],
      ["frequency", { kind: "choice", value: "once" }],
      ["escalation", { kind: "choice", value: "no" }],
      ["mental_health", { kind: "scale", value: 2 }],
      ["life_impact", { kind: "choices", values: ["sleep"] }],
      ["physical_safety", { kind: "choice", value: "yes" }],
      ["violence", { kind: "choice", value: "no" }],
      ["danger_signs", { kind: "choices", values: ["none"] }],
      ["fear_for_life", { kind: "choice", value: "no" }],
    ];
    let rev = revision;
    for (const [questionId, answer] of changes) {
      const saved = await saveAnswer(actor, { conversationId, revision: rev, questionId, answer });
      expect(saved.revision).toBe(rev + 1);
      expect(saved.responses[questionId]).toEqual(answer);
      rev = saved.revision;
    }
    const changed = await row(conversationId);
    expect(changed.initialMessage).toBe(ANSWERS.context_story!.kind === "text" ? ANSWERS.context_story!.text : null);
    expect((changed.messages as { content: string }[]).some((m) => m.content === "A colleague or client")).toBe(true);
    expect((changed.messages as { content: string }[]).some((m) => m.content === "A partner")).toBe(false);

    await saveAnswer(actor, { conversationId, revision: rev, questionId: "support_wanted", answer: ANSWERS.support_wanted! });
    const result = await completeAssessment(actor, conversationId);
    // Before the changes these answers were critical, urgent, domestic abuse (see assessments.test.ts).
    expect(result).toEqual({ id: conversationId, severityLevel: "low", riskFlags: [], urgent: false });
    expect(await row(conversationId)).toMatchObject({
      caseType: "workplace_harassment",
      frequencyScore: 2,
      escalationScore: 2,
      mentalHealthScore: 2,
      physicalSafetyScore: 3,
      lifeImpactScore: 2,
      behaviourScore: 3,
      violenceScore: 0,
      totalSeverityScore: 14,
      riskFlags: [],
    });
  });

  test("the story can be changed too, and becomes her first message", async () => {
    const actor = await taker("rev-story");
    const { conversationId, revision } = await answerUpTo(actor, "relationship");
    await saveAnswer(actor, { conversationId, revision, questionId: "context_story", answer: { kind: "text", text: "  It is my manager, at work.  " } });
    expect((await row(conversationId)).initialMessage).toBe("It is my manager, at work.");
  });

  test("a completed assessment cannot be changed", async () => {
    const actor = await taker("rev-done");
    const id = await answerAll(actor);
    await completeAssessment(actor, id);
    const done = await row(id);
    await expect(
      codeOf(saveAnswer(actor, { conversationId: id, revision: done.revision, questionId: "danger_signs", answer: { kind: "choices", values: ["none"] } })),
    ).resolves.toBe("conflict");
    const after = await row(id);
    expect(after.structuredResponses).toEqual(done.structuredResponses);
    expect(after).toMatchObject({ riskFlags: ["strangulation"], severityLevel: "critical", revision: done.revision });
  });

  test("another person can neither save, change, read nor answer the safety message of her assessment", async () => {
    const owner = await taker("rev-owner");
    const other = await taker("rev-other");
    const { conversationId, revision } = await answerUpTo(owner, "frequency");
    await expect(codeOf(saveAnswer(other, { conversationId, revision, questionId: "frequency", answer: ANSWERS.frequency! }))).resolves.toBe("not_found");
    await expect(codeOf(saveAnswer(other, { conversationId, revision, questionId: "where", answer: { kind: "choices", values: ["online"] } }))).resolves.toBe(
      "not_found",
    );
    await expect(codeOf(acknowledgeSafety(other, conversationId, ["not_safe"]))).resolves.toBe("not_found");
    await expect(codeOf(completeAssessment(other, conversationId))).resolves.toBe("not_found");
    expect(await getAssessmentState(other, conversationId)).toBeNull();
    const stored = await row(conversationId);
    expect(stored).toMatchObject({ revision, safetyAcknowledged: [] });
    expect((stored.structuredResponses as Record<string, Answer>).where).toEqual(ANSWERS.where);
  });
});

describe("the safety message", () => {
  test("'No' to feeling safe, then each new danger sign, brings it once; answering it is kept", async () => {
    const actor = await taker("rev-safety");
    // A story without crisis language ("he pushed me" in ANSWERS is violence: that is its own trigger).
    const calm = { ...ANSWERS, context_story: { kind: "text" as const, text: "My partner checks my phone and my bank account." } };
    const { conversationId, revision } = await answerUpTo(actor, "physical_safety", calm);
    const notSafe = await saveAnswer(actor, { conversationId, revision, questionId: "physical_safety", answer: { kind: "choice", value: "no" } });
    expect(notSafe.safetyNotice).toEqual({ triggers: ["not_safe"], categories: ["imminent_danger"], focus: "danger" });
    // She left without answering it: it is still there when she comes back.
    expect((await getResumableAssessment(actor))?.safetyNotice?.triggers).toEqual(["not_safe"]);

    await acknowledgeSafety(actor, conversationId, ["not_safe", "bogus value!"]);
    expect((await row(conversationId)).safetyAcknowledged).toEqual(["not_safe"]);
    expect((await row(conversationId)).revision).toBe(notSafe.revision); // not an answer
    expect((await getResumableAssessment(actor))?.safetyNotice).toBeNull();

    const violence = await saveAnswer(actor, { conversationId, revision: notSafe.revision, questionId: "violence", answer: ANSWERS.violence! });
    expect(violence.safetyNotice).toBeNull();
    const signs = await saveAnswer(actor, {
      conversationId,
      revision: violence.revision,
      questionId: "danger_signs",
      answer: { kind: "choices", values: ["strangulation", "threats_to_kill"] },
    });
    expect(signs.safetyNotice?.triggers).toEqual(["danger:strangulation", "danger:threats_to_kill"]);
    await acknowledgeSafety(actor, conversationId, signs.safetyNotice!.triggers);
    // A new danger sign added later is new; the ones she answered are not shown again.
    const fear = await saveAnswer(actor, { conversationId, revision: signs.revision, questionId: "fear_for_life", answer: { kind: "choice", value: "yes" } });
    expect(fear.safetyNotice?.triggers).toEqual(["danger:fear_for_life"]);
    await acknowledgeSafety(actor, conversationId, ["danger:fear_for_life"]);
    const told = await saveAnswer(actor, { conversationId, revision: fear.revision, questionId: "told_anyone", answer: ANSWERS.told_anyone! });
    expect(told.safetyNotice).toBeNull();
  });

  test("a story with crisis language brings it with its first save: 988 first for suicide", async () => {
    const actor = await taker("rev-story-crisis");
    const first = await saveAnswer(actor, { questionId: "context_story", answer: { kind: "text", text: "I can't do this anymore. I want to kill myself." } });
    expect(first.safetyNotice).toMatchObject({ triggers: ["story"], focus: "self" });
    expect(first.safetyNotice!.categories).toContain("suicide");
    const calm = await saveAnswer(await taker("rev-story-calm"), {
      questionId: "context_story",
      answer: { kind: "text", text: "My manager makes comments about my clothes." },
    });
    expect(calm.safetyNotice).toBeNull();
  });
});
