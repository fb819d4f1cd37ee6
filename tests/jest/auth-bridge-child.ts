// The child side of tests/jest/auth-bridge.ts: hosts lib/auth/auth.ts and answers one JSON
// call per line on stdin, replying on fd 3 (stdout stays free for logs). Run with
// `node --conditions=react-server --import tsx` so "server-only" imports resolve.
import fs from "node:fs";
import readline from "node:readline";
import { getAuth } from "@/lib/auth/auth";

const out = fs.createWriteStream("", { fd: 3 });
const api = getAuth().api as unknown as Record<string, (args: object) => Promise<{ headers: Headers; response: unknown }>>;

type Call = { id: number; method: string; args: { body?: unknown; query?: unknown; headers?: Record<string, string> } };

async function answer({ id, method, args }: Call) {
  try {
    if (typeof api[method] !== "function") throw Object.assign(new Error(`No such auth method: ${method}`), { status: "NOT_FOUND", statusCode: 404 });
    const { headers, response } = await api[method]({ ...args, headers: new Headers(args.headers ?? {}), returnHeaders: true });
    return { id, ok: true, response, setCookie: headers.getSetCookie() };
  } catch (error) {
    const e = error as { status?: string; statusCode?: number; body?: unknown; message?: string };
    return { id, ok: false, status: e.status ?? "INTERNAL_SERVER_ERROR", statusCode: e.statusCode ?? 500, body: e.body, message: e.message ?? String(error) };
  }
}

readline
  .createInterface({ input: process.stdin })
  .on("line", (line) => {
    void answer(JSON.parse(line) as Call).then((reply) => out.write(`${JSON.stringify(reply)}\n`));
  })
  .on("close", () => out.end(() => process.exit(0)));
