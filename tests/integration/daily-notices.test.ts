// The once-a-day notices (issue 16), against real Postgres and the real pg-boss queue: the
// admins' sign-up digest (counts by role, nothing identifying, none on a quiet day) and "new
// match" (a supporter who became visible that day ranks in her top 5). Each once per day
// however often the job runs. The days used are in 2030, so no other test's rows fall in them.
import { db } from "@/lib/db";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, taker } from "@/tests/jest/supporter-factories";
import { completedAssessment, professional } from "@/tests/jest/directory-factories";
import { previousUtcDay, sendAdminSignUpDigest, sendNewMatchNotices } from "@/lib/data/daily-notices";

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const NOW = new Date("2030-01-02T06:00:00Z");
const YESTERDAY = new Date("2030-01-01T10:00:00Z");
const bell = (userId: string, kind: string) => db.notification.findMany({ where: { userId, kind }, select: { link: true, idempotencyKey: true } });
const emailProps = async (userId: string, template: string) =>
  (
    await db.$queryRaw<
      { props: Record<string, unknown> }[]
    >`SELECT data->'props' AS props FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${userId} AND data->>'template' = ${template}`
  ).map((r) => r.props);

test("previousUtcDay is the whole UTC day before", () => {
  expect(previousUtcDay(new Date("2030-01-02T00:00:00Z"))).toEqual({
    start: new Date("2030-01-01T00:00:00Z"),
    end: new Date("2030-01-02T00:00:00Z"),
    key: "2030-01-01",
  });
  expect(previousUtcDay(new Date("2030-01-02T23:59:59Z")).key).toBe("2030-01-01");
});

test("admins get one digest of yesterday's new accounts by role, and none for a quiet day", async () => {
  const boss = await admin(users, "dn-admin");
  // A quiet day: nothing.
  expect(await sendAdminSignUpDigest(new Date("2030-03-02T06:00:00Z"))).toBe(false);
  const a = await taker(users, "dn-a");
  const b = await taker(users, "dn-b");
  const pro = await professional(users, "Dr Digest");
  const today = await taker(users, "dn-today");
  await db.profile.updateMany({ where: { userId: { in: [a.userId, b.userId, pro.userId] } }, data: { createdAt: YESTERDAY } });
  await db.profile.update({ where: { userId: today.userId }, data: { createdAt: NOW } });
  expect(await sendAdminSignUpDigest(NOW)).toBe(true);
  expect(await sendAdminSignUpDigest(NOW)).toBe(true);
  expect(await bell(boss.userId, "admin_new_user")).toEqual([{ link: "/admin/users", idempotencyKey: `admin-new-users:2030-01-01:${boss.userId}` }]);
  const props = await emailProps(boss.userId, "admin-new-user");
  expect(props).toEqual([{ day: "Tuesday, January 1, 2030", supportTakers: 2, professionals: 1, locals: 0 }]);
  // Nobody else is told, and nothing in it names anyone.
  expect(await bell(a.userId, "admin_new_user")).toEqual([]);
  expect(JSON.stringify(props)).not.toMatch(/dn-a|Digest|@/);
});

test("new match: a supporter approved yesterday in her top 5 is announced once, with the count; not to someone already talking to them", async () => {
  const her = await taker(users, "nm-her");
  const talking = await taker(users, "nm-talking");
  const stale = await taker(users, "nm-stale");
  for (const person of [her, talking])
    await completedAssessment(person.userId, {
      caseType: "workplace_harassment",
      supportWanted: ["workplace", "legal"],
      completedAt: new Date("2029-12-20T12:00:00Z"),
    });
  // An assessment more than 180 days old no longer says what she needs.
  await completedAssessment(stale.userId, {
    caseType: "workplace_harassment",
    supportWanted: ["workplace", "legal"],
    completedAt: new Date("2029-05-01T12:00:00Z"),
  });
  const newcomer = await professional(users, "Dr Newcomer", {
    specializations: ["workplace_harassment", "employment_law", "hr_investigation", "legal_advocacy"],
    yearsExperience: 20,
    availability: "Available this week",
  });
  await db.professionalSupporter.update({ where: { userId: newcomer.userId }, data: { verifiedAt: YESTERDAY } });
  await db.supportChat.create({ data: { userId: talking.userId, supporterUserId: newcomer.userId, chatType: "professional_support", title: "Chat" } });

  // The day before the newcomer: nothing new.
  expect(await sendNewMatchNotices(new Date("2030-01-01T06:00:00Z"))).toBe(0);
  await sendNewMatchNotices(NOW);
  await sendNewMatchNotices(NOW);
  expect(await bell(her.userId, "new_match")).toEqual([{ link: "/supporters", idempotencyKey: `new-match:${her.userId}:2030-01-01` }]);
  expect(await emailProps(her.userId, "new-match")).toEqual([{ count: 1 }]);
  expect(await bell(talking.userId, "new_match")).toEqual([]);
  expect(await bell(stale.userId, "new_match")).toEqual([]);
  expect(await bell(newcomer.userId, "new_match")).toEqual([]);
});
