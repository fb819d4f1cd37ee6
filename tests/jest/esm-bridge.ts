// Jest (CommonJS, Node 20) cannot load ESM-only packages such as better-auth/crypto or
// file-type. This runs the real package in a child Node process instead, so tests exercise
// the real code. Arguments travel as JSON on stdin; byte arrays are carried as base64.
// Use in a test file:
//   jest.mock("better-auth/crypto", () => require("@/tests/jest/esm-bridge").esmBridge("better-auth/crypto", ["hashPassword", "verifyPassword"]));
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function encode(_key: string, value: unknown) {
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString("base64") };
  if (value && typeof value === "object" && (value as { type?: string }).type === "Buffer" && Array.isArray((value as { data?: unknown }).data)) {
    return { __bytes: Buffer.from((value as { data: number[] }).data).toString("base64") };
  }
  return value;
}

export function callEsm(specifier: string, name: string, args: unknown[]): Promise<unknown> {
  const script = [
    `import * as m from ${JSON.stringify(specifier)};`,
    `let input = ""; for await (const chunk of process.stdin) input += chunk;`,
    `const args = JSON.parse(input, (k, v) => (v && typeof v === "object" && typeof v.__bytes === "string" ? new Uint8Array(Buffer.from(v.__bytes, "base64")) : v));`,
    `const r = await m[process.argv[1]](...args); process.stdout.write(JSON.stringify(r ?? null));`,
  ].join("\n");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, name], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`${specifier}.${name} failed: ${stderr || `exit ${code}`}`));
      else resolve(JSON.parse(stdout));
    });
    child.stdin.end(JSON.stringify(args, encode));
  });
}

export function esmBridge(specifier: string, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => callEsm(specifier, name, args)]));
}
