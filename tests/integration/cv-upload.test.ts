import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { File } from "node:buffer";
import { db } from "@/lib/db";
import { createSignUpRecords, deleteOwnAccount } from "@/lib/data/accounts";
import { getCvFileOrThrow } from "@/lib/data/professional-supporters";
import { uploadCv } from "@/lib/data/uploads";
import { storage } from "@/lib/services/storage";
import { CV_MAX_BYTES } from "@/lib/domain/uploads/cv";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-uploads-"));
process.env.UPLOAD_DIR = uploadDir;

const users = userTracker();
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "..", "fixtures", name));
const asFile = (bytes: Uint8Array, name: string) => new File([bytes], name) as unknown as globalThis.File;
const filesOf = (userId: string) => {
  const dir = path.join(uploadDir, "cv", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const professional = (tag: string) => users.actor(tag, { kind: "professional", fullName: "Dr Test", professionalTitle: "Therapist", alsoLocal: false });

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe("uploadCv", () => {
  test("refuses a picture renamed to .pdf, stores nothing and changes nothing", async () => {
    const actor = await professional("cv-png");
    const result = await uploadCv(actor, asFile(fixture("photo-renamed.pdf"), "cv.pdf"));
    expect(result).toEqual({ ok: false, status: 415, title: "Invalid file type", description: "Please upload a PDF or Word document." });
    expect(filesOf(actor.userId)).toEqual([]);
    expect(await db.professionalSupporter.findUnique({ where: { userId: actor.userId }, select: { cvFileUrl: true } })).toEqual({
      cvFileUrl: "pending-upload",
    });
  });

  test("refuses plain text named .docx and an OLE file not named .doc", async () => {
    const actor = await professional("cv-text");
    expect(await uploadCv(actor, asFile(new TextEncoder().encode("just some text, not a document"), "cv.docx"))).toMatchObject({
      ok: false,
      title: "Invalid file type",
    });
    expect(await uploadCv(actor, asFile(fixture("cv.doc"), "sheet.xls"))).toMatchObject({ ok: false, title: "Invalid file type" });
    expect(filesOf(actor.userId)).toEqual([]);
  });

  test("refuses a file over 5 MB", async () => {
    const actor = await professional("cv-big");
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(fixture("cv.pdf"));
    expect(await uploadCv(actor, asFile(big, "cv.pdf"))).toEqual({
      ok: false,
      status: 413,
      title: "File too large",
      description: "Please upload a file smaller than 5MB.",
    });
    expect(filesOf(actor.userId)).toEqual([]);
  });

  test("a CV waiting for review tells every admin: the bell at once and an e-mail queued, once per upload (issue 16)", async () => {
    const { id: adminId } = await users.create("cv-admin");
    await db.userRole.create({ data: { userId: adminId, role: "admin" } });
    const actor = await professional("cv-notify");
    expect(await uploadCv(actor, asFile(fixture("cv.pdf"), "cv.pdf"))).toMatchObject({ ok: true });
    const notes = await db.notification.findMany({
      where: { userId: adminId, kind: "admin_supporter_application" },
      select: { title: true, link: true, idempotencyKey: true },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "A new application to review", link: "/admin/verifications" });
    const jobs = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${adminId} AND data->>'template' = 'admin-supporter-application'`;
    expect(Number(jobs[0]!.n)).toBe(1);
  });

  test("accepts exactly 5 MB", async () => {
    const actor = await professional("cv-limit");
    const limit = new Uint8Array(CV_MAX_BYTES);
    limit.set(fixture("cv.pdf"));
    expect(await uploadCv(actor, asFile(limit, "cv.pdf"))).toMatchObject({ ok: true });
  });

  test.each([
    ["cv.pdf", "My CV.pdf", "pdf"],
    ["cv.docx", "Résumé 2026.docx", "docx"],
    ["cv.doc", "old-cv.doc", "doc"],
  ])("stores a valid %s and records it", async (fixtureName, uploadName, ext) => {
    const actor = await professional(`cv-${ext}`);
    const result = await uploadCv(actor, asFile(fixture(fixtureName), uploadName));
    expect(result).toEqual({ ok: true, fileName: uploadName });
    const row = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: actor.userId } });
    expect(row.cvFileUrl).toMatch(new RegExp(`^cv/${actor.userId}/[0-9a-f-]+\\.${ext}$`));
    expect(row.cvFileName).toBe(uploadName);
    const stored = await storage().get(row.cvFileUrl!);
    expect(Buffer.from(stored!).equals(fixture(fixtureName))).toBe(true);
  });

  test("a new CV replaces the old one in storage", async () => {
    const actor = await professional("cv-replace");
    await uploadCv(actor, asFile(fixture("cv.pdf"), "first.pdf"));
    await uploadCv(actor, asFile(fixture("cv.docx"), "second.docx"));
    const files = filesOf(actor.userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.docx$/);
  });

  test("a support taker cannot upload", async () => {
    const { id } = await users.create("cv-taker");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    await expect(uploadCv({ userId: id, roles: ["support_taker"] }, asFile(fixture("cv.pdf"), "cv.pdf"))).rejects.toBeInstanceOf(AppError);
    expect(filesOf(id)).toEqual([]);
  });
});

describe("reading a CV", () => {
  test("only its owner and admins may read it", async () => {
    const owner = await professional("cv-owner");
    const other = await professional("cv-other");
    await uploadCv(owner, asFile(fixture("cv.pdf"), "cv.pdf"));
    const { id: professionalId } = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: owner.userId } });
    const admin = await users.create("cv-admin");

    await expect(getCvFileOrThrow(owner, professionalId)).resolves.toMatchObject({ fileName: "cv.pdf", contentType: "application/pdf" });
    await expect(getCvFileOrThrow({ userId: admin.id, roles: ["admin"] }, professionalId)).resolves.toMatchObject({ fileName: "cv.pdf" });
    await expect(getCvFileOrThrow(other, professionalId)).rejects.toBeInstanceOf(AppError);
    await expect(getCvFileOrThrow({ userId: "someone", roles: ["support_taker", "local_supporter"] }, professionalId)).rejects.toBeInstanceOf(AppError);
    await expect(getCvFileOrThrow(owner, "no-such-id")).rejects.toBeInstanceOf(AppError);
  });

  test("answers null when no CV was uploaded", async () => {
    const owner = await professional("cv-none");
    const { id } = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: owner.userId } });
    await expect(getCvFileOrThrow(owner, id)).resolves.toBeNull();
  });
});

test("deleting the account removes her files", async () => {
  const actor = await professional("cv-delete");
  await uploadCv(actor, asFile(fixture("cv.pdf"), "cv.pdf"));
  expect(filesOf(actor.userId)).toHaveLength(1);
  await deleteOwnAccount(actor);
  expect(fs.existsSync(path.join(uploadDir, "cv", actor.userId))).toBe(false);
  expect(await db.professionalSupporter.findUnique({ where: { userId: actor.userId } })).toBeNull();
});
