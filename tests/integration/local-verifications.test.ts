// Issue 17 "Only vetted people receive alerts": local supporters are reviewed by an admin in the
// professionals' queue, with their own checklist, before they are shown or alerted.
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { decideLocalVerification, getOwnLocalVerification, listLocalVerificationQueue, saveLocalChecklist } from "@/lib/data/local-verifications";
import { approvedLocalSupporterSql, approvedLocalSupporterWhere, getSupporterVisibility } from "@/lib/data/supporter-visibility";
import { listDirectory } from "@/lib/data/directory";
import { matchSupporters } from "@/lib/data/matching";
import { listNearbyOpenRequests } from "@/lib/data/local-requests";
import { getPublicSupporterProfile } from "@/lib/data/supporter-profiles";
import { getLandingCounts } from "@/lib/data/landing-figures";
import { APPROVAL_NEEDS_CHECKLIST } from "@/lib/domain/supporters/local-verification";
import { OWN_APPLICATION } from "@/lib/domain/supporters/verification";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, professional, taker } from "@/tests/jest/supporter-factories";
import { place } from "@/tests/jest/directory-factories";
import { completeLocalOnboarding } from "@/lib/data/onboarding";
import { startTestWorker, until } from "@/tests/jest/worker";
import type PgBoss from "pg-boss";

import { decideLocalVerificationAction, saveLocalChecklistAction } from "@/app/(app)/admin/verifications/local-actions";

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

const token = `Lv${randomUUID().slice(0, 6)}`;
const FULL = { identitySeen: true, guidelinesAgreed: true, interviewNote: "Video call, calm and clear" };
const NONE = { identitySeen: false, guidelinesAgreed: false, interviewNote: null };

/** A local supporter in Chicago who has just signed up: pending, as every new one is. */
async function applicant(tag: string) {
  const actor = await local(users, `${tag} ${token}`, true, "pending");
  return { ...actor, localSupporterId: actor.localSupporterId! };
}

const rowOf = (id: string) => db.localSupporter.findUniqueOrThrow({ where: { id } });
const eventsOf = (localSupporterId: string) => db.verificationEvent.findMany({ where: { localSupporterId }, orderBy: { createdAt: "asc" } });

async function adminAccount(tag = "lv-admin-acct") {
  const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, tag);
  users.track(account.id);
  await db.userRole.create({ data: { userId: account.id, role: "admin" } });
  return account;
}

describe("a new local supporter waits for review", () => {
  test("setting her city starts her as Pending Review with the event that put her in the queue; she sees why", async () => {
    const her = await users.actor(`lv-new-${token}`, { kind: "local", displayName: "New" });
    expect(await getOwnLocalVerification(her)).toMatchObject({ status: "pending", hasLocation: false });
    const reviewer = await admin(users, "lv-new-admin");
    const onboarded = await local(users, `lv-onboarded ${token}`, true, "pending");
    const row = await rowOf(onboarded.localSupporterId!);
    // Every admin is told once that she waits, with a link to the local queue.
    expect(
      await db.notification.findMany({
        where: { userId: reviewer.userId, idempotencyKey: { startsWith: `local-application:${row.id}` } },
        select: { kind: true, link: true },
      }),
    ).toEqual([{ kind: "admin_supporter_application", link: "/admin/verifications?type=local" }]);
    expect(row).toMatchObject({ verificationStatus: "pending", identitySeen: false, guidelinesAgreed: false, verifiedAt: null });
    expect((await eventsOf(row.id)).map((e) => [e.status, e.decidedById])).toEqual([["pending", null]]);
    expect(await getOwnLocalVerification(onboarded)).toEqual({ status: "pending", hasLocation: true, checklist: NONE, note: null, noteDate: null });
    // A support taker has no local review to read.
    await expect(getOwnLocalVerification(await taker(users, "lv-taker-own"))).rejects.toBeInstanceOf(AppError);
  });

  test("an event belongs to exactly one application", async () => {
    const her = await applicant("lv-check");
    const pro = await professional(users, "lv-check-pro");
    await expect(
      db.verificationEvent.create({
        data: { localSupporterId: her.localSupporterId, professionalSupporterId: pro.professionalSupporterId, status: "pending" },
      }),
    ).rejects.toThrow();
    await expect(db.verificationEvent.create({ data: { status: "pending" } })).rejects.toThrow();
  });
});

describe("the queue and decisions", () => {
  test("only admins read the queue; pending local supporters are listed, oldest first, with their checklist", async () => {
    for (const actor of [await taker(users, "lv-q-taker"), await local(users, "lv-q-local"), await professional(users, "lv-q-pro", "approved")]) {
      await expect(listLocalVerificationQueue(actor)).rejects.toBeInstanceOf(AppError);
    }
    const reviewer = await admin(users, "lv-q-admin");
    const first = await applicant("lv-q-first");
    const second = await applicant("lv-q-second");
    const items = [];
    const page1 = await listLocalVerificationQueue(reviewer, { filter: "pending" });
    items.push(...page1.items);
    for (let p = 2; p <= page1.pageCount; p++) items.push(...(await listLocalVerificationQueue(reviewer, { filter: "pending", page: p })).items);
    const mine = items.filter((i) => [first.userId, second.userId].includes(i.userId));
    expect(mine.map((i) => i.userId)).toEqual([first.userId, second.userId]);
    expect(mine[0]).toMatchObject({
      verificationStatus: "pending",
      city: expect.stringContaining("Chicago"),
      checklist: NONE,
      email: expect.stringMatching(/@test\.haven\.local$/),
    });
    expect(mine[0]!.events[0]).toMatchObject({ status: "pending", by: null });
    expect(page1.counts.pending).toBeGreaterThanOrEqual(2);
  });

  test("approve needs identity and guidelines; needs info and reject record notes; each decision is an event with the checklist", async () => {
    const reviewer = await admin(users, "lv-d-admin");
    const her = await applicant("lv-d-path");
    const id = her.localSupporterId;
    await expect(
      decideLocalVerification(reviewer, { localSupporterId: id, decision: "approved", checklist: { ...FULL, guidelinesAgreed: false } }),
    ).rejects.toThrow(APPROVAL_NEEDS_CHECKLIST);
    await decideLocalVerification(reviewer, {
      localSupporterId: id,
      decision: "needs_info",
      note: "Please book a video call.",
      checklist: { ...NONE, guidelinesAgreed: true },
    });
    expect(await getOwnLocalVerification(her)).toMatchObject({
      status: "needs_info",
      note: "Please book a video call.",
      checklist: { identitySeen: false, guidelinesAgreed: true, interviewNote: null },
    });
    const outcome = await decideLocalVerification(reviewer, {
      localSupporterId: id,
      decision: "approved",
      note: " ",
      expectedStatus: "needs_info",
      checklist: FULL,
    });
    expect(outcome).toMatchObject({ previous: "needs_info", status: "approved", note: null, userId: her.userId, localSupporterId: id });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      verificationStatus: "approved",
      identitySeen: true,
      guidelinesAgreed: true,
      interviewNote: "Video call, calm and clear",
      reviewedById: reviewer.userId,
    });
    expect(row.verifiedAt!.getTime()).toBe(outcome.decidedAt.getTime());
    // She learns only that the interview happened, never what the admin wrote.
    expect((await getOwnLocalVerification(her)).checklist.interviewNote).toBe("done");
    await expect(decideLocalVerification(reviewer, { localSupporterId: id, decision: "rejected", checklist: FULL })).rejects.toThrow(
      "Please add a note that explains this decision.",
    );
    await decideLocalVerification(reviewer, { localSupporterId: id, decision: "rejected", note: "Could not confirm identity", checklist: FULL });
    expect((await rowOf(id)).verifiedAt).toBeNull();
    const events = await eventsOf(id);
    expect(events.map((e) => [e.status, e.decidedById])).toEqual([
      ["pending", null],
      ["needs_info", reviewer.userId],
      ["approved", reviewer.userId],
      ["rejected", reviewer.userId],
    ]);
    expect(events[2]!.checklist).toEqual(FULL);
  });

  test("nobody but an admin decides or keeps the checklist, and an admin never on her own application", async () => {
    const her = await applicant("lv-self");
    const others: Actor[] = [
      her,
      await taker(users, "lv-self-taker"),
      await professional(users, "lv-self-pro", "approved"),
      await local(users, "lv-self-other"),
    ];
    for (const actor of others) {
      await expect(decideLocalVerification(actor, { localSupporterId: her.localSupporterId, decision: "approved", checklist: FULL })).rejects.toBeInstanceOf(
        AppError,
      );
      await expect(saveLocalChecklist(actor, { localSupporterId: her.localSupporterId, checklist: FULL })).rejects.toBeInstanceOf(AppError);
    }
    // An admin who also volunteers locally.
    await db.userRole.create({ data: { userId: her.userId, role: "admin" } });
    const herAsAdmin: Actor = { userId: her.userId, roles: ["local_supporter", "admin"] };
    await expect(decideLocalVerification(herAsAdmin, { localSupporterId: her.localSupporterId, decision: "approved", checklist: FULL })).rejects.toThrow(
      OWN_APPLICATION,
    );
    await expect(saveLocalChecklist(herAsAdmin, { localSupporterId: her.localSupporterId, checklist: FULL })).rejects.toThrow(OWN_APPLICATION);
    expect(await rowOf(her.localSupporterId)).toMatchObject({ verificationStatus: "pending", identitySeen: false });
    expect(await eventsOf(her.localSupporterId)).toHaveLength(1);
    await expect(
      decideLocalVerification(await admin(users, "lv-self-admin"), { localSupporterId: "no-such-id", decision: "approved", checklist: FULL }),
    ).rejects.toBeInstanceOf(AppError);
  });

  test("the checklist is saved as the review goes on, and cannot drop below an approval", async () => {
    const reviewer = await admin(users, "lv-cl-admin");
    const her = await applicant("lv-cl");
    await saveLocalChecklist(reviewer, {
      localSupporterId: her.localSupporterId,
      checklist: { identitySeen: true, guidelinesAgreed: false, interviewNote: "  " },
    });
    expect(await rowOf(her.localSupporterId)).toMatchObject({
      identitySeen: true,
      guidelinesAgreed: false,
      interviewNote: null,
      verificationStatus: "pending",
      reviewedById: reviewer.userId,
    });
    expect(await eventsOf(her.localSupporterId)).toHaveLength(1);
    await expect(saveLocalChecklist(reviewer, { localSupporterId: her.localSupporterId, checklist: FULL, expectedStatus: "approved" })).rejects.toThrow(
      /changed while you were looking at it/,
    );
    await decideLocalVerification(reviewer, { localSupporterId: her.localSupporterId, decision: "approved", checklist: FULL });
    await expect(saveLocalChecklist(reviewer, { localSupporterId: her.localSupporterId, checklist: { ...FULL, identitySeen: false } })).rejects.toBeInstanceOf(
      AppError,
    );
    expect((await rowOf(her.localSupporterId)).identitySeen).toBe(true);
  });
});

describe("the actions", () => {
  test("approval through the action: zod refuses an incomplete checklist first; then she is e-mailed in local words and told in the bell", async () => {
    const reviewer = await adminAccount();
    const her = await applicant("lv-act");
    await db.user.update({ where: { id: her.userId }, data: { emailVerified: true } });
    useBrowser(reviewer.cookies);
    const refused = await decideLocalVerificationAction({
      localSupporterId: her.localSupporterId,
      decision: "approved",
      expectedStatus: "pending",
      identitySeen: true,
      guidelinesAgreed: false,
    });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { guidelinesAgreed: APPROVAL_NEEDS_CHECKLIST } });
    expect((await rowOf(her.localSupporterId)).verificationStatus).toBe("pending");
    const result = await decideLocalVerificationAction({ localSupporterId: her.localSupporterId, decision: "approved", expectedStatus: "pending", ...FULL });
    expect(result).toEqual({ ok: true, data: { status: "approved", fullName: `lv-act ${token}`, email: "queued" } });
    const mail = (await until(
      () => db.emailOutbox.findFirst({ where: { userId: her.userId, template: "verification-approved" } }),
      (row) => row !== null,
    ))!;
    expect(mail.subject).toBe("An update on your application");
    expect(mail.text).toContain("People near you who are looking for help can now find you");
    expect(mail.text).toContain("/dashboard/local");
    expect(await db.notification.findMany({ where: { userId: her.userId }, select: { title: true, link: true } })).toEqual([
      { title: "An update on your application", link: "/dashboard/local" },
    ]);
  });

  test("two admins deciding at once: only the first applies, with one event and one e-mail", async () => {
    const [first, second] = [await adminAccount("lv-race-a"), await adminAccount("lv-race-b")];
    const her = await applicant("lv-race");
    await db.user.update({ where: { id: her.userId }, data: { emailVerified: true } });
    useBrowser(first.cookies);
    const approved = decideLocalVerificationAction({ localSupporterId: her.localSupporterId, decision: "approved", expectedStatus: "pending", ...FULL });
    useBrowser(second.cookies);
    const rejected = decideLocalVerificationAction({
      localSupporterId: her.localSupporterId,
      decision: "rejected",
      note: "No",
      expectedStatus: "pending",
      ...FULL,
    });
    const results = await Promise.all([approved, rejected]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: expect.stringMatching(/changed while you were looking at it/) });
    expect((await eventsOf(her.localSupporterId)).map((e) => e.status)).toHaveLength(2);
    const count = () => db.emailOutbox.count({ where: { userId: her.userId, template: { startsWith: "verification-" } } });
    await until(count, (n) => n > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await count()).toBe(1);
  });

  test("refused without a session, for a non-admin and for the local supporter herself", async () => {
    const her = await applicant("lv-act-refused");
    useBrowser();
    expect(await saveLocalChecklistAction({ localSupporterId: her.localSupporterId, expectedStatus: "pending", ...FULL })).toEqual({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
    const self = await signUpAccount({ kind: "local", displayName: "Self" }, "lv-self-acct");
    users.track(self.id);
    await completeLocalOnboarding({ userId: self.id, roles: ["local_supporter"] }, place("Chicago, IL"));
    const own = await db.localSupporter.findUniqueOrThrow({ where: { userId: self.id } });
    useBrowser(self.cookies);
    for (const id of [her.localSupporterId, own.id]) {
      expect(await decideLocalVerificationAction({ localSupporterId: id, decision: "approved", expectedStatus: "pending", ...FULL })).toEqual({
        ok: false,
        error: "You do not have access to this.",
        code: "forbidden",
      });
      expect(await saveLocalChecklistAction({ localSupporterId: id, expectedStatus: "pending", ...FULL })).toEqual({
        ok: false,
        error: "You do not have access to this.",
        code: "forbidden",
      });
    }
    expect(await rowOf(her.localSupporterId)).toMatchObject({ verificationStatus: "pending", identitySeen: false });
  });
});

describe("until approved she is nowhere people look for help, and gets no alerts or requests", () => {
  test("directory, matching, public profile, alert predicate, landing counts and her map follow the decision", async () => {
    const reviewer = await admin(users, "lv-vis-admin");
    const viewer = await taker(users, "lv-vis-taker");
    const her = await applicant("lv-vis");
    const inDirectory = async () => (await listDirectory(viewer, { tab: "local", query: `lv-vis ${token}`, page: 1, near: null })).items.map((i) => i.user_id);
    const inMatching = async () => (await matchSupporters(viewer, { limit: 10_000 })).matches.map((m) => m.user_id);
    const alertable = async () =>
      (await db.localSupporter.findMany({ where: approvedLocalSupporterWhere({ userId: her.userId }), select: { userId: true } })).length;
    const alertableSql = async () =>
      (
        await db.$queryRaw<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM local_supporters l WHERE ${approvedLocalSupporterSql("l")} AND l."userId" = ${her.userId}`
      )[0]!.n;
    const chat = await db.supportChat.create({
      data: { userId: viewer.userId, supporterUserId: her.userId, chatType: "local_support", title: "Walk to the bus" },
    });
    const landingBefore = (await getLandingCounts()).localSupporters;

    const hidden = async () => {
      expect(await inDirectory()).toEqual([]);
      expect(await inMatching()).not.toContain(her.userId);
      expect(await getPublicSupporterProfile(viewer, her.localSupporterId)).toBeNull();
      expect(await getSupporterVisibility(her.userId)).toEqual({ professional: false, local: false });
      expect(await alertable()).toBe(0);
      expect(await alertableSql()).toBe(0);
      expect(await listNearbyOpenRequests(her)).toMatchObject({ approved: false, alerts: [], requests: [] });
    };
    await hidden();

    await decideLocalVerification(reviewer, { localSupporterId: her.localSupporterId, decision: "approved", checklist: FULL });
    expect(await inDirectory()).toEqual([her.userId]);
    expect(await inMatching()).toContain(her.userId);
    expect(await getPublicSupporterProfile(viewer, her.localSupporterId)).toMatchObject({ kind: "local", userId: her.userId });
    expect(await alertable()).toBe(1);
    expect(await alertableSql()).toBe(1);
    expect(await listNearbyOpenRequests(her)).toMatchObject({ approved: true, requests: [{ id: chat.id }] });
    expect((await getLandingCounts()).localSupporters).toBe(landingBefore + 1);

    await decideLocalVerification(reviewer, {
      localSupporterId: her.localSupporterId,
      decision: "rejected",
      note: "Identity could not be confirmed",
      checklist: FULL,
    });
    await hidden();
  });

  test("the SQL predicate refuses anything but a plain alias", () => {
    expect(() => approvedLocalSupporterSql('l"; DROP TABLE users; --')).toThrow();
    expect(approvedLocalSupporterSql("lx")).toBeInstanceOf(Prisma.Sql);
  });
});
