// Issue 15 "Headers": private pages carry a nonce-based Content-Security-Policy with
// 'strict-dynamic' and no 'unsafe-inline' for scripts, and still work in Chromium: no CSP
// violation, Next's scripts hydrate the page, the quick-exit back guard runs, the realtime
// socket connects. Public pages stay prerendered (no nonce possible) with their own policy.
import { expect, test, type Page } from "@playwright/test";
import { PERSON, login } from "./helpers";

const scriptSrc = (policy: string | undefined) =>
  (policy ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

/** Every CSP complaint the page makes, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return found;
}

test("private pages: a fresh nonce with 'strict-dynamic', no 'unsafe-inline' scripts, and no violation", async ({ page }) => {
  const violations = watchViolations(page);
  await login(page, PERSON.taker);

  const nonces = new Set<string>();
  for (const path of ["/dashboard/support-taker", "/chat", "/settings", "/assessments/history"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const scripts = scriptSrc(response?.headers()["content-security-policy"]);
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scripts, path).toContain("'strict-dynamic'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    nonces.add(/'nonce-([^']+)'/.exec(scripts)![1]!);
    // Next put the nonce on its scripts: the page is interactive (the client shell answers).
    await expect(page.getByRole("button", { name: /Exit this page/ }).first()).toBeVisible();
  }
  expect(nonces.size).toBe(4);

  // The page hydrated under the policy: client-side controls answer.
  await page.goto("/chat");
  // The bell is in the sidebar on desktop and in the phone header on mobile: take the visible one.
  await page
    .getByRole("button", { name: /^Notifications/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the quick-exit back guard runs under the private policy (allowed by its hash)", async ({ page }) => {
  const violations = watchViolations(page);
  await login(page, PERSON.taker);
  await page.evaluate(() => sessionStorage.setItem("haven.exited", "1"));
  // A fresh visit (not Back) means she came back on purpose: the guard clears the mark.
  await page.goto("/dashboard/support-taker");
  expect(await page.evaluate(() => sessionStorage.getItem("haven.exited"))).toBeNull();
  expect(violations).toEqual([]);
});

test("public pages served as files stay static-friendly: no nonce, and no violation either", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/legal/privacy", "/auth/forgot-password"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(scriptSrc(response?.headers()["content-security-policy"]), path).not.toContain("nonce-");
  }
  await expect(page.getByLabel("Email")).toBeEditable();
  expect(violations).toEqual([]);
});

// Public pages rendered per request (where she types her password, where a contact reads her
// alert, the 404) are as strict as private ones: a nonce, no 'unsafe-inline', and they still work.
test("public pages rendered per request: a fresh nonce and no 'unsafe-inline' scripts, and they hydrate without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  const pages: [string, number][] = [
    ["/auth/login", 200],
    ["/auth/signup/support-taker", 200],
    ["/a/not-a-real-link", 200],
    ["/no-such-page-at-all", 404],
  ];
  for (const [path, status] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    const scripts = scriptSrc(response?.headers()["content-security-policy"]);
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scripts, path).not.toContain("'unsafe-inline'");
    await expect(page.getByRole("button", { name: /Exit this page/ }).first(), path).toBeVisible();
  }
  // The 404 is drawn by its scripts: they ran.
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.goto("/auth/login");
  await page.waitForFunction(() => (window as { __havenQuickExitReady?: boolean }).__havenQuickExitReady === true);
  await page.getByLabel("Email").fill("nobody@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
  expect(violations).toEqual([]);
});

// Issue 20: the pages served as files carry, besides the public policy, a second one with
// `script-src 'self'` and the sha256 of each inline script of exactly that HTML. A browser
// enforces both, so only Haven's files and those scripts run; the page still hydrates.
test("pages served as files: their inline scripts are allowed by hash only, and they hydrate without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/legal/privacy", "/safety"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy").map((h) => h.value);
    expect(policies, path).toHaveLength(2);
    const hashed = policies.map(scriptSrc).find((d) => d.includes("'sha256-"));
    expect(hashed, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    // Every inline script of the page is listed (the quick-exit back guard and Next's payload).
    const inline = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("script:not([src])")].map(async (script) => {
          const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        }),
      ),
    );
    expect(inline.length, path).toBeGreaterThan(1);
    for (const hash of inline) expect(hashed, path).toContain(hash);
    // The page hydrated under it: quick exit answers (a client component on every page).
    await expect(page.getByRole("button", { name: /Exit this page/ }).first()).toBeVisible();
  }
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
  expect(violations).toEqual([]);
});

test("pages served as files fetch Next's script files only after their first paint, and still hydrate", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/legal/privacy"]) {
    const response = await page.goto(path);
    const html = await response!.text();
    // Next's async script tags and its script preload are gone; one hashed loader adds the files.
    expect(html, path).not.toMatch(/<script src="[^"]*" async=""[^>]*>/);
    expect(html, path).not.toContain('rel="preload" as="script"');
    // Hydrated: the quick exit's client component has taken over from its inline fallback.
    await page.waitForFunction(() => (window as { __havenQuickExitReady?: boolean }).__havenQuickExitReady === true);
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.startsWith("/_next/static/chunks/") && e.name.endsWith(".js"));
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        count: scripts.length,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        received: navigation.responseStart,
      };
    });
    expect(timing.count, path).toBeGreaterThan(3);
    // After the first paint; or, on a machine too busy to paint within 200 ms, after the loader's wait.
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(Math.min(timing.paint, timing.received + 200));
  }
  // A page with a form the browser could send by itself keeps Next's scripts, loaded at once: a
  // press before hydration would reload the page and lose what she typed.
  for (const path of ["/auth/login", "/auth/forgot-password"]) {
    const html = await (await page.goto(path))!.text();
    expect(html, path).toMatch(/<script src="[^"]*" async=""[^>]*>/);
    expect(html, path).not.toContain("PerformanceObserver");
  }
  expect(violations).toEqual([]);
});
