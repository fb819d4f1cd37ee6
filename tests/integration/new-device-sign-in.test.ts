// "Sign-in from a new device" (issue 16), through better-auth itself: the account's first
// device (its sign-up) is recorded silently; the same browser on the same network again is
// known; another browser or network gets one security notice (bell + critical e-mail, sent
// even with every optional e-mail off); only hashes are stored.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { callAuth } from "@/tests/jest/signed-in";
import { useBrowser } from "@/tests/jest/fake-next";
import { uniqueEmail } from "@/tests/jest/db-factories";
import { recordSignIn } from "@/lib/data/known-devices";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const FIREFOX_NEXT = FIREFOX.replace(/133\.0/g, "134.0");
const EDGE = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";

const created: string[] = [];
afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

const notices = (userId: string) => db.notification.findMany({ where: { userId, kind: "new_device_sign_in" }, select: { link: true } });
const emailJobs = async (userId: string) =>
  // pg-boss makes its schema on the first enqueue.
  (await db.$queryRaw<{ t: string | null }[]>`SELECT to_regclass('pgboss.job')::text AS t`)[0]!.t === null
    ? []
    : await db.$queryRaw<
        { props: { device?: string; when?: string } }[]
      >`SELECT data->'props' AS props FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${userId} AND data->>'template' = 'new-device-sign-in'`;

async function signUp(userAgent: string, address: string) {
  const email = uniqueEmail("device");
  const password = `pw-${randomUUID()}`;
  useBrowser();
  const result = (await callAuth("signUpEmail", { body: { email, password, name: "" }, headers: { "user-agent": userAgent, "x-forwarded-for": address } })) as {
    user: { id: string };
  };
  created.push(result.user.id);
  return { id: result.user.id, email, password };
}

async function signIn(account: { email: string; password: string }, userAgent: string, address: string) {
  useBrowser();
  await callAuth("signInEmail", {
    body: { email: account.email, password: account.password },
    headers: { "user-agent": userAgent, "x-forwarded-for": address },
  });
}

test("sign-up is never 'new'; the same browser (updated) on the same network is known; another browser is told once", async () => {
  const her = await signUp(FIREFOX, "203.0.113.7");
  expect(await notices(her.id)).toEqual([]);
  await signIn(her, FIREFOX, "203.0.113.7");
  // A browser update and another address from the same provider are the same device; a
  // forged first X-Forwarded-For entry is ignored.
  await signIn(her, FIREFOX_NEXT, "198.51.100.1, 203.0.200.9");
  expect(await notices(her.id)).toEqual([]);
  expect(await emailJobs(her.id)).toEqual([]);

  await signIn(her, EDGE, "203.0.113.7");
  await signIn(her, EDGE, "203.0.113.7");
  expect(await notices(her.id)).toEqual([{ link: "/settings" }]);
  const jobs = await emailJobs(her.id);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.props.device).toBe("Edge on Windows");
  expect(jobs[0]!.props.when).toMatch(/UTC$/);

  // Stored: hashes only, never the address or the user agent.
  const stored = JSON.stringify(await db.knownDevice.findMany({ where: { userId: her.id } }));
  expect(stored).not.toMatch(/203\.0|Firefox|Edg|Windows/);
  expect(await db.knownDevice.count({ where: { userId: her.id } })).toBe(2);
});

test("a device unseen for 90 days is new again, and told once however many sessions open at once", async () => {
  const her = await signUp(FIREFOX, "192.0.2.10");
  await db.knownDevice.updateMany({ where: { userId: her.id }, data: { lastSeenAt: new Date(Date.now() - 91 * 86_400_000) } });
  await signIn(her, EDGE, "192.0.2.10"); // a second device, so the account is not on its first
  await db.knownDevice.updateMany({ where: { userId: her.id }, data: { lastSeenAt: new Date(Date.now() - 91 * 86_400_000) } });
  const verdicts = await Promise.all([1, 2, 3].map(() => recordSignIn({ userId: her.id, userAgent: FIREFOX, address: "192.0.2.10" })));
  expect(verdicts).toContain("new");
  // Edge (the first notice) and Firefox back after 91 days (one notice for the three sessions).
  expect(await notices(her.id)).toHaveLength(2);
  expect(await emailJobs(her.id)).toHaveLength(2);
});

test("security notices are sent with every optional e-mail turned off", async () => {
  const { sendTemplatedEmail } = require("@/lib/data/email-send") as typeof import("@/lib/data/email-send");
  const her = await signUp(FIREFOX, "192.0.2.20");
  await db.user.update({ where: { id: her.id }, data: { emailVerified: true } });
  await db.emailPreference.upsert({
    where: { userId: her.id },
    create: { userId: her.id, importantEmails: false, engagementEmails: false, marketingEmails: false },
    update: { importantEmails: false, engagementEmails: false, marketingEmails: false },
  });
  const key = `new-device-test:${her.id}`;
  expect(await sendTemplatedEmail({ template: "new-device-sign-in", props: { device: "Edge on Windows" }, userId: her.id, key }, { final: true })).not.toBe(
    "skipped",
  );
  expect(await db.emailOutbox.count({ where: { idempotencyKey: key, template: "new-device-sign-in" } })).toBe(1);
});
