// Issue 15: every route handler (app/api/**/route.ts), called with hostile requests as each
// kind of person, answers below 500 and never throws: invalid JSON, bodies over 1 MB, bad
// UTF-8, NUL and broken percent-encoding in ids, `Origin: null`, wrong content types. The
// handlers are found on disk, so a new one is fuzzed without touching this file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { db } from "@/lib/db";
import { createAiChat } from "@/lib/data/chats";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestRealtime } from "@/tests/jest/realtime";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { NASTY_STRINGS, SEED, describe as show } from "@/tests/jest/fuzz";

// better-auth's own HTTP handler is fuzzed over HTTP in tests/e2e/fuzz-http.spec.ts. Here the
// /api/auth/* route's own filtering runs against a stand-in handler.
jest.mock("@/lib/auth/auth", () => {
  const actual = jest.requireActual("@/lib/auth/auth");
  return { ...actual, getAuth: () => ({ ...actual.getAuth(), handler: async () => Response.json({ stand: "in" }) }) };
});

process.env.UPLOAD_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "haven-fuzz-uploads-"));

const ROOT = path.resolve(__dirname, "../..");
const API = path.join(ROOT, "app", "api");
const RUNS_PER_HANDLER = Number(process.env.FUZZ_RUNS ?? 12) * 2;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(file) : entry.name === "route.ts" ? [file] : [];
  });
}

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

function inventory() {
  // /api/exit ends the caller's session when her setting says so: it runs last.
  const files = routeFiles(API).sort((a, b) => Number(a.includes(`${path.sep}exit${path.sep}`)) - Number(b.includes(`${path.sep}exit${path.sep}`)));
  return files.flatMap((file) => {
    const segments = path.relative(API, path.dirname(file)).split(path.sep);
    const mod = require(file) as Record<string, unknown>;
    return METHODS.filter((m) => typeof mod[m] === "function").map((method) => ({ segments, method, handler: mod[method] as Handler }));
  });
}

const MB = 1024 * 1024;
const BAD_UTF8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xe0, 0xa4, 0x22, 0x7d]);

/** A body and the headers that go with it (some deliberately lying). */
const bodyArb = fc.oneof(
  fc.constant<{ body?: BodyInit; headers: Record<string, string> }>({ headers: {} }),
  fc
    .constantFrom(
      "{",
      '{"a":',
      "[1,2",
      "null",
      '"$@0"',
      '{"__proto__":{"x":1}}',
      "socket_id=1.1&channel_name=%E0%A4%A",
      "socket_id=%00&channel_name=private-chat-%00",
      "\u0000",
      "x".repeat(MB + 10),
    )
    .chain((text) =>
      fc
        .constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "text/plain",
          "multipart/form-data; boundary=x",
          "multipart/form-data",
          "application/octet-stream",
          "",
        )
        .map((type) => ({ body: text, headers: type ? { "content-type": type } : {} })),
    ),
  fc.constant({ body: BAD_UTF8, headers: { "content-type": "application/json" } }),
  fc.constant({ body: BAD_UTF8, headers: { "content-type": "application/x-www-form-urlencoded" } }),
  fc.constant({
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-junk\r\n--x--\r\n',
    headers: { "content-type": "multipart/form-data; boundary=x" },
  }),
  fc.constant({
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--',
    headers: { "content-type": "multipart/form-data; boundary=x" },
  }),
  fc.constant({ body: "{}", headers: { "content-type": "application/json", "content-length": "99999999999" } }),
  fc.constant({ body: "{}", headers: { "content-type": "application/json", "content-length": "-1" } }),
);

const headerArb = fc.record(
  {
    origin: fc.constantFrom("null", "http://localhost", "https://evil.example", "%%%", "http://[::1", ""),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "\u00ff"),
    host: fc.constantFrom("localhost", "evil.example", ""),
    cookie: fc.constantFrom("haven.session_token=%E0%A4%A", "haven.session_token=\u00ff\u00fe", "haven.role=junk.junk", "a=b; haven.session_token="),
  },
  { requiredKeys: [] },
);

const paramArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 100_000), "%00", "%E0%A4%A", "%C0%AF", "..%2F..%2Fetc", "a%2Fb") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

const users = userTracker();
let realtime: RealtimeServer;
const personas: { name: string; account: TestAccount | null }[] = [];
const realIds: string[] = [];

beforeAll(async () => {
  realtime = await startTestRealtime();
  const taker = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "rfuzz-taker");
  const supporter = await signUpAccount({ kind: "professional", fullName: "Dr Route Fuzz", professionalTitle: "Counsellor", alsoLocal: true }, "rfuzz-pro");
  const admin = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "rfuzz-admin");
  for (const a of [taker, supporter, admin]) users.track(a.id);
  await db.userRole.create({ data: { userId: admin.id, role: "admin" } });
  const chat = await createAiChat({ userId: taker.id, roles: ["support_taker"] });
  const pro = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: supporter.id } });
  realIds.push(chat.id, pro.id, supporter.id);
  personas.push(
    { name: "signed out", account: null },
    { name: "support taker", account: taker },
    { name: "supporter", account: supporter },
    { name: "admin", account: admin },
  );
});

afterAll(async () => {
  await users.cleanup();
  await realtime.close();
  await db.$disconnect();
  fs.rmSync(process.env.UPLOAD_DIR!, { recursive: true, force: true });
});

test(
  "every route handler answers hostile requests below 500 and never throws",
  async () => {
    const handlers = inventory();
    expect(handlers.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    let calls = 0;
    let serverErrors = 0;
    const logged: unknown[][] = [];
    const errorSpy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));

    const requestArb = fc.record({
      body: bodyArb,
      headers: headerArb,
      param: fc.oneof({ weight: 4, arbitrary: paramArb }, { weight: 1, arbitrary: fc.constantFrom(...realIds) }),
      tail: fc.array(paramArb, { maxLength: 3 }),
    });
    for (const persona of personas) {
      for (const [index, { segments, method, handler }] of handlers.entries()) {
        const samples = fc.sample(requestArb, { numRuns: RUNS_PER_HANDLER, seed: SEED + index });
        for (const sample of samples) {
          const params: Record<string, string | string[]> = {};
          const pathParts = segments.map((segment) => {
            const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
            const single = /^\[(\w+)\]$/.exec(segment);
            if (catchAll) {
              // The catch-all also gets the endpoints it allows, with junk after them.
              const parts = [
                fc.sample(fc.constantFrom("get-session", "sign-out", "sign-in/email", "__proto__"), { numRuns: 1, seed: SEED + calls })[0]!,
                ...sample.tail,
              ];
              params[catchAll[1]!] = parts;
              return parts.map((p) => encodeURIComponent(p.isWellFormed() ? p : "x")).join("/");
            }
            if (single) {
              params[single[1]!] = sample.param;
              return sample.param.isWellFormed() ? encodeURIComponent(sample.param) : sample.param.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80");
            }
            return segment;
          });
          const url = `http://localhost/api/${pathParts.join("/")}?q=${"%E0%A4%A".repeat(3)}&id=%00`;
          const withBody = method !== "GET" && sample.body.body !== undefined;
          useBrowser(persona.account?.cookies ?? {});
          logged.length = 0;
          calls++;
          let problem: string | null = null;
          try {
            const headers = new Headers();
            for (const [k, v] of Object.entries({ ...sample.headers, ...sample.body.headers })) {
              try {
                headers.set(k, v);
              } catch {
                // a header value fetch itself refuses to send
              }
            }
            const request = new Request(url, { method, headers, ...(withBody ? { body: sample.body.body } : {}) });
            const response = await handler(request, { params: Promise.resolve(params) });
            await response.text(); // a streamed answer must finish without failing
            if (!(response instanceof Response)) problem = "answered something that is not a Response";
            else if (response.status >= 500) problem = `status ${response.status}`;
          } catch (error) {
            problem = `threw ${String(error).slice(0, 200)}`;
          }
          if (!problem && logged.length) problem = `logged ${logged.map((args) => args.map(String).join(" ").slice(0, 200)).join(" / ")}`;
          if (problem) {
            serverErrors++;
            failures.push(
              `${persona.name} ${method} ${url.slice(0, 120)} ${show({ params, headers: sample.headers, body: typeof sample.body.body === "string" ? sample.body.body.slice(0, 40) : "bytes" })}: ${problem}`,
            );
          }
        }
      }
    }
    errorSpy.mockRestore();
    console.log(`[fuzz] route handlers: ${handlers.length} handlers x ${personas.length} personas, ${calls} calls, ${serverErrors} server errors`);
    expect(failures).toEqual([]);
  },
  20 * 60_000,
);
