import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { File } from "node:buffer";
import { db } from "@/lib/db";
import { deleteOwnAccount } from "@/lib/data/accounts";
import { createJournalEntry } from "@/lib/data/journal-entries";
import { journalEntrySchema } from "@/lib/validations/journal";
import { userTracker } from "@/tests/jest/db-factories";

// Her files (the journal's sealed files among them) go with her account: a folder of our own.
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-deletion-"));
process.env.UPLOAD_DIR = uploadDir;

// ARCHITECTURE.md: "Account deletion really deletes the person's data."
// The schema, not a hand-written list, says which tables belong to a person: every foreign key
// that points at users(id), and every table hanging off one of those.

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  deleteRule: string; // pg_constraint.confdeltype: c cascade, n set null, a no action, r restrict, d set default
}

async function foreignKeys(): Promise<ForeignKey[]> {
  const rows = await db.$queryRaw<{ table: string; column: string; references: string; deleteRule: string }[]>`
    SELECT c.conrelid::regclass::text AS "table",
           a.attname::text AS "column",
           c.confrelid::regclass::text AS "references",
           c.confdeltype::text AS "deleteRule"
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = current_schema()
    ORDER BY 1, 2`;
  return rows.map((r) => ({ ...r, table: r.table.replace(/"/g, ""), references: r.references.replace(/"/g, "") }));
}

/** Tables reachable from users through foreign keys (the person's data, directly or not). */
function ownedTables(fks: ForeignKey[]): Set<string> {
  const owned = new Set<string>(["users"]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const fk of fks) {
      if (owned.has(fk.references) && !owned.has(fk.table)) {
        owned.add(fk.table);
        grew = true;
      }
    }
  }
  owned.delete("users");
  return owned;
}

// The only foreign keys that may keep a row when their target goes.
const SET_NULL_ALLOWED = new Set([
  "verification_events.decidedById", // the admin who decided; the record of the decision stays
  "local_supporters.reviewedById", // the admin who last reviewed a local supporter; her record stays
  "alert_notifications.contactId", // a deleted emergency contact; the alert's history stays
  "support_chats.supporterUserId", // a supporter who leaves; the conversation stays with the person it belongs to
  "chat_messages.senderId", // a supporter's messages in someone else's conversation stay there, without them
  "admin_audit_entries.actorId", // an admin's audit entries stay, naming her by actorName, without her id
  "reports.subjectUserId", // a report someone else wrote about her stays, without her id
  "reports.handledById", // the admin who handled a report; the report stays
]);

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe("the schema makes deletion total", () => {
  test("every foreign key into a person's data cascades (SET NULL only where allowed)", async () => {
    const fks = await foreignKeys();
    const owned = ownedTables(fks);
    // Sanity: the catalogue query sees the known tables.
    expect(owned).toEqual(expect.any(Set));
    for (const t of ["sessions", "profiles", "chat_messages", "alert_notifications", "supporter_specializations", "email_outbox"]) {
      expect(owned.has(t)).toBe(true);
    }
    const offenders = fks
      .filter((fk) => fk.references === "users" || owned.has(fk.references))
      .filter((fk) => !(fk.deleteRule === "c" || (fk.deleteRule === "n" && SET_NULL_ALLOWED.has(`${fk.table}.${fk.column}`))))
      .map((fk) => `${fk.table}.${fk.column} -> ${fk.references} (delete rule ${fk.deleteRule})`);
    expect(offenders).toEqual([]);
  });
});

describe("Deleting a user removes every row that belongs to her", () => {
  test("deleteOwnAccount removes all her rows and leaves other people's rows", async () => {
    const her = await users.create("victim", "Victim");
    const other = await users.create("other", "Other");
    const third = await users.create("third", "Third");
    const H = her.id;
    const O = other.id;
    const T = third.id;

    // Rows that must survive, by model.
    const survivors: Record<string, string[]> = {};
    const keep = (model: string, id: string) => (survivors[model] ??= []).push(id);
    // Rows of hers that are reached only indirectly (through another table), by model.
    const indirect: Record<string, string[]> = {};
    const gone = (table: string, id: string) => (indirect[table] ??= []).push(id);

    const future = new Date(Date.now() + 3600_000);
    for (const uid of [H, O]) {
      const session = await db.session.create({ data: { id: randomUUID(), token: randomUUID(), userId: uid, expiresAt: future } });
      const account = await db.account.create({ data: { id: randomUUID(), accountId: uid, providerId: "credential", userId: uid, password: "x" } });
      await db.profile.create({ data: { userId: uid, primaryRole: "professional_supporter", displayName: "P" } });
      await db.emailPreference.create({ data: { userId: uid } });
      await db.safetyPreference.create({ data: { userId: uid } });
      const assessment = await db.assessmentConversation.create({ data: { userId: uid } });
      const local = await db.localSupporter.create({ data: { userId: uid, displayName: "L" } });
      const contact = await db.emergencyContact.create({ data: { userId: uid, name: "Mum", phoneNumber: "+100", relationship: "mother" } });
      const outbox = await db.emailOutbox.create({
        data: { userId: uid, toAddress: "a@b.c", fromName: "Haven", subject: "s", html: "h", text: "t", template: "welcome", provider: "capture" },
      });
      const notification = await db.notification.create({
        data: { userId: uid, kind: "k", category: "critical", title: "t", body: "b", idempotencyKey: randomUUID() },
      });
      await db.emailClaim.create({ data: { userId: uid, email: `claim-${uid}@b.c`, tokenHash: randomUUID(), expiresAt: future } });
      const push = await db.pushSubscription.create({
        data: { userId: uid, endpoint: `https://push.example.test/${randomUUID()}`, p256dh: "p".repeat(20), auth: "a".repeat(20) },
      });
      const sms = await db.smsOutbox.create({
        data: { userId: uid, toNumber: "+15551234567", body: "b", kind: "k", provider: "capture", idempotencyKey: randomUUID() },
      });
      await db.safeAddress.create({ data: { userId: uid, email: `safe-${uid}@b.c`, confirmedAt: new Date() } });
      const device = await db.knownDevice.create({ data: { userId: uid, fingerprint: randomUUID() } });
      const timer = await db.safetyTimer.create({ data: { userId: uid, endsAt: future, status: "checked_in" } });
      if (uid === O) {
        keep("knownDevice", device.id);
        keep("safetyTimer", timer.id);
        keep("smsOutbox", sms.id);
        keep("pushSubscription", push.id);
        keep("session", session.id);
        keep("account", account.id);
        keep("assessmentConversation", assessment.id);
        keep("localSupporter", local.id);
        keep("emergencyContact", contact.id);
        keep("emailOutbox", outbox.id);
        keep("notification", notification.id);
      }
    }
    await db.userRole.createMany({
      data: [
        { userId: H, role: "professional_supporter" },
        { userId: H, role: "local_supporter" },
        { userId: H, role: "admin" },
        { userId: O, role: "professional_supporter" },
        { userId: T, role: "professional_supporter" },
      ],
    });
    keep("userRole", (await db.userRole.findFirstOrThrow({ where: { userId: O } })).id);

    // Her professional record, its specialisations and history (reached through professional_supporters).
    const herPro = await db.professionalSupporter.create({
      data: {
        userId: H,
        fullName: "Her",
        professionalTitle: "Therapist",
        specializations: { create: [{ specialization: "trauma" }, { specialization: "law" }] },
      },
      include: { specializations: true },
    });
    herPro.specializations.forEach((s) => gone("supporter_specializations", s.id));
    gone("verification_events", (await db.verificationEvent.create({ data: { professionalSupporterId: herPro.id, status: "pending", decidedById: O } })).id);

    // The other person's professional record; she (as admin) decided on it.
    const otherPro = await db.professionalSupporter.create({
      data: { userId: O, fullName: "Other", professionalTitle: "Lawyer", specializations: { create: [{ specialization: "law" }] } },
      include: { specializations: true },
    });
    keep("professionalSupporter", otherPro.id);
    keep("supporterSpecialization", otherPro.specializations[0].id);
    const decidedByHer = await db.verificationEvent.create({ data: { professionalSupporterId: otherPro.id, status: "approved", decidedById: H } });
    keep("verificationEvent", decidedByHer.id);
    // She (as admin) also reviewed the other person's local record, which stays without her id.
    const otherLocal = await db.localSupporter.update({ where: { userId: O }, data: { reviewedById: H, reviewedAt: new Date() } });
    keep("verificationEvent", (await db.verificationEvent.create({ data: { localSupporterId: otherLocal.id, status: "needs_info", decidedById: H } })).id);
    gone(
      "verification_events",
      (
        await db.verificationEvent.create({
          data: { localSupporterId: (await db.localSupporter.findUniqueOrThrow({ where: { userId: H } })).id, status: "pending" },
        })
      ).id,
    );

    // Chats: hers (with the other person's reply in it), one where she is the supporter, and
    // one of the other person's with a third supporter in which she also wrote.
    const herChat = await db.supportChat.create({ data: { userId: H, chatType: "professional_support", supporterUserId: O } });
    await db.chatMessage.create({ data: { chatId: herChat.id, senderId: H, content: "hello" } });
    gone("chat_messages", (await db.chatMessage.create({ data: { chatId: herChat.id, senderId: O, senderType: "supporter", content: "hi" } })).id);
    gone("chat_messages", (await db.chatMessage.create({ data: { chatId: herChat.id, senderType: "ai", content: "ai reply" } })).id);
    // A conversation O had with her as supporter stays O's, with her replies (without her id).
    const supportedByHer = await db.supportChat.create({ data: { userId: O, chatType: "local_support", supporterUserId: H } });
    keep("supportChat", supportedByHer.id);
    keep("chatMessage", (await db.chatMessage.create({ data: { chatId: supportedByHer.id, senderId: O, content: "help" } })).id);
    const herReply = await db.chatMessage.create({ data: { chatId: supportedByHer.id, senderId: H, senderType: "supporter", content: "on my way" } });
    const otherChat = await db.supportChat.create({ data: { userId: O, chatType: "professional_support", supporterUserId: T } });
    keep("supportChat", otherChat.id);
    keep("chatMessage", (await db.chatMessage.create({ data: { chatId: otherChat.id, senderId: O, content: "mine" } })).id);
    keep("chatMessage", (await db.chatMessage.create({ data: { chatId: otherChat.id, senderId: T, senderType: "supporter", content: "theirs" } })).id);
    const hersElsewhere = await db.chatMessage.create({ data: { chatId: otherChat.id, senderId: H, senderType: "system", content: "hers" } });

    // Alerts: hers (notifying the other person and her contact); the other person's (notifying her).
    const herContact = await db.emergencyContact.findFirstOrThrow({ where: { userId: H } });
    const otherContact = await db.emergencyContact.findFirstOrThrow({ where: { userId: O } });
    const herAlert = await db.emergencyAlert.create({ data: { userId: H } });
    gone("alert_notifications", (await db.alertNotification.create({ data: { alertId: herAlert.id, recipientUserId: O, channel: "realtime" } })).id);
    gone("alert_notifications", (await db.alertNotification.create({ data: { alertId: herAlert.id, contactId: herContact.id, channel: "sms" } })).id);
    const otherAlert = await db.emergencyAlert.create({ data: { userId: O } });
    keep("emergencyAlert", otherAlert.id);
    await db.alertNotification.create({ data: { alertId: otherAlert.id, recipientUserId: H, channel: "realtime" } });
    keep("alertNotification", (await db.alertNotification.create({ data: { alertId: otherAlert.id, recipientUserId: T, channel: "realtime" } })).id);
    keep("alertNotification", (await db.alertNotification.create({ data: { alertId: otherAlert.id, contactId: otherContact.id, channel: "email" } })).id);

    // Reviews: written by her, about her, and one between the other two.
    await db.review.create({ data: { authorId: H, supporterUserId: O, rating: 5 } });
    await db.review.create({ data: { authorId: O, supporterUserId: H, rating: 4 } });
    keep("review", (await db.review.create({ data: { authorId: O, supporterUserId: T, rating: 3 } })).id);

    // As an admin she left an audit entry: the log keeps it, without her id.
    const auditByHer = await db.adminAuditEntry.create({ data: { actorId: H, actorName: "Victim", action: "test.delete", summary: "An entry by her" } });
    keep("adminAuditEntry", auditByHer.id);
    // Reports: hers go; one about her and one she handled (as admin) stay, without her id.
    await db.report.create({ data: { reporterId: H, subjectUserId: O, reason: "spam", severity: 1 } });
    keep("report", (await db.report.create({ data: { reporterId: O, subjectUserId: H, reason: "spam", severity: 1 } })).id);
    keep(
      "report",
      (await db.report.create({ data: { reporterId: O, subjectUserId: T, reason: "spam", severity: 1, handledById: H, status: "dismissed" } })).id,
    );

    // Her evidence journal (issue 22): an entry with a file, edited; a share with the other
    // person (who read it); and the other person's journal shared with her.
    const pdf = new Uint8Array(fs.readFileSync(path.join(__dirname, "..", "fixtures", "cv.pdf")));
    const entryInput = journalEntrySchema.parse({ occurredAt: "2026-11-01T10:00:00.000Z", what: "What happened" });
    const herActor = { userId: H, roles: ["professional_supporter" as const] };
    const { entryId: herEntry } = await createJournalEntry(herActor, entryInput, [new File([pdf], "letter.pdf") as unknown as globalThis.File]);
    (await db.journalVersion.findMany({ where: { entryId: herEntry } })).forEach((v) => gone("journal_versions", v.id));
    (await db.journalAttachment.findMany({ where: { entryId: herEntry } })).forEach((a) => gone("journal_attachments", a.id));
    const herShare = await db.journalShare.create({ data: { ownerId: H, supporterUserId: O, expiresAt: future } });
    gone("journal_share_accesses", (await db.journalShareAccess.create({ data: { shareId: herShare.id, what: "journal" } })).id);
    const { entryId: otherEntry } = await createJournalEntry({ userId: O, roles: ["professional_supporter"] }, entryInput);
    keep("journalEntry", otherEntry);
    await db.journalShare.create({ data: { ownerId: O, supporterUserId: H, expiresAt: future } });
    const journalDir = path.join(uploadDir, "journal", H);
    expect(fs.readdirSync(journalDir)).toHaveLength(1);

    // Every foreign key into users has at least one of her rows, so the check below covers the whole schema.
    const fks = await foreignKeys();
    const direct = fks.filter((fk) => fk.references === "users");
    const count = async (fk: ForeignKey, userId: string) => {
      const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${fk.table}" WHERE "${fk.column}" = $1`, userId);
      return Number(rows[0].n);
    };
    const before: Record<string, number> = {};
    for (const fk of direct) before[`${fk.table}.${fk.column}`] = await count(fk, H);
    const missing = Object.entries(before)
      .filter(([, n]) => n === 0)
      .map(([k]) => k);
    // A new user-owned table needs a row of hers here; add one above.
    expect(missing).toEqual([]);

    // Every table reached only indirectly has one of her rows too.
    const owned = ownedTables(fks);
    const directTables = new Set(direct.map((fk) => fk.table));
    const indirectOnly = [...owned].filter((t) => !directTables.has(t)).sort();
    expect(indirectOnly.filter((t) => !indirect[t])).toEqual([]);

    const otherBefore: Record<string, number> = {};
    for (const fk of direct) otherBefore[`${fk.table}.${fk.column}`] = await count(fk, O);

    await deleteOwnAccount({ userId: H, roles: ["professional_supporter", "local_supporter", "admin"] });

    expect(await db.user.count({ where: { id: H } })).toBe(0);
    // Every journal file of hers is gone from storage too.
    expect(fs.existsSync(journalDir)).toBe(false);

    const after: Record<string, number> = {};
    for (const fk of direct) after[`${fk.table}.${fk.column}`] = await count(fk, H);
    const leftovers = Object.entries(after).filter(([, n]) => n !== 0);
    expect(leftovers).toEqual([]);

    for (const [table, ids] of Object.entries(indirect)) {
      const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}" WHERE id = ANY($1::text[])`, ids);
      expect([table, Number(rows[0].n)]).toEqual([table, 0]);
    }
    expect(await db.professionalSupporter.count({ where: { id: herPro.id } })).toBe(0);
    expect(await db.supportChat.count({ where: { id: herChat.id } })).toBe(0);
    expect(await db.supportChat.findUnique({ where: { id: supportedByHer.id } })).toMatchObject({ userId: O, supporterUserId: null, status: "active" });
    for (const message of [herReply, hersElsewhere]) {
      expect(await db.chatMessage.findUnique({ where: { id: message.id } })).toMatchObject({ senderId: null, content: message.content });
    }
    expect(await db.emergencyAlert.count({ where: { id: herAlert.id } })).toBe(0);
    expect(await db.adminAuditEntry.findUnique({ where: { id: auditByHer.id } })).toMatchObject({ actorId: null, actorName: "Victim" });

    // The other people keep their rows.
    const delegate = (model: string) => (db as unknown as Record<string, { count(args: object): Promise<number> }>)[model];
    for (const [model, ids] of Object.entries(survivors)) {
      expect([model, await delegate(model).count({ where: { id: { in: ids } } })]).toEqual([model, ids.length]);
    }
    expect(await db.user.count({ where: { id: { in: [O, T] } } })).toBe(2);
    expect(await db.profile.count({ where: { userId: O } })).toBe(1);
    expect(await db.emailPreference.count({ where: { userId: O } })).toBe(1);
    expect(await db.safetyPreference.count({ where: { userId: O } })).toBe(1);
    // The decision she made stays on record, without her.
    expect(await db.verificationEvent.findUnique({ where: { id: decidedByHer.id } })).toMatchObject({ status: "approved", decidedById: null });
    expect(await db.localSupporter.findUnique({ where: { id: otherLocal.id } })).toMatchObject({ reviewedById: null });

    // The other person lost exactly the rows that involved her.
    const otherAfter: Record<string, number> = {};
    for (const fk of direct) otherAfter[`${fk.table}.${fk.column}`] = await count(fk, O);
    expect(otherAfter).toEqual({
      ...otherBefore,
      "chat_messages.senderId": otherBefore["chat_messages.senderId"] - 1, // in her chat (the chat she supported stays)
      "support_chats.supporterUserId": otherBefore["support_chats.supporterUserId"] - 1, // her chat, where O supported
      "alert_notifications.recipientUserId": otherBefore["alert_notifications.recipientUserId"] - 1, // about her alert
      "reviews.authorId": otherBefore["reviews.authorId"] - 1, // O's review of her
      "reviews.supporterUserId": otherBefore["reviews.supporterUserId"] - 1, // her review of O
      "verification_events.decidedById": otherBefore["verification_events.decidedById"] - 1, // O decided on her application
      "reports.subjectUserId": otherBefore["reports.subjectUserId"] - 1, // her report about O went with her
      "journal_shares.supporterUserId": otherBefore["journal_shares.supporterUserId"] - 1, // her journal, shared with O
      "journal_shares.ownerId": otherBefore["journal_shares.ownerId"] - 1, // O's journal, shared with her
    });
  });
});
