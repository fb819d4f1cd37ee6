// The build output must not carry the machine's .data (issue 20: Next's tracer copied the whole
// project, the embedded database and the secrets included, into .next/standalone).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertNoLocalData } from "@/scripts/lib/app-env";

describe("build output without this machine's data", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-standalone-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes a standalone folder without .data", () => {
    fs.mkdirSync(path.join(dir, "lib"));
    expect(() => assertNoLocalData(dir)).not.toThrow();
  });

  it("stops the build when .data was copied in", () => {
    fs.mkdirSync(path.join(dir, ".data"));
    fs.writeFileSync(path.join(dir, ".data", "encryption.key"), "x");
    expect(() => assertNoLocalData(dir)).toThrow(/copied \.data .*turbopackIgnore/);
  });
});
