import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Files go to a throw-away folder (read by lib/env on first use, after this line).
const UPLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "haven-admin-tools-"));
process.env.UPLOAD_DIR = UPLOADS;

import { verifyPassword } from "better-auth/crypto";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { countSampleAccounts, removeSampleData, SAMPLE_DATA_REFUSED, seedMockSupporters, seedSampleData } from "@/lib/data/sample-data";
import { fixMissingAvatars, generateMissingAvatars, uploadClaraAvatar } from "@/lib/data/avatars";
import { listAuditEntries } from "@/lib/data/admin-audit";
import { decideVerification } from "@/lib/data/verifications";
import { decideLocalVerification } from "@/lib/data/local-verifications";
import { backfillRoadmaps } from "@/lib/data/roadmap-generation";
import { approvedSupporterIds } from "@/lib/data/alert-recipients";
import { storage } from "@/lib/services/storage";
import { avatarKeyOf } from "@/lib/domain/uploads/avatar";
import { CLARA_STORED_KEY } from "@/lib/domain/uploads/clara-avatar";
import { MOCK_SUPPORTERS, SAMPLE_ACCOUNTS } from "@/lib/domain/sample-data/accounts";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, professional, taker } from "@/tests/jest/supporter-factories";
import { completedAssessment } from "@/tests/jest/directory-factories";

let mockAllowSample = true;
jest.mock("@/lib/env", () => ({ ...jest.requireActual("@/lib/env"), sampleDataAllowed: () => mockAllowSample }));

import { seedSampleDataAction, removeSampleDataAction } from "@/lib/actions/sample-data";
import { seedMockSupportersAction } from "@/app/(app)/admin/seed-mock-supporters/actions";
import { generateAvatarsAction } from "@/app/(app)/admin/avatars/actions";
import { fixAvatarsAction } from "@/app/(app)/admin/fix-avatars/actions";
import { uploadClaraAvatarAction } from "@/app/(app)/admin/upload-clara-avatar/actions";
import { GET as getClaraAvatar } from "@/app/api/avatars/clara/route";

const users = userTracker();
let boss: Actor;
let others: Actor[];

beforeAll(async () => {
  await db.user.deleteMany({ where: { isSample: true } });
  boss = await admin(users, "tools-admin");
  others = [await taker(users, "tools-taker"), await professional(users, "tools-pro", "approved"), await local(users, "tools-local")];
});
afterAll(async () => {
  await db.user.deleteMany({ where: { isSample: true } });
  await users.cleanup();
  await db.$disconnect();
  fs.rmSync(UPLOADS, { recursive: true, force: true });
});

const auditCount = (action: string) => db.adminAuditEntry.count({ where: { action } });

describe("every admin tool is refused to anyone who is not an admin, and nothing changes", () => {
  test("data functions", async () => {
    const before = await db.adminAuditEntry.count();
    for (const actor of others) {
      await expect(seedSampleData(actor)).rejects.toBeInstanceOf(AppError);
      await expect(seedMockSupporters(actor)).rejects.toBeInstanceOf(AppError);
      await expect(removeSampleData(actor)).rejects.toBeInstanceOf(AppError);
      await expect(countSampleAccounts(actor)).rejects.toBeInstanceOf(AppError);
      await expect(generateMissingAvatars(actor)).rejects.toBeInstanceOf(AppError);
      await expect(fixMissingAvatars(actor)).rejects.toBeInstanceOf(AppError);
      await expect(uploadClaraAvatar(actor)).rejects.toBeInstanceOf(AppError);
      await expect(backfillRoadmaps(actor)).rejects.toBeInstanceOf(AppError);
      await expect(listAuditEntries(actor)).rejects.toBeInstanceOf(AppError);
    }
    expect(await db.user.count({ where: { isSample: true } })).toBe(0);
    expect(await db.adminAuditEntry.count()).toBe(before);
  });

  test("server actions, for a signed-in support taker", async () => {
    const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "tools-acct");
    users.track(account.id);
    useBrowser(account.cookies);
    const refused = { ok: false, error: "You do not have access to this.", code: "forbidden" };
    expect(await seedSampleDataAction({})).toEqual(refused);
    expect(await removeSampleDataAction({ confirm: "remove" })).toEqual(refused);
    expect(await seedMockSupportersAction({})).toEqual(refused);
    expect(await generateAvatarsAction({})).toEqual(refused);
    expect(await fixAvatarsAction({})).toEqual(refused);
    expect(await uploadClaraAvatarAction({})).toEqual(refused);
    expect(await db.user.count({ where: { isSample: true } })).toBe(0);
  });
});

describe("Seed Sample Data", () => {
  test("makes the spec's accounts, approved and visible, with stories and reviews; a second run creates nothing new; audited", async () => {
    const first = await seedSampleData(boss);
    expect(first.created).toEqual({ support_takers: 3, professional_supporters: 5, local_supporters: 5, stories: 3, reviews: 5 });
    expect(first.credentials).toHaveLength(13);
    const sample = await db.user.findMany({ where: { isSample: true }, include: { professionalSupporter: true, localSupporter: true, assessments: true } });
    expect(sample).toHaveLength(13);
    const pros = sample.filter((u) => u.professionalSupporter);
    expect(pros).toHaveLength(5);
    expect(pros.every((u) => u.professionalSupporter!.verificationStatus === "approved")).toBe(true);
    expect(pros.filter((u) => u.localSupporter)).toHaveLength(2);
    const locals = sample.filter((u) => u.localSupporter);
    expect(locals).toHaveLength(7);
    expect(
      locals.every((u) => u.localSupporter!.verificationStatus === "approved" && u.localSupporter!.hasLocation && u.localSupporter!.locationLat !== 0),
    ).toBe(true);
    const stories = sample.flatMap((u) => u.assessments);
    expect(stories).toHaveLength(3);
    expect(stories.every((s) => s.assessmentCompleted && s.roadmapData !== null && Array.isArray(s.immediateActions))).toBe(true);

    // The listed password signs in (better-auth's own check of the stored hash).
    const credential = first.credentials[0]!;
    const account = await db.account.findFirstOrThrow({ where: { user: { email: credential.email } } });
    expect(await verifyPassword({ hash: account.password!, password: credential.password })).toBe(true);

    const second = await seedSampleData(boss);
    expect(second.created).toEqual({ support_takers: 0, professional_supporters: 0, local_supporters: 0, stories: 0, reviews: 0 });
    expect(second.skipped).toBe(13);
    expect(second.credentials).toEqual(first.credentials);
    expect(await db.user.count({ where: { isSample: true } })).toBe(13);
    expect(await db.assessmentConversation.count({ where: { user: { isSample: true } } })).toBe(3);
    expect(await db.review.count({ where: { author: { isSample: true } } })).toBe(5);

    const entries = await db.adminAuditEntry.findMany({ where: { action: "tools.seed", actorId: boss.userId }, orderBy: { createdAt: "asc" } });
    expect(entries).toHaveLength(2);
    expect(entries[0]!.details).toMatchObject({ created: { support_takers: 3 } });
    // Never a sample account's e-mail address in what the log says.
    expect(JSON.stringify(entries.map((e) => [e.summary, e.details]))).not.toMatch(/@/);
  });

  test("refused in production without ALLOW_SAMPLE_DATA, through the action too", async () => {
    mockAllowSample = false;
    try {
      await expect(seedSampleData(boss)).rejects.toThrow(SAMPLE_DATA_REFUSED);
      await expect(seedMockSupporters(boss)).rejects.toThrow(SAMPLE_DATA_REFUSED);
      const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "tools-admin-acct");
      users.track(account.id);
      await db.userRole.create({ data: { userId: account.id, role: "admin" } });
      useBrowser(account.cookies);
      expect(await seedSampleDataAction({})).toMatchObject({ ok: false, error: SAMPLE_DATA_REFUSED, code: "forbidden" });
    } finally {
      mockAllowSample = true;
    }
  });

  test("an address a real account holds is skipped, and that account is never marked or removed", async () => {
    await db.user.deleteMany({ where: { isSample: true } });
    const real = await users.create("tools-real");
    const taken = SAMPLE_ACCOUNTS[0]!.email;
    await db.user.update({ where: { id: real.id }, data: { email: taken } });
    try {
      const result = await seedSampleData(boss);
      expect(result.skipped).toBe(1);
      expect(result.created.support_takers).toBe(2);
      expect((await db.user.findUniqueOrThrow({ where: { id: real.id } })).isSample).toBe(false);
      await removeSampleData(boss);
      expect(await db.user.findUnique({ where: { id: real.id } })).not.toBeNull();
    } finally {
      await db.user.delete({ where: { id: real.id } });
    }
  });
});

test("sample local supporters are never told of an emergency alert; a real approved one is", async () => {
  await seedSampleData(boss);
  const sampleLocals = await db.localSupporter.findMany({ where: { user: { isSample: true } }, select: { id: true } });
  expect(sampleLocals).toHaveLength(7);
  const real = (await db.localSupporter.findUniqueOrThrow({ where: { userId: others[2]!.userId }, select: { id: true } })).id;
  expect([...(await approvedSupporterIds([...sampleLocals.map((l) => l.id), real]))]).toEqual([real]);
  await removeSampleData(boss);
});

describe("Seed Mock Supporters", () => {
  test("6 approved mock professionals; a repeat updates them and creates none; audited", async () => {
    const first = await seedMockSupporters(boss);
    expect(first.supporters.map((s) => s.status)).toEqual(Array(6).fill("created"));
    const emails = MOCK_SUPPORTERS.map((m) => m.email);
    const rows = await db.professionalSupporter.findMany({ where: { user: { email: { in: emails }, isSample: true } } });
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.verificationStatus === "approved")).toBe(true);
    // Someone changed one; the repeat brings it back.
    await db.professionalSupporter.update({ where: { id: rows[0]!.id }, data: { professionalTitle: "Changed", verificationStatus: "needs_info" } });
    const second = await seedMockSupporters(boss);
    expect(second.supporters.map((s) => s.status)).toEqual(Array(6).fill("updated"));
    expect(second.message).toBe("0 mock supporters created, 6 updated.");
    const again = await db.professionalSupporter.findUniqueOrThrow({ where: { id: rows[0]!.id } });
    expect(again.verificationStatus).toBe("approved");
    expect(again.professionalTitle).not.toBe("Changed");
    expect(await db.user.count({ where: { email: { in: emails } } })).toBe(6);
    expect(await auditCount("tools.seed_mock_supporters")).toBeGreaterThanOrEqual(2);
  });
});

describe("Remove sample data", () => {
  test("removes every sample account and what hangs off it; real accounts, their stories and chats stay; audited", async () => {
    await seedSampleData(boss);
    await seedMockSupporters(boss);
    const realTaker = await taker(users, "tools-real-taker");
    const story = await completedAssessment(realTaker.userId);
    const realPro = others[1]!;
    const samplePro = await db.user.findFirstOrThrow({ where: { isSample: true, professionalSupporter: { isNot: null } } });
    // A real woman wrote to a sample supporter: her conversation stays.
    const chat = await db.supportChat.create({
      data: { userId: realTaker.userId, supporterUserId: samplePro.id, chatType: "professional_support", title: "Chat with sample" },
    });
    await db.chatMessage.create({ data: { chatId: chat.id, senderId: realTaker.userId, content: "Hello", seq: 1 } });
    const realUsersBefore = await db.user.count({ where: { isSample: false } });

    const count = await countSampleAccounts(boss);
    expect(count).toBeGreaterThanOrEqual(19);
    const { removed } = await removeSampleData(boss);
    expect(removed).toBe(count);
    expect(await db.user.count({ where: { isSample: true } })).toBe(0);
    expect(await db.user.count({ where: { isSample: false } })).toBe(realUsersBefore);
    expect(await db.assessmentConversation.findUnique({ where: { id: story.id } })).not.toBeNull();
    expect(await db.professionalSupporter.findUnique({ where: { userId: realPro.userId } })).not.toBeNull();
    expect(await db.supportChat.findUniqueOrThrow({ where: { id: chat.id } })).toMatchObject({ supporterUserId: null });
    expect(await db.chatMessage.count({ where: { chatId: chat.id } })).toBe(1);
    const entry = await db.adminAuditEntry.findFirstOrThrow({ where: { action: "tools.remove_sample_data" }, orderBy: { createdAt: "desc" } });
    expect(entry).toMatchObject({ actorId: boss.userId, details: { removed: count } });
  });

  test("the action needs the confirmation", async () => {
    const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "tools-admin-confirm");
    users.track(account.id);
    await db.userRole.create({ data: { userId: account.id, role: "admin" } });
    await seedMockSupporters(boss);
    useBrowser(account.cookies);
    expect(await removeSampleDataAction({})).toMatchObject({ ok: false });
    expect(await db.user.count({ where: { isSample: true } })).toBe(6);
    expect(await removeSampleDataAction({ confirm: "remove" })).toEqual({ ok: true, data: { removed: 6 } });
    expect(await db.user.count({ where: { isSample: true } })).toBe(0);
  });
});

describe("avatars", () => {
  const avatarsOf = async (userId: string) => {
    const row = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        profile: { select: { avatarUrl: true } },
        professionalSupporter: { select: { avatarUrl: true } },
        localSupporter: { select: { avatarUrl: true } },
      },
    });
    return [row.profile?.avatarUrl, row.professionalSupporter?.avatarUrl, row.localSupporter?.avatarUrl];
  };

  test("Avatar Generator: a stored PNG for everyone without one, a picture she chose kept, counts with a failure; audited", async () => {
    const pro = await professional(users, "av-pro", "approved");
    const plain = await taker(users, "av-taker");
    const failing = await taker(users, "av-fail");
    const chosen = await taker(users, "av-chosen");
    await db.profile.update({ where: { userId: chosen.userId }, data: { avatarUrl: "/api/avatars/x/00000000-0000-0000-0000-000000000000.png" } });
    const driver = storage();
    const put = driver.put.bind(driver);
    const spy = jest.spyOn(driver, "put").mockImplementation(async (key, body, type) => {
      if (key.includes(failing.userId)) throw new Error("Storage is full");
      return put(key, body, type);
    });
    let outcome;
    try {
      outcome = await generateMissingAvatars(boss);
    } finally {
      spy.mockRestore();
    }
    expect(outcome.successCount).toBe(outcome.results.filter((r) => r.success).length);
    expect(outcome.totalUsers).toBe(outcome.results.length);
    expect(outcome.successCount).toBeLessThan(outcome.totalUsers);
    expect(outcome.results.find((r) => r.userId === failing.userId)).toEqual({ userId: failing.userId, success: false, error: "Storage is full" });
    expect(outcome.results.find((r) => r.userId === plain.userId)).toEqual({ userId: plain.userId, success: true });
    expect(outcome.results.some((r) => r.userId === chosen.userId)).toBe(false);

    const [profileUrl, proUrl] = await avatarsOf(pro.userId);
    expect(profileUrl).toMatch(/^\/api\/avatars\/[^/]+\/[0-9a-f-]{36}\.png$/);
    expect(proUrl).toBe(profileUrl);
    const bytes = await storage().get(avatarKeyOf(profileUrl)!);
    expect(Buffer.from(bytes!).subarray(1, 4).toString()).toBe("PNG");
    expect((await avatarsOf(failing.userId))[0]).toBeNull();
    expect((await avatarsOf(chosen.userId))[0]).toBe("/api/avatars/x/00000000-0000-0000-0000-000000000000.png");

    const entry = await db.adminAuditEntry.findFirstOrThrow({ where: { action: "tools.avatars" }, orderBy: { createdAt: "desc" } });
    expect(entry.details).toMatchObject({
      totalUsers: outcome.totalUsers,
      successCount: outcome.successCount,
      failed: expect.arrayContaining([failing.userId]),
    });

    // Run again: those who have one are not counted again.
    const again = await generateMissingAvatars(boss);
    expect(again.results.some((r) => r.userId === pro.userId || r.userId === plain.userId)).toBe(false);
    expect(again.results.find((r) => r.userId === failing.userId)).toEqual({ userId: failing.userId, success: true });
  });

  test("Fix Missing Avatars: Scanned, Found, Generated and Failed with an error list; audited", async () => {
    const ok = await taker(users, "fix-ok");
    const gone = await professional(users, "fix-gone", "approved");
    const bad = await taker(users, "fix-bad");
    await generateMissingAvatars(boss);
    const [goneUrl] = await avatarsOf(gone.userId);
    await storage().remove(avatarKeyOf(goneUrl)!);
    await db.profile.update({ where: { userId: bad.userId }, data: { avatarUrl: null } });
    const driver = storage();
    const put = driver.put.bind(driver);
    const spy = jest.spyOn(driver, "put").mockImplementation(async (key, body, type) => {
      if (key.includes(bad.userId)) throw new Error("Storage is down");
      return put(key, body, type);
    });
    let outcome;
    try {
      outcome = await fixMissingAvatars(boss);
    } finally {
      spy.mockRestore();
    }
    const d = outcome.details;
    expect(d.scanned).toBeGreaterThanOrEqual(3);
    expect(d.existingInStorage).toBeGreaterThanOrEqual(1);
    expect(d.generated).toBeGreaterThanOrEqual(1);
    expect(d.failed).toBe(d.errors.length);
    expect(d.errors).toContainEqual({ userId: bad.userId, error: "Storage is down" });
    expect(outcome.success).toBe(false);
    expect(outcome.message).toBe(`Scanned ${d.scanned}, found ${d.existingInStorage}, generated ${d.generated}, failed ${d.failed}.`);
    const [newProfile, newPro] = await avatarsOf(gone.userId);
    expect(newProfile).not.toBe(goneUrl);
    expect(newPro).toBe(newProfile);
    expect(await storage().get(avatarKeyOf(newProfile)!)).not.toBeNull();
    const okUrl = (await avatarsOf(ok.userId))[0];
    expect(okUrl).toBeTruthy();
    const entry = await db.adminAuditEntry.findFirstOrThrow({ where: { action: "tools.fix_avatars" }, orderBy: { createdAt: "desc" } });
    expect(entry.details).toMatchObject({ scanned: d.scanned, generated: d.generated, failed: d.failed });

    // Nothing left to fix for her once storage works again.
    const again = await fixMissingAvatars(boss);
    expect(again.details.errors.some((e) => e.userId === bad.userId)).toBe(false);
    expect((await avatarsOf(ok.userId))[0]).toBe(okUrl);
  });

  test("Clara's picture goes into storage and its address answers it; audited", async () => {
    const { avatarUrl } = await uploadClaraAvatar(boss);
    expect(avatarUrl).toBe("/api/avatars/clara");
    expect(await storage().get(CLARA_STORED_KEY)).not.toBeNull();
    const response = await getClaraAvatar();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await auditCount("tools.upload_clara_avatar")).toBeGreaterThanOrEqual(1);
  });
});

describe("other admin actions are audited in the same transaction", () => {
  test("professional and local verification decisions", async () => {
    const applicant = await professional(users, "aud-pro");
    await decideVerification(boss, { professionalSupporterId: applicant.professionalSupporterId, decision: "approved" });
    const entry = await db.adminAuditEntry.findFirstOrThrow({ where: { targetId: applicant.professionalSupporterId } });
    expect(entry).toMatchObject({
      actorId: boss.userId,
      action: "verification.approved",
      targetType: "professional_supporter",
      details: { previous: "pending", status: "approved" },
    });

    const neighbour = await local(users, "aud-local", true, "pending");
    const checklist = { identitySeen: true, guidelinesAgreed: true, interviewNote: "Met" };
    await decideLocalVerification(boss, { localSupporterId: neighbour.localSupporterId!, decision: "approved", checklist });
    const localEntry = await db.adminAuditEntry.findFirstOrThrow({ where: { targetId: neighbour.localSupporterId!, action: "local_verification.approved" } });
    expect(localEntry).toMatchObject({ actorId: boss.userId, targetType: "local_supporter" });

    // A refused decision records nothing.
    const before = await db.adminAuditEntry.count();
    await expect(
      decideVerification(boss, { professionalSupporterId: applicant.professionalSupporterId, decision: "approved", expectedStatus: "pending" }),
    ).rejects.toThrow();
    expect(await db.adminAuditEntry.count()).toBe(before);
  });

  test("the roadmap backfill (admin tool), and not her own fallback", async () => {
    const before = await auditCount("tools.backfill_roadmaps");
    await backfillRoadmaps(boss);
    expect(await auditCount("tools.backfill_roadmaps")).toBe(before + 1);
    const her = await taker(users, "aud-her");
    const story = await completedAssessment(her.userId);
    await backfillRoadmaps(her, { conversationId: story.id });
    expect(await auditCount("tools.backfill_roadmaps")).toBe(before + 1);
  });

  test("the log lists them newest first and filters by action", async () => {
    const log = await listAuditEntries(boss, { action: "tools." });
    expect(log.entries.length).toBeGreaterThan(0);
    expect(log.entries.every((e) => e.action.startsWith("tools."))).toBe(true);
    const times = log.entries.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
