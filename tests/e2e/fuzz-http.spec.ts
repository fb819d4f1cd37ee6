// Issue 15: the built app over HTTP never answers 5xx to junk. Pages and route handlers with
// junk paths and parameters (prototype keys, NUL, broken percent-encoding, very long queries),
// signed out and signed in; server actions (every id in the build's manifest) with bodies over
// 1 MB, invalid JSON, "$@0" references, NUL and bad UTF-8, posted as Next's client does.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PERSON, login } from "./helpers";

const MB = 1024 * 1024;

const PAGES = [
  "/",
  "/legal/terms",
  "/info/about",
  "/safety",
  "/auth/login",
  "/auth/reset-password",
  "/dashboard",
  "/dashboard/support-taker",
  "/chat",
  "/profile",
  "/settings",
  "/assessment",
  "/assessment/roadmap",
  "/assessments/history",
  "/supporters",
  "/emergency",
  "/admin/mailbox",
  "/onboarding/support-taker",
  "/roadmap",
  "/email-preferences",
];
const JUNK_SEGMENTS = ["__proto__", "constructor", "%00", "%E0%A4%A", "%C0%AF", "..%2F..%2Fetc%2Fpasswd", "%ED%A0%80", "%25", "a%00b", "x".repeat(2000)];
const JUNK_QUERIES = ["id=%E0%A4%A", "id=%00", "next=%00", "id=__proto__&__proto__[x]=1", "token=%ED%A0%80", `q=${"a".repeat(12_000)}`, "id[]=1&id[]=2", "%=%"];
const ROUTES: [string, string][] = [
  ["GET", "/api/cv/%00"],
  ["GET", "/api/cv/%E0%A4%A"],
  ["GET", "/api/cv/__proto__"],
  ["GET", "/api/avatars/%00/%00"],
  ["GET", "/api/avatars/%ED%A0%80/x.png"],
  ["POST", "/api/chat/%00/reply"],
  ["POST", "/api/chat/%E0%A4%A/reply"],
  ["POST", "/api/realtime/auth"],
  ["POST", "/api/cv"],
  ["POST", "/api/avatars"],
  ["DELETE", "/api/avatars"],
  ["POST", "/api/exit"],
  ["POST", "/api/session/refresh"],
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/auth/%00"],
  ["POST", "/api/auth/sign-in/email"],
  ["GET", "/api/auth/__proto__"],
  ["POST", "/api/auth/sign-out"], // last: it may end the session the signed-in round uses
];
const BODIES: { data: string | Buffer; type: string }[] = [
  { data: "{", type: "application/json" },
  { data: "x".repeat(MB + 100), type: "application/json" },
  { data: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), type: "application/json" },
  { data: "socket_id=%00&channel_name=private-chat-%E0%A4%A", type: "application/x-www-form-urlencoded" },
  { data: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnope\r\n--', type: "multipart/form-data; boundary=x" },
  { data: "\u0000", type: "text/plain" },
];
const ACTION_BODIES: { data: string | Buffer; type: string }[] = [
  { data: "[", type: "text/plain;charset=UTF-8" },
  { data: "not json at all", type: "text/plain;charset=UTF-8" },
  { data: `["${"x".repeat(MB + 100)}"]`, type: "text/plain;charset=UTF-8" },
  { data: '["$@0"]', type: "text/plain;charset=UTF-8" },
  { data: '[{"chatId":"$@0","content":"$@1"}]', type: "text/plain;charset=UTF-8" },
  { data: '["$K1"]', type: "text/plain;charset=UTF-8" },
  { data: '["$Q0"]', type: "text/plain;charset=UTF-8" },
  { data: '[{"__proto__":{"ok":true},"chatId":"\\u0000"}]', type: "text/plain;charset=UTF-8" },
  { data: '[{"conversationId":"\\ud800","displayName":"\\u202eevil"}]', type: "text/plain;charset=UTF-8" },
  { data: Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]), type: "text/plain;charset=UTF-8" },
  { data: `--x\r\nContent-Disposition: form-data; name="1_content"\r\n\r\n${"y".repeat(MB + 100)}\r\n--x--\r\n`, type: "multipart/form-data; boundary=x" },
  { data: '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"\r\n--', type: "multipart/form-data; boundary=x" },
];

/** Every server action in the build (the app under test was built from this worktree), with a
 * page that uses it: Next decodes an action's body only on a page whose bundle has it. */
function actionTargets(): { id: string; page: string }[] {
  const manifest = path.join(process.cwd(), ".next", "server", "server-reference-manifest.json");
  const parsed = JSON.parse(fs.readFileSync(manifest, "utf8")) as { node?: Record<string, { workers: Record<string, unknown> }> };
  const pageOf = (worker: string) =>
    "/" +
    worker
      .replace(/^app\//, "")
      .replace(/\/page$/, "")
      .split("/")
      .filter((s) => !/^\(.*\)$/.test(s))
      .map((s) => (s.startsWith("[") ? "x" : s))
      .join("/");
  return Object.entries(parsed.node ?? {}).map(([id, entry]) => {
    const worker = Object.keys(entry.workers).find((w) => w.endsWith("/page"));
    return { id, page: worker ? pageOf(worker) : "/" };
  });
}

interface Tally {
  calls: number;
  errors: string[];
}

/** Who sends: the app's address, and for the signed-in round her session's cookies. */
interface Client {
  baseURL: string;
  cookie?: string;
}

/**
 * One request, sent with Node's fetch straight to the server (not through the browser
 * driver, which would carry every megabyte body over its protocol): a 5xx, or no answer at
 * all, is recorded as an error.
 */
async function send(client: Client, tally: Tally, method: string, url: string, options: { data?: string | Buffer; headers?: Record<string, string> } = {}) {
  tally.calls++;
  let status: number;
  try {
    const response = await fetch(new URL(url, client.baseURL), {
      method,
      redirect: "manual",
      body: options.data === undefined ? undefined : new Uint8Array(Buffer.from(options.data)),
      headers: { ...options.headers, ...(client.cookie ? { cookie: client.cookie } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    tally.errors.push(`${method} ${url.slice(0, 120)}: no answer (${String(error).slice(0, 120)})`);
    return;
  }
  if (status >= 500) tally.errors.push(`${method} ${url.slice(0, 120)} ${options.headers?.["content-type"] ?? ""}: ${status}`);
}

type Request = Parameters<typeof send> extends [Client, Tally, ...infer Rest] ? Rest : never;

/** Sends the requests a few at a time (the server answers several at once, as it does in use): same requests, same checks. */
async function sendAll(client: Client, tally: Tally, requests: Request[], concurrency = 4) {
  let next = 0;
  const lane = async () => {
    while (next < requests.length) await send(client, tally, ...requests[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

function pageAndRouteRequests(): Request[] {
  const requests: Request[] = [];
  for (const page of PAGES) {
    for (const segment of JUNK_SEGMENTS) requests.push(["GET", `${page === "/" ? "" : page}/${segment}`]);
    for (const query of JUNK_QUERIES) requests.push(["GET", `${page}?${query}`]);
  }
  for (const [method, route] of ROUTES) {
    if (method === "GET") {
      requests.push(["GET", route]);
      continue;
    }
    for (const body of BODIES) {
      for (const origin of [undefined, "null", "https://evil.example"]) {
        requests.push([method, route, { data: body.data, headers: { "content-type": body.type, ...(origin ? { origin } : {}) } }]);
      }
    }
  }
  return requests;
}

function actionRequests(targets: { id: string; page: string }[]): Request[] {
  const requests: Request[] = [];
  for (const { id, page } of [...targets, { id: "0".repeat(40), page: "/" }, { id: "%00", page: "/auth/login" }, { id: "__proto__", page: "/chat" }]) {
    for (const body of ACTION_BODIES) {
      requests.push(["POST", page, { data: body.data, headers: { "content-type": body.type, "next-action": id, accept: "text/x-component" } }]);
    }
  }
  return requests;
}

test.describe.configure({ timeout: 15 * 60_000 });

test("junk paths, parameters, bodies and server-action requests never get a 5xx", async ({ page, baseURL }) => {
  const targets = actionTargets();
  expect(targets.length).toBeGreaterThan(30);
  const tally: Tally = { calls: 0, errors: [] };

  await sendAll({ baseURL: baseURL! }, tally, [...pageAndRouteRequests(), ...actionRequests(targets)]);

  await login(page, PERSON.taker);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain("haven.session_token");
  const signedIn: Client = { baseURL: baseURL!, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
  // She is signed in for what follows (the session answers), and the sign-out requests go last
  // (they may end the session the others use).
  expect((await (await fetch(new URL("/api/auth/get-session", baseURL), { headers: { cookie: signedIn.cookie! } })).json())?.user?.email).toBe(PERSON.taker);
  const requests = [...actionRequests(targets), ...pageAndRouteRequests()];
  const signsOut = (r: Request) => r[1] === "/api/auth/sign-out";
  await sendAll(
    signedIn,
    tally,
    requests.filter((r) => !signsOut(r)),
  );
  await sendAll(signedIn, tally, requests.filter(signsOut), 1);

  console.log(`[fuzz] HTTP: ${tally.calls} requests (${targets.length} server actions), ${tally.errors.length} server errors`);
  expect(tally.errors).toEqual([]);
});
