import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { useBrowser } from "@/tests/jest/fake-next";
import { freshIp, sessionUserId, signInElsewhere, signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, chat, local, professional, taker } from "@/tests/jest/supporter-factories";

import { getUserDetail, listUsers, reactivateUser, revealUserEmail, setAdminRole, suspendUser } from "@/lib/data/user-admin";
import { closeContactMessage, createContactMessage, createReport, getMyReport, listModerationQueue, listMyReports, moderateReport } from "@/lib/data/reports";
import { listDirectory } from "@/lib/data/directory";
import { approvedSupporterIds } from "@/lib/data/alert-recipients";
import { isVisibleSupporter } from "@/lib/data/supporter-visibility";
import { getPublicSupporterProfile } from "@/lib/data/supporter-profiles";
import { sendMessage } from "@/lib/data/chat-send";
import { signInAction } from "@/lib/actions/auth";
import { revealEmailAction, setAdminRoleAction, suspendUserAction } from "@/app/(app)/admin/users/actions";
import { moderateReportAction } from "@/app/(app)/admin/reports/actions";
import { contactAction, reportAction } from "@/lib/actions/reports";
import { SUSPENDED_NOTICE, SUSPENDED_SEND_NOTICE } from "@/lib/domain/moderation/reports";
import { maskAddress } from "@/lib/domain/email/privacy";

// Issue 18: user management, suspension and its effects, reports and the staff inbox.
const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const token = `Mq${randomUUID().slice(0, 6)}`;

async function auditOf(action: string, targetId: string) {
  return db.adminAuditEntry.findMany({ where: { action, targetId }, select: { actorId: true, summary: true, details: true } });
}

async function nonAdmins(tag: string): Promise<Actor[]> {
  return [await taker(users, `${tag}-t`), await professional(users, `${tag}-p`, "approved"), await local(users, `${tag}-l`)];
}

describe("every admin function is refused to non-admins", () => {
  test("users, reports and contact functions refuse (AppError forbidden) and change nothing", async () => {
    const target = await taker(users, "mod-target");
    const report = await db.report.create({ data: { kind: "report", subjectUserId: target.userId, reason: "spam", severity: 1 } });
    for (const actor of await nonAdmins("mod-refuse")) {
      await expect(listUsers(actor)).rejects.toBeInstanceOf(AppError);
      await expect(getUserDetail(actor, target.userId)).rejects.toBeInstanceOf(AppError);
      await expect(revealUserEmail(actor, target.userId)).rejects.toBeInstanceOf(AppError);
      await expect(suspendUser(actor, { userId: target.userId, reason: "x" })).rejects.toBeInstanceOf(AppError);
      await expect(reactivateUser(actor, { userId: target.userId, reason: "x" })).rejects.toBeInstanceOf(AppError);
      await expect(setAdminRole(actor, { userId: target.userId, grant: true, reason: "x" })).rejects.toBeInstanceOf(AppError);
      await expect(listModerationQueue(actor)).rejects.toBeInstanceOf(AppError);
      await expect(moderateReport(actor, { reportId: report.id, decision: "suspend", note: "x" })).rejects.toBeInstanceOf(AppError);
      await expect(closeContactMessage(actor, { reportId: report.id })).rejects.toBeInstanceOf(AppError);
    }
    const after = await db.user.findUniqueOrThrow({ where: { id: target.userId }, select: { suspendedAt: true, roles: { select: { role: true } } } });
    expect(after).toEqual({ suspendedAt: null, roles: [{ role: "support_taker" }] });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).status).toBe("open");
    expect(await db.adminAuditEntry.count({ where: { targetId: { in: [target.userId, report.id] } } })).toBe(0);
  });

  test("the actions answer a signed-in non-admin with a refusal", async () => {
    const her = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "mod-act");
    users.track(her.id);
    const target = await taker(users, "mod-act-target");
    useBrowser(her.cookies);
    expect(await revealEmailAction({ userId: target.userId })).toEqual({ ok: false, error: "You do not have access to this.", code: "forbidden" });
    expect(await suspendUserAction({ userId: target.userId, reason: "x" })).toEqual({ ok: false, error: "You do not have access to this.", code: "forbidden" });
    expect(await setAdminRoleAction({ userId: her.id, grant: true, reason: "x" })).toEqual({
      ok: false,
      error: "You do not have access to this.",
      code: "forbidden",
    });
    expect(await moderateReportAction({ reportId: "r1", decision: "dismiss", note: "" })).toEqual({
      ok: false,
      error: "You do not have access to this.",
      code: "forbidden",
    });
    expect(await db.userRole.count({ where: { userId: her.id, role: "admin" } })).toBe(0);
  });
});

describe("user management for admins", () => {
  test("a taker's address is masked in the list and search finds her only by the full address", async () => {
    const staff = await admin(users, "mod-list-admin");
    const her = await users.actor(`mod-list-${token}`, { kind: "support_taker", stayAnonymous: false });
    const email = (await db.user.findUniqueOrThrow({ where: { id: her.userId } })).email;
    const pro = await professional(users, `mod-pro-${token}`, "approved");
    const proEmail = (await db.user.findUniqueOrThrow({ where: { id: pro.userId } })).email;

    const partial = await listUsers(staff, { q: `mod-list-${token}` });
    expect(partial.items.map((i) => i.id)).not.toContain(her.userId);
    const full = await listUsers(staff, { q: email.toUpperCase() });
    expect(full.items).toHaveLength(1);
    expect(full.items[0]).toMatchObject({ id: her.userId, email: maskAddress(email), emailMasked: true, roles: ["support_taker"], suspended: false });
    expect(full.items[0]!.email).not.toContain(email.split("@")[0]!.slice(1));
    // LIKE's wildcards are what she typed, not a way to spell her address out a letter at a time.
    const [local, domain] = email.split("@") as [string, string];
    for (const probe of [`${local.slice(0, 3)}%`, `${local.slice(0, 3)}%@${domain}`, `${local.slice(0, -1)}_@${domain}`, `%${domain}`, "%"]) {
      expect((await listUsers(staff, { q: probe })).items.map((i) => i.id)).not.toContain(her.userId);
    }
    // A supporter's address is not hers to hide, and a part of it finds her.
    const byPart = await listUsers(staff, { q: `mod-pro-${token}` });
    expect(byPart.items.map((i) => [i.id, i.email, i.emailMasked])).toEqual([[pro.userId, proEmail, false]]);
    // By role, 25 a page.
    const byRole = await listUsers(staff, { role: "professional_supporter", q: `Dr mod-pro-${token}` });
    expect(byRole.items.map((i) => i.id)).toEqual([pro.userId]);
    const page = await listUsers(staff, {});
    expect(page.items.length).toBeLessThanOrEqual(25);
  });

  test("last seen comes from her sessions", async () => {
    const staff = await admin(users, "mod-seen-admin");
    const her = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "mod-seen");
    users.track(her.id);
    const detail = await getUserDetail(staff, her.id);
    expect(detail?.lastSeenAt).toBeInstanceOf(Date);
    expect(detail?.activeSessions).toBeGreaterThanOrEqual(1);
  });

  test("revealing an address is audited without the address", async () => {
    const staff = await admin(users, "mod-reveal-admin");
    const her = await taker(users, "mod-reveal");
    const email = (await db.user.findUniqueOrThrow({ where: { id: her.userId } })).email;
    expect(await revealUserEmail(staff, her.userId)).toBe(email);
    const entries = await auditOf("user.reveal_email", her.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).toBe(staff.userId);
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  test("the admin role: granted and removed with an audit entry, never one's own, never the only role", async () => {
    const staff = await admin(users, "mod-role-admin");
    const her = await professional(users, "mod-role", "approved");
    await setAdminRole(staff, { userId: her.userId, grant: true, reason: "Joined the team" });
    expect((await db.userRole.findMany({ where: { userId: her.userId }, select: { role: true } })).map((r) => r.role).sort()).toEqual([
      "admin",
      "professional_supporter",
    ]);
    await setAdminRole(staff, { userId: her.userId, grant: false, reason: "Left the team" });
    expect(await db.userRole.count({ where: { userId: her.userId, role: "admin" } })).toBe(0);
    expect((await auditOf("user.grant_admin", her.userId)).map((e) => e.details)).toEqual([{ reason: "Joined the team" }]);
    expect((await auditOf("user.remove_admin", her.userId)).map((e) => e.details)).toEqual([{ reason: "Left the team" }]);
    await expect(setAdminRole(staff, { userId: staff.userId, grant: false, reason: "x" })).rejects.toThrow("You cannot change your own admin role.");
    const onlyAdmin = await users.create("mod-only-admin");
    await db.userRole.create({ data: { userId: onlyAdmin.id, role: "admin" } });
    await expect(setAdminRole(staff, { userId: onlyAdmin.id, grant: false, reason: "x" })).rejects.toThrow(/only role/);
    expect(await db.userRole.count({ where: { userId: onlyAdmin.id, role: "admin" } })).toBe(1);
  });
});

describe("suspension", () => {
  test("ends her sessions, refuses sign-in with a notice, hides her everywhere and stops her messages; reactivation undoes it", async () => {
    const staff = await admin(users, "mod-susp-admin");
    const account = await signUpAccount({ kind: "local", displayName: `Susp ${token}` }, "mod-susp");
    users.track(account.id);
    const { completeLocalOnboarding } = await import("@/lib/data/onboarding");
    const { findPlace } = await import("@/lib/services/geo");
    const found = findPlace("Chicago, IL");
    if (found.kind !== "match") throw new Error("Chicago should match");
    const supporter: Actor = { userId: account.id, roles: ["local_supporter"] };
    await completeLocalOnboarding(supporter, found.place);
    const row = await db.localSupporter.update({
      where: { userId: account.id },
      data: { verificationStatus: "approved", verifiedAt: new Date(), displayName: `Susp ${token}` },
      select: { id: true },
    });
    const viewer = await taker(users, "mod-susp-viewer");
    const conversation = await chat(viewer.userId, account.id, ["her"]);
    const elsewhere = await signInElsewhere(account);
    const directory = () => listDirectory(viewer, { tab: "local", query: `Susp ${token}`, page: 1, near: null });

    // Before: signed in twice, listed, alertable, visible.
    expect(await sessionUserId(account.cookies)).toBe(account.id);
    expect(await sessionUserId(elsewhere)).toBe(account.id);
    expect((await directory()).items.map((i) => i.user_id)).toEqual([account.id]);
    expect([...(await approvedSupporterIds([row.id]))]).toEqual([row.id]);
    expect(await isVisibleSupporter(account.id)).toBe(true);

    await expect(suspendUser(staff, { userId: account.id, reason: "" + "Repeated reports" })).resolves.toBeUndefined();

    expect(await sessionUserId(account.cookies)).toBeNull();
    expect(await sessionUserId(elsewhere)).toBeNull();
    expect(await db.session.count({ where: { userId: account.id } })).toBe(0);
    expect((await directory()).items).toEqual([]);
    expect([...(await approvedSupporterIds([row.id]))]).toEqual([]);
    expect(await isVisibleSupporter(account.id)).toBe(false);
    expect(await getPublicSupporterProfile(viewer, account.id)).toBeNull();
    await expect(sendMessage(supporter, conversation.id, "hello")).rejects.toThrow(SUSPENDED_SEND_NOTICE);
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signInAction({ email: account.email, password: account.password, rememberMe: "false", next: "" })).toMatchObject({
      ok: false,
      error: SUSPENDED_NOTICE,
      code: "forbidden",
    });
    // A wrong password is still just a wrong password: the notice needs the right one.
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signInAction({ email: account.email, password: "wrong-password-1", rememberMe: "false", next: "" })).toMatchObject({
      ok: false,
      error: "Invalid email or password. Please try again.",
    });
    const [entry] = await auditOf("user.suspend", account.id);
    expect(entry).toMatchObject({ actorId: staff.userId, details: { reason: "Repeated reports", sessionsEnded: 2 } });
    await expect(suspendUser(staff, { userId: account.id, reason: "again" })).rejects.toThrow("already suspended");

    await reactivateUser(staff, { userId: account.id, reason: "Appeal upheld" });
    expect((await auditOf("user.reactivate", account.id)).map((e) => e.details)).toEqual([{ reason: "Appeal upheld" }]);
    expect((await directory()).items.map((i) => i.user_id)).toEqual([account.id]);
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signInAction({ email: account.email, password: account.password, rememberMe: "false", next: "" })).toMatchObject({ ok: true });
  });

  test("an admin cannot suspend herself", async () => {
    const staff = await admin(users, "mod-self");
    await expect(suspendUser(staff, { userId: staff.userId, reason: "x" })).rejects.toThrow("You cannot suspend your own account.");
    expect((await db.user.findUniqueOrThrow({ where: { id: staff.userId } })).suspendedAt).toBeNull();
  });

  test("a suspended professional leaves the professional directory", async () => {
    const staff = await admin(users, "mod-susp-pro-admin");
    const viewer = await taker(users, "mod-susp-pro-viewer");
    const pro = await professional(users, `mod-sp-${token}`, "approved");
    const listed = async () =>
      (await listDirectory(viewer, { tab: "professional", query: `mod-sp-${token}`, page: 1, near: null })).items.map((i) => i.user_id);
    expect(await listed()).toEqual([pro.userId]);
    await suspendUser(staff, { userId: pro.userId, reason: "Impersonation" });
    expect(await listed()).toEqual([]);
  });
});

describe("reports", () => {
  test("she reports a message from the other side of her own conversation, never her own or someone else's", async () => {
    const her = await taker(users, "rep-her");
    const pro = await professional(users, "rep-pro", "approved");
    const stranger = await taker(users, "rep-stranger");
    const c = await chat(her.userId, pro.userId, ["her", "supporter"]);
    const [mine, theirs] = await db.chatMessage.findMany({ where: { chatId: c.id }, orderBy: { createdAt: "asc" }, select: { id: true } });
    const report = await createReport(her, { subjectType: "message", messageId: theirs!.id, reason: "harassment", note: "He keeps pushing" });
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      reporterId: her.userId,
      subjectUserId: pro.userId,
      messageId: theirs!.id,
      severity: 3,
      status: "open",
    });
    // The same report twice is one.
    expect((await createReport(her, { subjectType: "message", messageId: theirs!.id, reason: "harassment" })).id).toBe(report.id);
    await expect(createReport(her, { subjectType: "message", messageId: mine!.id, reason: "spam" })).rejects.toThrow(/could not find/);
    await expect(createReport(stranger, { subjectType: "message", messageId: theirs!.id, reason: "spam" })).rejects.toThrow(/could not find/);
    // A profile: a visible supporter or someone she talks to; not a hidden stranger, not herself.
    await expect(createReport(stranger, { subjectType: "supporter", subjectUserId: pro.userId, reason: "impersonation" })).resolves.toHaveProperty("id");
    await expect(createReport(pro, { subjectType: "profile", subjectUserId: her.userId, reason: "spam" })).resolves.toHaveProperty("id");
    await expect(createReport(stranger, { subjectType: "profile", subjectUserId: her.userId, reason: "spam" })).rejects.toThrow(/could not find/);
    await expect(createReport(her, { subjectType: "profile", subjectUserId: her.userId, reason: "spam" })).rejects.toThrow(/could not find/);
  });

  test("a person can read only her own reports", async () => {
    const her = await taker(users, "rep-own");
    const other = await taker(users, "rep-other");
    const pro = await professional(users, "rep-own-pro", "approved");
    const report = await createReport(her, { subjectType: "supporter", subjectUserId: pro.userId, reason: "unsafe_advice" });
    expect(await getMyReport(her, report.id)).toMatchObject({ id: report.id, status: "Received", what: "A supporter" });
    expect(await getMyReport(other, report.id)).toBeNull();
    expect(await getMyReport(pro, report.id)).toBeNull();
    expect((await listMyReports(other)).map((r) => r.id)).not.toContain(report.id);
    expect((await listMyReports(pro)).map((r) => r.id)).not.toContain(report.id);
  });

  test("reports are rate-limited per person", async () => {
    const her = await taker(users, "rep-limit");
    const pros = await Promise.all(Array.from({ length: 11 }, (_, i) => professional(users, `rep-limit-${i}`, "approved")));
    for (const p of pros.slice(0, 10)) await createReport(her, { subjectType: "supporter", subjectUserId: p.userId, reason: "spam" });
    await expect(createReport(her, { subjectType: "supporter", subjectUserId: pros[10]!.userId, reason: "spam" })).rejects.toThrow(/a lot of reports/);
    expect(await db.report.count({ where: { reporterId: her.userId } })).toBe(10);
  });

  test("the report action validates the reason", async () => {
    const her = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "rep-action");
    users.track(her.id);
    const pro = await professional(users, "rep-action-pro", "approved");
    useBrowser(her.cookies);
    expect(await reportAction({ subjectType: "supporter", subjectUserId: pro.userId, messageId: "", reason: "because", note: "" })).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Please choose a reason." },
    });
    expect(await reportAction({ subjectType: "supporter", subjectUserId: pro.userId, messageId: "", reason: "danger", note: "" })).toEqual({
      ok: true,
      data: { reported: true },
    });
    useBrowser({});
    expect(await reportAction({ subjectType: "supporter", subjectUserId: pro.userId, messageId: "", reason: "danger", note: "" })).toMatchObject({ ok: false });
    expect(await db.report.count({ where: { reporterId: her.id } })).toBe(1);
  });
});

describe("moderation", () => {
  test("the queue puts the most serious first, then the newest", async () => {
    const staff = await admin(users, "mq-admin");
    await db.report.updateMany({ where: { status: "open" }, data: { status: "dismissed" } });
    const subject = await taker(users, "mq-subject");
    const mk = (reason: string, severity: number, minutesAgo: number) =>
      db.report.create({
        data: { kind: "report", subjectUserId: subject.userId, reason, severity, createdAt: new Date(Date.now() - minutesAgo * 60_000) },
        select: { id: true },
      });
    const lowNew = await mk("spam", 1, 1);
    const seriousOld = await mk("danger", 3, 60);
    const seriousNew = await mk("harassment", 3, 5);
    const mid = await mk("impersonation", 2, 2);
    const queue = await listModerationQueue(staff, { tab: "open" });
    expect(queue.items.map((i) => i.id)).toEqual([seriousNew.id, seriousOld.id, mid.id, lowNew.id]);
  });

  test("warn: audited, the reporter is told it was handled, the reported person is warned without learning who reported", async () => {
    const staff = await admin(users, "mw-admin");
    const her = await taker(users, "mw-her");
    const pro = await professional(users, "mw-pro", "approved");
    const report = await createReport(her, { subjectType: "supporter", subjectUserId: pro.userId, reason: "harassment", note: "Rude" });
    await moderateReport(staff, { reportId: report.id, decision: "warn", note: "First warning" });
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({ status: "warned", handledById: staff.userId });
    expect((await auditOf("report.warn", report.id)).map((e) => e.actorId)).toEqual([staff.userId]);
    const herNotes = await db.notification.findMany({ where: { userId: her.userId }, select: { kind: true, title: true, body: true, link: true } });
    expect(herNotes).toEqual([
      { kind: "report_handled", title: "An update on your report", body: "Thank you. Our team has looked into what you reported.", link: "/reports" },
    ]);
    const proNotes = await db.notification.findMany({ where: { userId: pro.userId }, select: { kind: true, title: true, body: true, link: true } });
    expect(proNotes.map((n) => n.kind)).toEqual(["account_warning"]);
    const herName = (await db.profile.findUniqueOrThrow({ where: { userId: her.userId } })).displayName;
    for (const text of [JSON.stringify(proNotes)]) {
      expect(text).not.toContain(her.userId);
      if (herName) expect(text).not.toContain(herName);
      expect(text).not.toContain("Rude");
    }
    expect(await getMyReport(her, report.id)).toMatchObject({ status: "Handled" });
    // Once handled, a second decision is refused and nothing else is recorded.
    await expect(moderateReport(staff, { reportId: report.id, decision: "suspend", note: "x" })).rejects.toThrow(/already handled/);
    expect((await db.user.findUniqueOrThrow({ where: { id: pro.userId } })).suspendedAt).toBeNull();
  });

  test("a report through to a suspension, and dismiss", async () => {
    const staff = await admin(users, "ms-admin");
    const her = await taker(users, "ms-her");
    const pro = await professional(users, "ms-pro", "approved");
    const c = await chat(her.userId, pro.userId, ["supporter"]);
    const message = await db.chatMessage.findFirstOrThrow({ where: { chatId: c.id }, select: { id: true } });
    const report = await createReport(her, { subjectType: "message", messageId: message.id, reason: "danger" });
    await db.session.create({ data: { id: randomUUID(), token: randomUUID(), userId: pro.userId, expiresAt: new Date(Date.now() + 3_600_000) } });
    useBrowser(
      (
        await (async () => {
          const account = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "ms-admin-acct");
          users.track(account.id);
          await db.userRole.create({ data: { userId: account.id, role: "admin" } });
          return account;
        })()
      ).cookies,
    );
    expect(await moderateReportAction({ reportId: report.id, decision: "suspend", note: "" })).toMatchObject({
      ok: false,
      fieldErrors: { note: expect.any(String) },
    });
    expect(await moderateReportAction({ reportId: report.id, decision: "suspend", note: "Threatened her" })).toEqual({
      ok: true,
      data: { status: "suspended" },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: pro.userId } })).suspensionReason).toBe("Threatened her");
    expect(await db.session.count({ where: { userId: pro.userId } })).toBe(0);
    expect(await auditOf("report.suspend", report.id)).toHaveLength(1);
    expect(await auditOf("user.suspend", pro.userId)).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: her.userId, kind: "report_handled" } })).toBe(1);
    // The suspended person is never told who reported: no notification names anyone.
    expect(await db.notification.count({ where: { userId: pro.userId } })).toBe(0);

    const other = await createReport(her, {
      subjectType: "supporter",
      subjectUserId: (await professional(users, "ms-pro2", "approved")).userId,
      reason: "other",
    });
    await moderateReport(staff, { reportId: other.id, decision: "dismiss", note: "" });
    expect(await auditOf("report.dismiss", other.id)).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: her.userId, kind: "report_handled" } })).toBe(2);
  });
});

describe("contact us", () => {
  test("anyone can write; it reaches the staff inbox; rate-limited; closing is audited", async () => {
    const staff = await admin(users, "contact-admin");
    const ip = freshIp();
    useBrowser({}, { "x-forwarded-for": ip });
    expect(await contactAction({ message: "", replyTo: "" })).toMatchObject({ ok: false, fieldErrors: { message: "Please write a message." } });
    expect(await contactAction({ message: "Hello", replyTo: "not-an-address" })).toMatchObject({ ok: false, fieldErrors: { replyTo: expect.any(String) } });
    const text = `Contact ${token}`;
    expect(await contactAction({ message: text, replyTo: "safe@example.org" })).toEqual({ ok: true, data: { sent: true } });
    const row = await db.report.findFirstOrThrow({ where: { note: text } });
    expect(row).toMatchObject({ kind: "contact", reporterId: null, replyTo: "safe@example.org", status: "open" });
    const queue = await listModerationQueue(staff, { tab: "contact" });
    expect(queue.items.map((i) => i.id)).toContain(row.id);
    for (let i = 0; i < 4; i++) await contactAction({ message: `more ${i}`, replyTo: "" });
    expect(await contactAction({ message: "one too many", replyTo: "" })).toMatchObject({ ok: false, error: expect.stringMatching(/several messages/) });
    await closeContactMessage(staff, { reportId: row.id });
    expect((await db.report.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("closed");
    const [entry] = await auditOf("contact.close", row.id);
    expect(JSON.stringify(entry)).not.toContain("safe@example.org");
    await expect(createContactMessage(null, { message: "x" }, `ip:${ip}`)).rejects.toThrow(/several messages/);
  });
});
