// The upload routes (CV, profile picture) share one guard (lib/auth/upload-route.ts): session,
// who may, same origin, declared size, a file present; every answer is the JSON routes' shape
// ({ ok, data } or { ok: false, error, code }) with the toast's title beside it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-upload-routes-"));
process.env.UPLOAD_DIR = uploadDir;

import { POST as postCv } from "@/app/api/cv/route";
import { DELETE as deleteAvatar, POST as postAvatar } from "@/app/api/avatars/route";

const users = userTracker();
let pro: TestAccount;
let taker: TestAccount;

beforeAll(async () => {
  pro = await signUpAccount({ kind: "professional", fullName: "Dr Route", professionalTitle: "Therapist", alsoLocal: false }, "upload-pro");
  taker = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "upload-taker");
  users.track(pro.id);
  users.track(taker.id);
});
afterAll(async () => {
  await users.cleanup();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

type Handler = (request: Request) => Promise<Response>;

async function call(
  handler: Handler,
  who: TestAccount | null,
  init: { method?: string; file?: { bytes: Uint8Array; name: string }; headers?: Record<string, string> } = {},
) {
  useBrowser(who ? who.cookies : {});
  const body = new FormData();
  if (init.file) body.set("file", new Blob([Buffer.from(init.file.bytes)]), init.file.name);
  const method = init.method ?? "POST";
  const request = new Request("http://localhost/api/x", { method, headers: init.headers, ...(method === "POST" ? { body } : {}) });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pdf = () => new Uint8Array(fs.readFileSync(path.join(__dirname, "..", "fixtures", "cv.pdf")));

describe("/api/cv", () => {
  test("a professional's CV is stored and named; the answer is { ok, data }", async () => {
    expect(await call(postCv, pro, { file: { bytes: pdf(), name: "My CV.pdf" } })).toEqual({
      status: 200,
      body: { ok: true, data: { fileName: "My CV.pdf" } },
    });
  });

  test("refusals carry a code, the toast's title and its description", async () => {
    const file = { bytes: pdf(), name: "cv.pdf" };
    expect(await call(postCv, null, { file })).toEqual({
      status: 401,
      body: { ok: false, code: "unauthenticated", title: "Upload failed", error: "Please sign in again." },
    });
    expect(await call(postCv, taker, { file })).toEqual({
      status: 403,
      body: { ok: false, code: "forbidden", title: "Upload failed", error: "Only professional supporters upload a CV." },
    });
    expect(await call(postCv, pro, { file, headers: { origin: "https://evil.example" } })).toEqual({
      status: 403,
      body: { ok: false, code: "forbidden", title: "Upload failed", error: "This upload came from another site." },
    });
    expect(await call(postCv, pro, { file, headers: { "content-length": String(6 * 1024 * 1024) } })).toEqual({
      status: 413,
      body: { ok: false, code: "invalid", title: "File too large", error: "Please upload a file smaller than 5MB." },
    });
    expect(await call(postCv, pro, {})).toEqual({
      status: 400,
      body: { ok: false, code: "invalid", title: "Upload failed", error: "Please choose a file to upload." },
    });
    expect(await call(postCv, pro, { file: { bytes: new TextEncoder().encode("plain text"), name: "cv.pdf" } })).toEqual({
      status: 415,
      body: { ok: false, code: "invalid", title: "Invalid file type", error: "Please upload a PDF or Word document." },
    });
  });
});

describe("/api/avatars", () => {
  test("a supporter's picture is stored without its metadata, then removed", async () => {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "SECRET-HOME" } })
        .toBuffer(),
    );
    const uploaded = await call(postAvatar, pro, { file: { bytes, name: "me.jpg" } });
    expect(uploaded).toMatchObject({
      status: 200,
      body: { ok: true, data: { avatarUrl: expect.stringMatching(new RegExp(`^/api/avatars/${pro.id}/[0-9a-f-]{36}\\.jpg$`)) } },
    });
    const [stored] = fs.readdirSync(path.join(uploadDir, "avatars", pro.id));
    const saved = fs.readFileSync(path.join(uploadDir, "avatars", pro.id, stored!));
    expect(saved.includes("SECRET-HOME")).toBe(false);
    expect((await sharp(saved).metadata()).exif).toBeUndefined();

    expect(await call(deleteAvatar, pro, { method: "DELETE" })).toEqual({ status: 200, body: { ok: true, data: null } });
    expect(fs.readdirSync(path.join(uploadDir, "avatars", pro.id))).toEqual([]);
  });

  test("refusals: support takers, other sites, what is not a picture", async () => {
    const picture = {
      bytes: new Uint8Array(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      ),
      name: "me.png",
    };
    expect(await call(postAvatar, taker, { file: picture })).toEqual({
      status: 403,
      body: { ok: false, code: "forbidden", title: "Upload failed", error: "Only supporters have a profile picture." },
    });
    expect(await call(deleteAvatar, taker, { method: "DELETE" })).toEqual({
      status: 403,
      body: { ok: false, code: "forbidden", title: "Could not remove the picture", error: "Only supporters have a profile picture." },
    });
    expect(await call(deleteAvatar, pro, { method: "DELETE", headers: { origin: "https://evil.example" } })).toEqual({
      status: 403,
      body: { ok: false, code: "forbidden", title: "Could not remove the picture", error: "This request came from another site." },
    });
    expect(await call(postAvatar, pro, {})).toMatchObject({ status: 400, body: { error: "Please choose a picture to upload." } });
    expect(await call(postAvatar, pro, { file: { bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), name: "me.png" } })).toEqual({
      status: 415,
      body: { ok: false, code: "invalid", title: "Invalid file type", error: "Please choose a JPG, PNG or WebP picture." },
    });
  });
});
