// The start-up chunks carry Chromium's file-level compile hint (issue 20): each of the build
// manifest's rootMainFiles once, no other chunk, and the code after it unchanged.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMPILE_HINT, addCompileHints } from "@/scripts/lib/compile-hints";

describe("compile hints on the start-up chunks", () => {
  let dir: string;
  const chunk = (name: string) => path.join(dir, "static", "chunks", name);
  const code = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);\n`;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-next-"));
    fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
    for (const name of ["react-dom.js", "runtime.js", "route.js"]) fs.writeFileSync(chunk(name), code(name));
    fs.writeFileSync(chunk("styles.css"), "body{}");
    const rootMainFiles = ["static/chunks/react-dom.js", "static/chunks/runtime.js", "static/chunks/styles.css"];
    fs.writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles, polyfillFiles: ["static/chunks/route.js"] }));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("puts the hint on the first line of each start-up script, before the code as it was", () => {
    expect(addCompileHints(dir)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    expect(fs.readFileSync(chunk("react-dom.js"), "utf8")).toBe("//# allFunctionsCalledOnLoad\n" + code("react-dom.js"));
    expect(fs.readFileSync(chunk("runtime.js"), "utf8")).toBe(COMPILE_HINT + code("runtime.js"));
  });

  it("leaves every other file as it was: chunks that are not start-up ones, and styles", () => {
    addCompileHints(dir);
    expect(fs.readFileSync(chunk("route.js"), "utf8")).toBe(code("route.js"));
    expect(fs.readFileSync(chunk("styles.css"), "utf8")).toBe("body{}");
  });

  it("adds it once when run again on the same build", () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(fs.readFileSync(chunk("react-dom.js"), "utf8")).toBe(COMPILE_HINT + code("react-dom.js"));
  });
});
