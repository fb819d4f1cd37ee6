// The floor of the landing page's Lighthouse figures (issue 20): the smallest Next.js App Router
// page there is (a heading and a paragraph: no styles, no fonts, no component of its own in the
// browser), built with Haven's own Next.js into .data/lighthouse-floor and served by `next start`
// on this machine. Lighthouse's simulated throttling multiplies what this machine's main thread
// took by four, so its scores move with the machine; this page moves with it, and what Haven's
// landing page adds is the difference between the two, measured in turns.
import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT, localBin, run, stopProcess, waitForHttp } from "../lib/app-env";

const DIR = path.join(ROOT, ".data", "lighthouse-floor");

// Plain JavaScript: for TypeScript files Next writes a tsconfig.json here, and with it the next
// build also compiled Haven's proxy.ts from the folder above, and failed (Next 16.4).
const FILES: Record<string, string> = {
  // Without a config of its own, Next would take Haven's (it looks in the folders above).
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "Floor" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>The smallest Next.js page</h1>
      <p>The floor of the landing page's Lighthouse figures: the framework's own JavaScript and nothing else.</p>
    </main>
  );
}
`,
};

/** Writes the floor app and builds it, unless the build of these very files is already there. */
export async function buildFloorApp(): Promise<void> {
  let changed = !fs.existsSync(path.join(DIR, ".next", "BUILD_ID"));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(DIR, name);
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    changed = true;
  }
  if (changed) await run(localBin("next"), ["build", DIR], { NEXT_TELEMETRY_DISABLED: "1" }, { cwd: DIR, stdio: ["ignore", "ignore", "inherit"] });
}

/** Serves the built floor app on 127.0.0.1:`port`; stop it with the function it returns. */
export async function startFloorApp(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(localBin("next"), ["start", "-H", "127.0.0.1", "-p", String(port), DIR], {
    cwd: DIR,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const gone = new AbortController();
  child.once("exit", (code) => gone.abort(`the floor app exited (code ${code})`));
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => stopProcess(child, 5_000, true);
  try {
    await waitForHttp(url, 60_000, gone.signal);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
