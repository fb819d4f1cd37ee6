// Scheduled reminders (issue 16): each due reminder is sent once, to the right person, only
// while it applies; finishing the thing cancels it.
import { db } from "@/lib/db";
import { userTracker } from "@/tests/jest/db-factories";
import { taker } from "@/tests/jest/supporter-factories";
import { sendDueReminders } from "@/lib/data/reminders";

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const kinds = (userId: string) => db.notification.findMany({ where: { userId }, select: { kind: true, link: true }, orderBy: { createdAt: "asc" } });
const emailJobs = async (userId: string, template: string) =>
  Number(
    (
      await db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${userId} AND data->>'template' = ${template}`
    )[0]!.n,
  );

test("set-up not finished a day after sign-up: one reminder with the missing steps, never twice", async () => {
  const her = await taker(users, "rem-onboarding");
  const done = await taker(users, "rem-onboarding-done");
  const fresh = await taker(users, "rem-onboarding-fresh");
  await db.profile.update({ where: { userId: her.userId }, data: { createdAt: ago(25), onboardingCompletedAt: null } });
  await db.profile.update({ where: { userId: done.userId }, data: { createdAt: ago(25), onboardingCompletedAt: ago(24) } });
  await db.profile.update({ where: { userId: fresh.userId }, data: { createdAt: ago(2), onboardingCompletedAt: null } });
  await sendDueReminders();
  await sendDueReminders();
  expect(await kinds(her.userId)).toEqual([{ kind: "onboarding_incomplete", link: "/onboarding" }]);
  expect(await emailJobs(her.userId, "onboarding-incomplete")).toBe(1);
  expect(await kinds(done.userId)).toEqual([]);
  expect(await kinds(fresh.userId)).toEqual([]);
});

test("an assessment left a day ago is reminded; a finished one is not", async () => {
  const her = await taker(users, "rem-assessment");
  const finished = await taker(users, "rem-assessment-done");
  for (const u of [her, finished]) await db.profile.update({ where: { userId: u.userId }, data: { onboardingCompletedAt: new Date() } });
  const open = await db.assessmentConversation.create({ data: { userId: her.userId } });
  await db.assessmentConversation.create({ data: { userId: finished.userId, assessmentCompleted: true, completedAt: ago(1) } });
  await db.$executeRaw`UPDATE assessment_conversations SET "updatedAt" = ${ago(26)} WHERE "userId" IN (${her.userId}, ${finished.userId})`;
  await sendDueReminders();
  expect(await kinds(her.userId)).toEqual([{ kind: "assessment_incomplete", link: "/assessment" }]);
  expect(await emailJobs(her.userId, "assessment-incomplete")).toBe(1);
  expect((await kinds(finished.userId)).map((k) => k.kind)).not.toContain("assessment_incomplete");
  expect(await db.notification.count({ where: { idempotencyKey: `assessment-incomplete:${open.id}` } })).toBe(1);
});

test("three days after her assessment with no supporter conversation, she is told people can help", async () => {
  const her = await taker(users, "rem-alone");
  await db.profile.update({ where: { userId: her.userId }, data: { onboardingCompletedAt: new Date() } });
  await db.assessmentConversation.create({ data: { userId: her.userId, assessmentCompleted: true, completedAt: ago(73) } });
  await sendDueReminders();
  expect(await kinds(her.userId)).toContainEqual({ kind: "no_supporter_yet", link: "/supporters" });
});

test("a week after sign-up, with News and tips on, the current feature highlight once; never with it off", async () => {
  const on = await taker(users, "rem-feature-on");
  const off = await taker(users, "rem-feature-off");
  const early = await taker(users, "rem-feature-early");
  for (const u of [on, off, early])
    await db.profile.update({
      where: { userId: u.userId },
      data: { onboardingCompletedAt: new Date(), createdAt: u === early ? ago(5 * 24) : ago(7 * 24 + 1) },
    });
  for (const u of [on, early])
    await db.emailPreference.upsert({ where: { userId: u.userId }, create: { userId: u.userId, marketingEmails: true }, update: { marketingEmails: true } });
  await db.emailPreference.upsert({
    where: { userId: off.userId },
    create: { userId: off.userId, marketingEmails: false },
    update: { marketingEmails: false },
  });
  await sendDueReminders();
  await sendDueReminders();
  expect((await kinds(on.userId)).filter((k) => k.kind === "feature_highlight")).toEqual([{ kind: "feature_highlight", link: "/roadmap" }]);
  expect(await emailJobs(on.userId, "feature-highlight")).toBe(1);
  expect(await kinds(off.userId)).toEqual([]);
  expect(await kinds(early.userId)).toEqual([]);
});
