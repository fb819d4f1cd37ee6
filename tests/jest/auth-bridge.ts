// Runs Haven's real better-auth instance (lib/auth/auth.ts) for integration tests. Jest
// (CommonJS) cannot load better-auth (ESM only), so a long-lived child Node process hosts it,
// against the same database, and answers one call per line. Set-Cookie headers it returns are
// applied to the fake browser of tests/jest/fake-next.ts, as nextCookies() would in Next.js.
// Use in a test file:
//   jest.mock("next/headers", () => require("@/tests/jest/fake-next").nextHeaders);
//   jest.mock("@/lib/auth/auth", () => require("@/tests/jest/auth-bridge").authModule);
//   jest.mock("better-auth/api", () => require("@/tests/jest/auth-bridge").apiModule);
//   afterAll(closeAuthBridge);
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { Readable } from "node:stream";
import { applySetCookie } from "./fake-next";

const ROOT = path.resolve(__dirname, "../..");
const CHILD = path.join(__dirname, "auth-bridge-child.ts");

/** better-auth's APIError, as the code under test sees it. */
export class BridgedAPIError extends Error {
  constructor(
    public status: string,
    public statusCode: number,
    public body: { message?: string; code?: string } | undefined,
    message: string,
  ) {
    super(message);
    this.name = "APIError";
  }
}

type Reply = { id: number; ok: true; response: unknown; setCookie: string[] } | { id: number; ok: false; status: string; statusCode: number; body?: { message?: string; code?: string }; message: string; crash?: boolean };

let child: ChildProcess | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: Reply) => void>();

function start(): ChildProcess {
  const proc = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", CHILD], {
    cwd: ROOT,
    env: process.env,
    stdio: ["pipe", "inherit", "inherit", "pipe"],
  });
  readline.createInterface({ input: proc.stdio[3] as Readable }).on("line", (line) => {
    const reply = JSON.parse(line) as Reply;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  proc.on("exit", () => {
    for (const [id, resolve] of waiting) resolve({ id, ok: false, status: "BRIDGE", statusCode: 0, message: "auth bridge exited", crash: true });
    waiting.clear();
    child = null;
  });
  return proc;
}

function serialiseHeaders(headers: unknown): Record<string, string> | undefined {
  if (headers && typeof (headers as Headers).entries === "function") return Object.fromEntries((headers as Headers).entries());
  return headers as Record<string, string> | undefined;
}

export async function callAuth(method: string, args: { body?: unknown; headers?: unknown; query?: unknown } = {}): Promise<unknown> {
  child ??= start();
  const id = nextId++;
  const reply = await new Promise<Reply>((resolve) => {
    waiting.set(id, resolve);
    child!.stdin!.write(`${JSON.stringify({ id, method, args: { ...args, headers: serialiseHeaders(args.headers) } })}\n`);
  });
  if (!reply.ok) {
    if (reply.crash) throw new Error(`auth bridge: ${reply.message}`);
    throw new BridgedAPIError(reply.status, reply.statusCode, reply.body, reply.message);
  }
  applySetCookie(reply.setCookie);
  return reply.response;
}

const api = new Proxy({}, { get: (_target, method: string) => (args: { body?: unknown; headers?: unknown }) => callAuth(method, args) });

export const authModule = {
  getAuth: () => ({ api }),
  SESSION_REFRESH_AGE_SECONDS: 30 * 60,
};

export const apiModule = { APIError: BridgedAPIError };

export async function closeAuthBridge() {
  const proc = child;
  if (!proc) return;
  await new Promise<void>((resolve) => {
    proc.once("exit", () => resolve());
    proc.stdin!.end();
  });
}
