// End-to-end tests in the system Chromium (no browser download on these machines): its
// headless shell (Debian's chromium-headless-shell) when installed, which Playwright itself uses
// for headless runs and which needs a fraction of a full Chromium's CPU per page; scripts/test.ts
// chooses and passes it as CHROMIUM_PATH. The headless shell shows no notifications, so the
// spec that checks what the service worker shows runs in the full Chromium (FULL_CHROMIUM_PATH).
// scripts/test.ts builds and starts the app on E2E_BASE_URL before running this; there is
// deliberately no `webServer` here.
//
// Projects: `setup` makes one signed-in person per role for each worker (auth.setup.ts,
// people.ts). Each journey then runs at the width that matters for it: a phone (390 px) for
// what she does in danger or on the move, a desktop for the rest, both where the two layouts
// differ in what is tested. pages.spec.ts screenshots and axe-scans every page at 390 px.
// No retries: a flaky test fails CI.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

const spec = (names: string[]) => names.map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
/** Journeys she takes on a phone: only at 390 px. */
const PHONE = spec(["pages", "phone-shell", "emergency", "emergency-alert", "safety-timer", "assessment", "assessment-safety"]);
/** What only the full browser does (the service worker's notifications): in the full Chromium. */
const FULL_BROWSER = spec(["push-display"]);
/** Layouts that differ by width in what the test checks: at both widths, except the tests of
 * these files tagged for one width (what they check is the same at every width: the journey is
 * run where it matters, "@phone" for what she does, "@desktop" for a supporter at work). */
const BOTH = spec(["quick-exit", "shell-a11y", "chat", "supporter-workspace", "landing-account", "landing", "journal"]);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // An assertion waits up to 15 s for what it expects (Playwright's default is 5 s): on two cores
  // shared with the build and the Jest suites, a server action's answer took over 5 s here while
  // the page had already changed (chat.spec's "Conversation deleted"). A check that never comes
  // true still fails; one that does is not held up.
  expect: { timeout: 15_000 },
  // A journey may take up to 60 s (Playwright's default is 30 s): directory.spec's seven steps
  // with two accessibility scans took over 30 s in CI on two busy cores, and took 12 s alone.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100",
    // Recording a trace of every test costs CI a great deal of CPU on 2 cores; a failure in CI
    // still leaves its screenshot and error context. Locally, traces are kept for failures.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: chromium },
    {
      name: "desktop",
      dependencies: ["setup"],
      testIgnore: [/auth\.setup\.ts$/, ...PHONE, ...FULL_BROWSER],
      grepInvert: /@phone/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop-full-chromium",
      dependencies: ["setup"],
      testMatch: FULL_BROWSER,
      use: {
        ...chromium,
        launchOptions: { ...chromium.launchOptions, executablePath: process.env.FULL_CHROMIUM_PATH ?? "/usr/bin/chromium" },
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      dependencies: ["setup"],
      testMatch: [...PHONE, ...BOTH],
      grepInvert: /@desktop/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
