import { db } from "@/lib/db";
import { completeAssessment } from "@/lib/data/assessments";
import { backfillRoadmaps, countMissingRoadmaps, generateRoadmapForAssessment } from "@/lib/data/roadmap-generation";
import { setActionItemCompleted } from "@/lib/data/roadmap-progress";
import { getLatestRoadmap, getRoadmap, listCarePlans } from "@/lib/data/roadmaps";
import { getMatchingAssessment } from "@/lib/data/matching";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { roadmapSchema } from "@/lib/validations/roadmap";
import { readTracking } from "@/lib/domain/roadmap/progress";
import { userTracker } from "@/tests/jest/db-factories";
import { answerAll } from "@/tests/jest/assessment-answers";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const ADMIN_ROLES: Actor["roles"] = ["admin"];

async function completed(tag: string) {
  const actor = await taker(tag);
  const conversationId = await answerAll(actor);
  await completeAssessment(actor, conversationId);
  return { actor, conversationId };
}

describe("generation", () => {
  test("stores every part of the roadmap once; a second call changes nothing", async () => {
    const { actor, conversationId } = await completed("rm-gen");
    expect(await generateRoadmapForAssessment(actor, conversationId)).toEqual({ status: "created", source: "built-in" });
    const first = await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(first.generatedAt).toBeInstanceOf(Date);
    expect(first.roadmapData).toMatchObject({ source: "built-in", version: 1 });
    for (const field of [
      "assessmentAnalysis",
      "immediateActions",
      "shortTermSteps",
      "mediumTermSteps",
      "longTermGoals",
      "selfCareToolkit",
      "resourceLinks",
    ] as const) {
      expect(first[field]).toBeTruthy();
    }

    expect(await generateRoadmapForAssessment(actor, conversationId)).toEqual({ status: "exists" });
    const second = await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(second.generatedAt).toEqual(first.generatedAt);
    expect(second.immediateActions).toEqual(first.immediateActions);

    const view = await getRoadmap(actor, conversationId);
    expect(roadmapSchema.safeParse(view!.roadmap).success).toBe(true);
    expect(view!.urgent).toBe(true);
    // Her answers showed a danger sign: safety comes first.
    expect(view!.roadmap!.immediate_actions[0]!.importance).toBe("high");
  });

  test("two generations at once store one roadmap", async () => {
    const { actor, conversationId } = await completed("rm-race");
    const outcomes = await Promise.all([generateRoadmapForAssessment(actor, conversationId), generateRoadmapForAssessment(actor, conversationId)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["created", "exists"]);
  });

  test("an unfinished assessment gets no roadmap, and another person's is refused", async () => {
    const actor = await taker("rm-unfinished");
    const { conversationId } = await (async () => {
      const { saveAnswer } = await import("@/lib/data/assessments");
      return saveAnswer(actor, { questionId: "context_story", answer: { kind: "text", text: "Something happened at work." } });
    })();
    await expect(generateRoadmapForAssessment(actor, conversationId)).rejects.toThrow("isn't complete");
    const other = await completed("rm-owner");
    await expect(generateRoadmapForAssessment(actor, other.conversationId)).rejects.toBeInstanceOf(AppError);
    expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: other.conversationId } })).roadmapData).toBeNull();
  });
});

describe("reading and ticking", () => {
  test("only the owner reads her roadmap", async () => {
    const { actor, conversationId } = await completed("rm-read");
    await generateRoadmapForAssessment(actor, conversationId);
    const stranger = await taker("rm-stranger");
    expect(await getRoadmap(stranger, conversationId)).toBeNull();
    expect(await getRoadmap(actor, conversationId)).not.toBeNull();
  });

  test("her latest roadmap: her latest completed assessment's, never another's; none without one", async () => {
    const { actor, conversationId: older } = await completed("rm-latest");
    await generateRoadmapForAssessment(actor, older);
    const newer = await answerAll(actor);
    await completeAssessment(actor, newer);
    await answerAll(actor); // started, not finished
    const stranger = await completed("rm-latest-stranger");
    await generateRoadmapForAssessment(stranger.actor, stranger.conversationId);

    const latest = await getLatestRoadmap(actor);
    expect(latest?.id).toBe(newer);
    expect(latest?.assessmentCompleted).toBe(true);
    expect(await getLatestRoadmap(await taker("rm-latest-none"))).toBeNull();
    expect((await getLatestRoadmap(stranger.actor))?.id).toBe(stranger.conversationId);
  });

  test("a roadmap read again is the one stored: a rewrite (a new generation time) is read anew, and a stored roadmap that is not valid is refused every time", async () => {
    const { actor, conversationId } = await completed("rm-reread");
    await generateRoadmapForAssessment(actor, conversationId);
    const first = (await getRoadmap(actor, conversationId))!;
    expect((await getRoadmap(actor, conversationId))!.roadmap).toEqual(first.roadmap);
    expect(await getRoadmap(await taker("rm-reread-stranger"), conversationId)).toBeNull();

    const rewrite = (sql: string) =>
      db.$executeRawUnsafe(
        `UPDATE assessment_conversations SET "immediateActions" = ${sql}, "generatedAt" = "generatedAt" + interval '1 second' WHERE id = $1`,
        conversationId,
      );
    await rewrite(`jsonb_set("immediateActions", '{0,title}', '"Rewritten step"')`);
    expect((await getRoadmap(actor, conversationId))!.roadmap!.immediate_actions[0]!.title).toBe("Rewritten step");
    await rewrite(`jsonb_set("immediateActions", '{0,title}', '""')`);
    await expect(getRoadmap(actor, conversationId)).rejects.toThrow(/is not valid/);
    await expect(getRoadmap(actor, conversationId)).rejects.toThrow(/is not valid/);
  });

  test("the roadmap carries what matching reads of her assessment, as matching's own read gives it", async () => {
    const { actor, conversationId } = await completed("rm-seeker");
    await generateRoadmapForAssessment(actor, conversationId);
    const view = (await getRoadmap(actor, conversationId))!;
    expect(view.seeker).toEqual(await getMatchingAssessment(actor, conversationId));
    expect(view.seeker.supportWanted.length).toBeGreaterThan(0);
  });

  test("ticking records the completion time, unticking clears it, and both persist", async () => {
    const { actor, conversationId } = await completed("rm-tick");
    await generateRoadmapForAssessment(actor, conversationId);
    const view = (await getRoadmap(actor, conversationId))!;
    const total = view.progress.total;
    const now = new Date("2026-11-22T10:00:00.000Z");

    const ticked = await setActionItemCompleted(actor, { conversationId, itemId: "immediate_0", completed: true }, now);
    expect(ticked.completedAt).toBe(now.toISOString());
    expect(ticked.progress.completed).toBe(1);
    expect(ticked.progress.percent).toBe(Math.round((1 / total) * 100));
    let stored = readTracking((await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).progressTracking);
    expect(stored.action_items.immediate_0).toEqual({ completed: true, completed_at: now.toISOString() });

    const unticked = await setActionItemCompleted(actor, { conversationId, itemId: "immediate_0", completed: false });
    expect(unticked.progress.completed).toBe(0);
    stored = readTracking((await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).progressTracking);
    expect(stored.action_items.immediate_0).toEqual({ completed: false, completed_at: null });
    expect((await getRoadmap(actor, conversationId))!.completed).toEqual({});
  });

  test("a step that doesn't exist, or another person's roadmap, changes nothing", async () => {
    const { actor, conversationId } = await completed("rm-tick-bad");
    await generateRoadmapForAssessment(actor, conversationId);
    await expect(setActionItemCompleted(actor, { conversationId, itemId: "immediate_99", completed: true })).rejects.toThrow("That step doesn't exist.");
    await expect(setActionItemCompleted(actor, { conversationId, itemId: "nonsense", completed: true })).rejects.toThrow("That step doesn't exist.");
    const stranger = await taker("rm-tick-stranger");
    await expect(setActionItemCompleted(stranger, { conversationId, itemId: "immediate_0", completed: true })).rejects.toBeInstanceOf(AppError);
    expect((await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).progressTracking).toEqual({});
  });

  test("ticks from two tabs at once both count, and milestones are recorded once each", async () => {
    const { actor, conversationId } = await completed("rm-milestones");
    await generateRoadmapForAssessment(actor, conversationId);
    const view = (await getRoadmap(actor, conversationId))!;
    const ids = view.progress.timeframes.flatMap((t) => Array.from({ length: t.total }, (_, i) => `${t.key}_${i}`));

    await Promise.all(ids.map((itemId) => setActionItemCompleted(actor, { conversationId, itemId, completed: true })));
    let row = await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } });
    let tracking = readTracking(row.progressTracking);
    expect(Object.values(tracking.action_items).filter((i) => i.completed)).toHaveLength(ids.length);
    expect([...tracking.milestones!].sort((a, b) => a - b)).toEqual([25, 50, 75, 100]);
    expect((await getRoadmap(actor, conversationId))!.progress.percent).toBe(100);

    // Falling back below and reaching them again records nothing new.
    for (const itemId of ids) await setActionItemCompleted(actor, { conversationId, itemId, completed: false });
    const again = await setActionItemCompleted(actor, { conversationId, itemId: ids[0]!, completed: true });
    expect(again.milestonesReached).toEqual([]);
    row = await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } });
    tracking = readTracking(row.progressTracking);
    expect(tracking.milestones).toHaveLength(4);

    // Each milestone told her once (issue 16): the bell, with her plan as the link.
    const notes = await db.notification.findMany({ where: { userId: actor.userId, kind: "roadmap_milestone" }, select: { idempotencyKey: true, link: true } });
    expect(notes.map((n) => n.idempotencyKey).sort()).toEqual([25, 50, 75, 100].map((m) => `milestone:${conversationId}:${m}`).sort());
    expect(new Set(notes.map((n) => n.link))).toEqual(new Set([`/assessment/roadmap?conversationId=${conversationId}`]));
  });
});

describe("care plans and backfill", () => {
  test("care plans list her completed assessments with progress, and nobody else's", async () => {
    const { actor, conversationId } = await completed("rm-plans");
    await generateRoadmapForAssessment(actor, conversationId);
    await setActionItemCompleted(actor, { conversationId, itemId: "immediate_0", completed: true });
    await completed("rm-plans-other");
    const { items: plans, total } = await listCarePlans(actor);
    expect(total).toBe(1);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ id: conversationId, severityLevel: expect.any(String), hasRoadmap: true, urgent: true });
    expect(plans[0]!.progress.completed).toBe(1);
  });

  test("her backfill builds only her own roadmap; the full backfill is for admins and reports each item", async () => {
    const mine = await completed("rm-backfill");
    expect(await backfillRoadmaps(mine.actor, { conversationId: mine.conversationId })).toEqual([{ conversationId: mine.conversationId, success: true }]);
    expect(await backfillRoadmaps(mine.actor, { conversationId: mine.conversationId })).toEqual([{ conversationId: mine.conversationId, success: true }]);

    const other = await completed("rm-backfill-other");
    await expect(backfillRoadmaps(mine.actor, { conversationId: other.conversationId })).rejects.toBeInstanceOf(AppError);
    await expect(backfillRoadmaps(mine.actor)).rejects.toBeInstanceOf(AppError);
    await expect(countMissingRoadmaps(mine.actor)).rejects.toBeInstanceOf(AppError);

    const admin: Actor = { userId: (await users.create("rm-admin")).id, roles: ADMIN_ROLES };
    // Odd stored values (no severity, an unknown case type) still give a sensible roadmap.
    const broken = await completed("rm-backfill-broken");
    await db.assessmentConversation.update({ where: { id: broken.conversationId }, data: { severityLevel: null, caseType: "nonsense" } });

    expect(await countMissingRoadmaps(admin)).toBeGreaterThanOrEqual(2);
    const results = await backfillRoadmaps(admin);
    expect(results).toEqual(
      expect.arrayContaining([
        { conversationId: other.conversationId, success: true },
        { conversationId: broken.conversationId, success: true },
      ]),
    );
    expect(results.find((r) => r.conversationId === mine.conversationId)).toBeUndefined();
    expect(await countMissingRoadmaps(admin)).toBe(0);
    expect((await getRoadmap(other.actor, other.conversationId))!.roadmap).not.toBeNull();
  });
});
