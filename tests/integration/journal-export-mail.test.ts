// Issue 22, "Send to my safe address", with the real pg-boss worker: her export itself (the PDF
// and the ZIP of the originals) goes to her confirmed safe address, and only there, under a
// neutral subject and neutral file names; a retry builds the same files again; what is too
// large goes as a signed link; nothing is sent when the address or the entries are gone.
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { unzipSync } from "fflate";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { sha256Hex, verifyExportLink } from "@/lib/domain/journal";
import { createJournalEntry, deleteWholeJournal } from "@/lib/data/journal-entries";
import { NO_SAFE_ADDRESS, journalExportAttachments, sendJournalExport } from "@/lib/data/journal-export-mail";
import { NOTHING_TO_EXPORT } from "@/lib/data/journal-export";
import { sendTemplatedEmail } from "@/lib/data/email-send";
import { deliverOutboxEmail } from "@/lib/data/email-delivery";
import { authSecret } from "@/lib/env";
import type { EmailDriver, OutgoingEmail } from "@/lib/services/email/types";
import type { EmailJob } from "@/lib/services/jobs/queues";
import { userTracker } from "@/tests/jest/db-factories";
import { asFile, entryInput, journalUploadDir, photo } from "@/tests/jest/journal-fixtures";
import { startTestWorker, until, useEmailDriver } from "@/tests/jest/worker";

const uploads = journalUploadDir("journal-mail");
delete process.env.RESEND_API_KEY;

const users = userTracker();
const sent: OutgoingEmail[] = [];
let failNext = false;
const recording: EmailDriver = {
  name: "recording",
  async send(email) {
    if (failNext) {
      failNext = false;
      throw new Error("provider down");
    }
    sent.push(email);
    return { status: "captured" };
  },
};
let worker: PgBoss;

beforeAll(async () => {
  useEmailDriver(recording);
  worker = await startTestWorker();
});
afterAll(async () => {
  useEmailDriver(undefined);
  await worker.stop({ graceful: false, wait: true });
  await users.cleanup();
  await db.$disconnect();
  uploads.remove();
});

const entry = (what: string) => entryInput(what);

async function taker(tag: string, { safe = true } = {}): Promise<Actor & { safeAddress: string }> {
  const actor = await users.actor(tag, { kind: "support_taker", stayAnonymous: true });
  await db.user.update({ where: { id: actor.userId }, data: { emailVerified: true } });
  const safeAddress = `safe-${tag}-${randomUUID().slice(0, 8)}@elsewhere.test`;
  if (safe) await db.safeAddress.create({ data: { userId: actor.userId, email: safeAddress, confirmedAt: new Date() } });
  return { ...actor, safeAddress };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : `unexpected: ${String(error)}`;
  }
}

/** The job the action queues for her whole journal, to run its steps by hand. */
const exportJob = (userId: string): EmailJob => ({
  template: "journal-export",
  userId,
  key: `journal-export-test:${randomUUID()}`,
  attach: { kind: "journal-export", entryIds: [], timeZone: "UTC" },
});

const outboxOf = (userId: string) => db.emailOutbox.findMany({ where: { userId, template: "journal-export" } });

test("the PDF and the ZIP of the originals are attached and sent to her safe address, with neutral words", async () => {
  const her = await taker("mail-export");
  const bytes = await photo();
  await createJournalEntry(her, entry("He blocked the door and took my phone"), [asFile(bytes, "door.jpg")]);

  expect(await sendJournalExport(her, [], "America/Chicago")).toEqual({ sentTo: her.safeAddress });
  const [row] = await until(
    () => outboxOf(her.userId),
    (rows) => rows.length === 1 && rows[0].status !== "queued",
  );
  expect(row).toMatchObject({ toAddress: her.safeAddress, subject: "Your requested copy", status: "captured" });
  const email = sent.find((message) => message.to === her.safeAddress)!;
  const names = email.attachments!.map((file) => file.filename);
  expect(names).toEqual([expect.stringMatching(/^copy-\d{4}-\d{2}-\d{2}\.pdf$/), expect.stringMatching(/^copy-\d{4}-\d{2}-\d{2}\.zip$/)]);
  expect(email.attachments![0].content.subarray(0, 5).toString()).toBe("%PDF-");
  const zip = unzipSync(new Uint8Array(email.attachments![1].content));
  expect(sha256Hex(zip["files/entry-1-door.jpg"])).toBe(sha256Hex(bytes));
  expect(Object.keys(zip)).toContain("journal.pdf");
  // What she wrote and the word "journal" are in the files only, never in the e-mail.
  for (const text of [email.subject, email.text, email.html]) {
    expect(text).not.toMatch(/blocked the door|journal|abuse|harass/i);
  }
  expect(email.text).toContain("It is attached");
  expect(email.text).not.toContain("/api/journal/export/mail");
  // The outbox keeps names and sizes, never the bytes.
  expect(row.attachments).toEqual({
    source: { kind: "journal-export", entryIds: [], timeZone: "America/Chicago" },
    files: [
      { filename: names[0], contentType: "application/pdf", size: email.attachments![0].content.length },
      { filename: names[1], contentType: "application/zip", size: email.attachments![1].content.length },
    ],
  });
});

test("a failed delivery is retried with the same files built again", async () => {
  const her = await taker("mail-retry");
  await createJournalEntry(her, entry("Second time this week"), [asFile(await photo(), "note.jpg")]);
  const job = exportJob(her.userId);
  failNext = true;
  await expect(sendTemplatedEmail(job, { final: false })).rejects.toThrow("provider down");
  const row = await db.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: job.key } });
  expect(row.status).toBe("queued");
  expect(await deliverOutboxEmail(row.id, { final: true })).toBe("captured");
  const email = sent.find((message) => message.to === her.safeAddress)!;
  const recorded = (row.attachments as { files: { filename: string }[] }).files.map((file) => file.filename);
  expect(email.attachments!.map((file) => file.filename)).toEqual(recorded);
  expect(email.attachments![0].content.subarray(0, 5).toString()).toBe("%PDF-");
});

test("too large for e-mail: the PDF alone, or nothing, with a signed link for the rest", async () => {
  const her = await taker("mail-large");
  const { entryId } = await createJournalEntry(her, entry("Kept for later"), [asFile(await photo(), "later.jpg")]);
  const both = (await journalExportAttachments(her.userId, [entryId], "UTC"))!;
  expect(both.props).toEqual({ attached: "both" });
  const [pdf, photoFile] = both.files;
  // The PDF is rendered again below with a new "generated at" time, which can change its size
  // by a few bytes (seen once in CI): the limit leaves room for that, not for the photo.
  const pdfOnlyLimit = pdf!.content.length + Math.floor(photoFile!.content.length / 2);

  const pdfOnly = (await journalExportAttachments(her.userId, [entryId], "UTC", { limit: pdfOnlyLimit }))!;
  expect(pdfOnly.files.map((file) => file.contentType)).toEqual(["application/pdf"]);
  expect(pdfOnly.props.attached).toBe("pdf");
  const link = new URL(String(pdfOnly.props.downloadUrl));
  expect(verifyExportLink(authSecret(), Object.fromEntries(link.searchParams))).toEqual({ userId: her.userId, entryIds: [entryId] });

  const none = (await journalExportAttachments(her.userId, [entryId], "UTC", { limit: 1 }))!;
  expect(none.files).toEqual([]);
  expect(none.props).toMatchObject({ attached: "link", downloadUrl: expect.stringContaining("/api/journal/export/mail?") });
});

test("only to a confirmed safe address; never to her account address, even if it is removed before sending", async () => {
  const without = await taker("mail-no-safe", { safe: false });
  await createJournalEntry(without, entry("Nothing sent"));
  expect(await codeOf(sendJournalExport(without, [], "UTC"))).toBe(`invalid: ${NO_SAFE_ADDRESS}`);
  expect(await outboxOf(without.userId)).toEqual([]);

  const her = await taker("mail-removed");
  await createJournalEntry(her, entry("Removed before sending"));
  const job = exportJob(her.userId);
  await db.safeAddress.delete({ where: { userId: her.userId } });
  expect(await sendTemplatedEmail(job, { final: false })).toBe("skipped");
  expect(await outboxOf(her.userId)).toEqual([]);
});

test("nothing to export, another role, or entries deleted before sending: nothing goes", async () => {
  const empty = await taker("mail-empty");
  expect(await codeOf(sendJournalExport(empty, [], "UTC"))).toBe(`invalid: ${NOTHING_TO_EXPORT}`);
  // Another person's entry ids are not hers: nothing of theirs can be chosen.
  const other = await taker("mail-other");
  const { entryId } = await createJournalEntry(other, entry("Not hers"));
  expect(await codeOf(sendJournalExport(empty, [entryId], "UTC"))).toBe(`invalid: ${NOTHING_TO_EXPORT}`);
  expect(await outboxOf(empty.userId)).toEqual([]);
  // A supporter keeps a journal but has no safe address to send it to.
  const supporter = await users.actor("mail-pro", { kind: "professional", fullName: "Ms Lawyer", professionalTitle: "Lawyer", alsoLocal: false });
  expect(await codeOf(sendJournalExport(supporter, [], "UTC"))).toBe(`forbidden: ${NO_SAFE_ADDRESS}`);

  // Queued, then she deletes her journal before a retry: the retry sends nothing.
  const her = await taker("mail-deleted");
  await createJournalEntry(her, entry("Deleted before the retry"));
  const job = exportJob(her.userId);
  failNext = true;
  await expect(sendTemplatedEmail(job, { final: false })).rejects.toThrow("provider down");
  await deleteWholeJournal(her);
  const row = await db.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: job.key } });
  expect(await deliverOutboxEmail(row.id, { final: false })).toBe("skipped");
  expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "failed",
    error: expect.stringContaining("no longer exist"),
  });
  expect(sent.some((message) => message.to === her.safeAddress)).toBe(false);
});
