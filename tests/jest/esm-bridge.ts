// Jest (CommonJS, Node 20) cannot load ESM-only packages such as better-auth/crypto. This runs
// the real package in a child Node process instead, so tests exercise the real code.
// Use in a test file:
//   jest.mock("better-auth/crypto", () => require("@/tests/jest/esm-bridge").esmBridge("better-auth/crypto", ["hashPassword", "verifyPassword"]));
import { execFile } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export function callEsm(specifier: string, name: string, args: unknown[]): Promise<unknown> {
  const script = `import * as m from ${JSON.stringify(specifier)}; const r = await m[process.argv[1]](...JSON.parse(process.argv[2])); process.stdout.write(JSON.stringify(r ?? null));`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", script, name, JSON.stringify(args)], { cwd: ROOT }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${specifier}.${name} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

export function esmBridge(specifier: string, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => callEsm(specifier, name, args)]));
}
