// Chromium parses a function lazily: the first call compiles it, on the main thread. For the
// framework chunks every page runs at start-up (React DOM, Next's router, Turbopack's runtime)
// that was most of their cost on a cold load: React DOM's module took 74–92 ms to evaluate the
// first time and 2–4 ms once the browser had its code cached (issue 20). The file-level compile hint
// `//# allFunctionsCalledOnLoad` (explicit JavaScript compile hints, on by default in Chromium 136+)
// has the script-streaming thread compile all of a file's functions while it downloads, off the main
// thread. Other engines read it as a comment.
//
// Only on `rootMainFiles` of the build manifest: the chunks each page loads and runs at start-up.
// A chunk loaded later, or only by some pages, would have its unused functions compiled for nothing.
import fs from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the compile hint to the start-up chunks of the build in `nextDir`; returns the files changed. */
export function addCompileHints(nextDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const changed: string[] = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith(".js")) continue;
    const full = path.join(nextDir, file);
    const source = fs.readFileSync(full, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(full, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}
