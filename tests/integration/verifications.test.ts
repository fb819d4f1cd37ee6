import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { decideVerification, listVerificationQueue } from "@/lib/data/verifications";
import { getOwnProfessional, setOwnCv } from "@/lib/data/professional-supporters";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, professional, taker } from "@/tests/jest/supporter-factories";
import { startTestWorker, until } from "@/tests/jest/worker";
import type PgBoss from "pg-boss";

import { decideVerificationAction } from "@/app/(app)/admin/verifications/actions";

const users = userTracker();
let worker: PgBoss;

beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  await users.cleanup();
  await db.$disconnect();
});

/** Her address confirmed, so Haven may write to it. */
async function verified<T extends { userId: string }>(actor: T): Promise<T> {
  await db.user.update({ where: { id: actor.userId }, data: { emailVerified: true } });
  return actor;
}

/** Verification e-mails written for her once the worker has handled what was queued (and one more second for a stray second one). */
async function mailsTo(userId: string): Promise<number> {
  const count = () => db.emailOutbox.count({ where: { userId, template: { startsWith: "verification-" } } });
  await until(count, (n) => n > 0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return count();
}

const statusOf = (userId: string) => db.professionalSupporter.findUniqueOrThrow({ where: { userId }, select: { verificationStatus: true, verifiedAt: true } });
const eventsOf = (professionalSupporterId: string) => db.verificationEvent.findMany({ where: { professionalSupporterId }, orderBy: { createdAt: "asc" } });

describe("decideVerification: who may decide", () => {
  test("professionals, support takers and local supporters may not, and nothing changes", async () => {
    const applicant = await professional(users, "vf-applicant");
    const others: Actor[] = [applicant, await professional(users, "vf-other-pro", "approved"), await taker(users, "vf-taker"), await local(users, "vf-local")];
    for (const actor of others) {
      await expect(decideVerification(actor, { professionalSupporterId: applicant.professionalSupporterId, decision: "approved" })).rejects.toBeInstanceOf(
        AppError,
      );
    }
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("pending");
    expect(await eventsOf(applicant.professionalSupporterId)).toHaveLength(1);
  });

  test("an admin who also applied as a professional cannot decide on her own application", async () => {
    const applicant = await professional(users, "vf-own");
    await db.userRole.create({ data: { userId: applicant.userId, role: "admin" } });
    const asAdmin: Actor = { userId: applicant.userId, roles: ["professional_supporter", "admin"] };
    await expect(decideVerification(asAdmin, { professionalSupporterId: applicant.professionalSupporterId, decision: "approved" })).rejects.toThrow(
      "You cannot decide on your own application.",
    );
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("pending");
    expect(await eventsOf(applicant.professionalSupporterId)).toHaveLength(1);
  });

  test("an admin approves: status, verifiedAt and an event with who and when", async () => {
    const reviewer = await admin(users, "vf-admin");
    const applicant = await professional(users, "vf-approve");
    const before = Date.now();
    const outcome = await decideVerification(reviewer, {
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "approved",
      note: "  Licence checked  ",
    });
    expect(outcome).toMatchObject({ previous: "pending", status: "approved", note: "Licence checked", userId: applicant.userId });
    const row = await statusOf(applicant.userId);
    expect(row.verificationStatus).toBe("approved");
    expect(row.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const events = await eventsOf(applicant.professionalSupporterId);
    expect(events.at(-1)).toMatchObject({ status: "approved", note: "Licence checked", decidedById: reviewer.userId });
    expect(events.at(-1)!.createdAt.getTime()).toBe(row.verifiedAt!.getTime());
  });
});

describe("decideVerification: transitions", () => {
  test("pending → needs info → rejected → approved, each recorded; verifiedAt only while approved", async () => {
    const reviewer = await admin(users, "vf-admin2");
    const applicant = await professional(users, "vf-path");
    const id = applicant.professionalSupporterId;
    await decideVerification(reviewer, { professionalSupporterId: id, decision: "needs_info", note: "Please send your licence." });
    expect(await statusOf(applicant.userId)).toEqual({ verificationStatus: "needs_info", verifiedAt: null });
    await decideVerification(reviewer, { professionalSupporterId: id, decision: "rejected", note: "No licence was found." });
    expect(await statusOf(applicant.userId)).toEqual({ verificationStatus: "rejected", verifiedAt: null });
    await decideVerification(reviewer, { professionalSupporterId: id, decision: "approved" });
    expect((await statusOf(applicant.userId)).verifiedAt).not.toBeNull();
    await decideVerification(reviewer, { professionalSupporterId: id, decision: "rejected", note: "Licence lapsed." });
    expect(await statusOf(applicant.userId)).toEqual({ verificationStatus: "rejected", verifiedAt: null });
    expect((await eventsOf(id)).map((e) => [e.status, e.decidedById])).toEqual([
      ["pending", null],
      ["needs_info", reviewer.userId],
      ["rejected", reviewer.userId],
      ["approved", reviewer.userId],
      ["rejected", reviewer.userId],
    ]);
  });

  test("reject and needs info need a note; a decision equal to the status is refused; unknown ids are refused", async () => {
    const reviewer = await admin(users, "vf-admin3");
    const applicant = await professional(users, "vf-notes");
    const id = applicant.professionalSupporterId;
    await expect(decideVerification(reviewer, { professionalSupporterId: id, decision: "rejected", note: " " })).rejects.toThrow(
      "Please add a note that explains this decision.",
    );
    await expect(decideVerification(reviewer, { professionalSupporterId: id, decision: "needs_info" })).rejects.toBeInstanceOf(AppError);
    await decideVerification(reviewer, { professionalSupporterId: id, decision: "approved" });
    await expect(decideVerification(reviewer, { professionalSupporterId: id, decision: "approved" })).rejects.toThrow("This application is already Verified.");
    await expect(decideVerification(reviewer, { professionalSupporterId: "no-such-id", decision: "approved" })).rejects.toBeInstanceOf(AppError);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  test("a new CV answers Needs Info: back to pending, recorded as hers", async () => {
    const reviewer = await admin(users, "vf-admin4");
    const applicant = await professional(users, "vf-resubmit");
    await decideVerification(reviewer, {
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "needs_info",
      note: "Please add your licence number.",
    });
    const own = await getOwnProfessional(applicant);
    expect(own).toMatchObject({ verificationStatus: "needs_info", statusNote: "Please add your licence number." });
    await setOwnCv(applicant, { key: `cv/${applicant.userId}/x.pdf`, fileName: "x.pdf" });
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("pending");
    expect((await eventsOf(applicant.professionalSupporterId)).at(-1)).toMatchObject({ status: "pending", decidedById: applicant.userId, note: null });
    // A pending or approved professional replacing her CV keeps her status.
    await setOwnCv(applicant, { key: `cv/${applicant.userId}/y.pdf`, fileName: "y.pdf" });
    expect(await eventsOf(applicant.professionalSupporterId)).toHaveLength(3);
  });
});

describe("listVerificationQueue", () => {
  test("admins only", async () => {
    for (const actor of [await taker(users, "vq-taker"), await professional(users, "vq-pro"), await local(users, "vq-local")]) {
      await expect(listVerificationQueue(actor)).rejects.toBeInstanceOf(AppError);
    }
  });

  test("waiting: pending (oldest first) before needs info; filters and counts", async () => {
    const reviewer = await admin(users, "vq-admin");
    const a = await professional(users, "vq-a");
    const b = await professional(users, "vq-b");
    const c = await professional(users, "vq-c");
    await decideVerification(reviewer, { professionalSupporterId: a.professionalSupporterId, decision: "needs_info", note: "More please" });
    await decideVerification(reviewer, { professionalSupporterId: c.professionalSupporterId, decision: "approved" });
    // Other test files share the database: read every page.
    const all = async (filter: "waiting" | "needs_info") => {
      const first = await listVerificationQueue(reviewer, { filter, page: 1 });
      const items = [...first.items];
      for (let page = 2; page <= first.pageCount; page++) items.push(...(await listVerificationQueue(reviewer, { filter, page })).items);
      return { ...first, items };
    };
    const waiting = await all("waiting");
    const mine = waiting.items.filter((i) => [a.userId, b.userId, c.userId].includes(i.userId)).map((i) => i.fullName);
    expect(mine).toEqual(["Dr vq-b", "Dr vq-a"]);
    const statuses = waiting.items.map((i) => i.verificationStatus);
    if (statuses.includes("needs_info")) expect(statuses.lastIndexOf("pending")).toBeLessThan(statuses.indexOf("needs_info"));
    expect(waiting.items.every((i) => i.verificationStatus === "pending" || i.verificationStatus === "needs_info")).toBe(true);
    const needsInfo = await all("needs_info");
    const item = needsInfo.items.find((i) => i.userId === a.userId)!;
    expect(item.events[0]).toMatchObject({ status: "needs_info", note: "More please" });
    expect(item.email).toMatch(/@test\.haven\.local$/);
    expect(waiting.counts.approved).toBeGreaterThanOrEqual(1);
  });
});

describe("decideVerificationAction", () => {
  async function adminAccount() {
    const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "vf-admin-acct");
    users.track(account.id);
    await db.userRole.create({ data: { userId: account.id, role: "admin" } });
    return account;
  }

  test("an admin's decision is saved and she is told by a discreet e-mail", async () => {
    const reviewer = await adminAccount();
    const applicant = await verified(await professional(users, "vf-mail"));
    useBrowser(reviewer.cookies);
    const result = await decideVerificationAction({
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "needs_info",
      note: "Please upload your licence.",
      expectedStatus: "pending",
    });
    expect(result).toEqual({ ok: true, data: { status: "needs_info", fullName: "Dr vf-mail", email: "queued" } });
    const mail = (await until(
      () => db.emailOutbox.findFirst({ where: { userId: applicant.userId, template: "verification-needs-info" } }),
      (row) => row !== null,
    ))!;
    // And the bell tells her too, in the same neutral words.
    expect(await db.notification.findMany({ where: { userId: applicant.userId }, select: { title: true, link: true } })).toEqual([
      { title: "An update on your application", link: "/verification-pending" },
    ]);
    expect(mail.subject).toBe("An update on your application");
    expect(mail.subject).not.toMatch(/abuse|harass|support|verif/i);
    expect(mail.text).toContain("Please upload your licence.");
  });

  test("an applicant who has not confirmed her address is not e-mailed, and the admin is told so, not that she was", async () => {
    const reviewer = await adminAccount();
    const applicant = await professional(users, "vf-unconfirmed");
    useBrowser(reviewer.cookies);
    const result = await decideVerificationAction({
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "approved",
      note: "",
      expectedStatus: "pending",
    });
    expect(result).toEqual({ ok: true, data: { status: "approved", fullName: "Dr vf-unconfirmed", email: "unconfirmed" } });
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("approved");
    const queued = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${applicant.userId}`;
    expect(Number(queued[0]!.n)).toBe(0);
    // The bell tells her, in Haven.
    expect(await db.notification.findMany({ where: { userId: applicant.userId }, select: { title: true, link: true } })).toEqual([
      { title: "An update on your application", link: "/dashboard" },
    ]);
  });

  test("a note is required to reject, checked before anything changes", async () => {
    const reviewer = await adminAccount();
    const applicant = await professional(users, "vf-mail2");
    useBrowser(reviewer.cookies);
    const result = await decideVerificationAction({
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "rejected",
      note: "",
      expectedStatus: "pending",
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { note: "Please add a note that explains this decision." } });
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("pending");
  });

  test("two admins deciding the same application at once: only the first applies, and only she is e-mailed", async () => {
    const [first, second] = [await adminAccount(), await adminAccount()];
    const applicant = await verified(await professional(users, "vf-race"));
    // Both saw it pending. One approves, then the other (still on the old page) rejects.
    useBrowser(first.cookies);
    const approved = await decideVerificationAction({
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "approved",
      expectedStatus: "pending",
    });
    useBrowser(second.cookies);
    const rejected = await decideVerificationAction({
      professionalSupporterId: applicant.professionalSupporterId,
      decision: "rejected",
      note: "No licence",
      expectedStatus: "pending",
    });
    expect(approved).toMatchObject({ ok: true, data: { status: "approved" } });
    expect(rejected).toMatchObject({ ok: false, error: expect.stringMatching(/changed while you were looking at it/) });
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("approved");
    expect((await eventsOf(applicant.professionalSupporterId)).map((e) => e.status)).toEqual(["pending", "approved"]);
    expect(await mailsTo(applicant.userId)).toBe(1);
  });

  test("two decisions sent at the same moment: exactly one applies", async () => {
    const reviewer = await adminAccount();
    const applicant = await verified(await professional(users, "vf-race2"));
    useBrowser(reviewer.cookies);
    const results = await Promise.all([
      decideVerificationAction({ professionalSupporterId: applicant.professionalSupporterId, decision: "approved", expectedStatus: "pending" }),
      decideVerificationAction({ professionalSupporterId: applicant.professionalSupporterId, decision: "rejected", note: "No", expectedStatus: "pending" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await eventsOf(applicant.professionalSupporterId)).toHaveLength(2);
    expect(await mailsTo(applicant.userId)).toBe(1);
  });

  test("a decision without the status the admin saw is refused", async () => {
    const reviewer = await adminAccount();
    const applicant = await professional(users, "vf-nostatus");
    useBrowser(reviewer.cookies);
    expect(await decideVerificationAction({ professionalSupporterId: applicant.professionalSupporterId, decision: "approved" })).toMatchObject({ ok: false });
    expect((await statusOf(applicant.userId)).verificationStatus).toBe("pending");
  });

  test("refused without a session and for a non-admin", async () => {
    const applicant = await professional(users, "vf-mail3");
    useBrowser();
    expect(
      await decideVerificationAction({ professionalSupporterId: applicant.professionalSupporterId, decision: "approved", expectedStatus: "pending" }),
    ).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
    const pro = await signUpAccount({ kind: "professional", fullName: "Dr Self", professionalTitle: "Therapist", alsoLocal: false }, "vf-self");
    users.track(pro.id);
    useBrowser(pro.cookies);
    const own = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: pro.id } });
    expect(await decideVerificationAction({ professionalSupporterId: own.id, decision: "approved", expectedStatus: "pending" })).toEqual({
      ok: false,
      error: "You do not have access to this.",
      code: "forbidden",
    });
    expect((await statusOf(pro.id)).verificationStatus).toBe("pending");
  });
});
