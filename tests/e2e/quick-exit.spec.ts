import { expect, test, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, signUpSupportTaker, uniqueEmail } from "./helpers";
import { HOME_ANSWERS, insertCompletedAssessment } from "./assessment-fixtures";
import { openLanding, story, STORY, submit } from "./landing-support";

// Quick exit leaves nothing of Haven reachable or stored (ARCHITECTURE.md §7; issue 14): Back
// never shows Haven again, what Haven kept in the browser is gone, and she can be signed out.

const NEUTRAL = "https://www.bbc.co.uk/weather";

/** The neutral site, served locally (no request leaves the machine). */
async function routeNeutralSite(page: Page) {
  await page.route("https://www.bbc.co.uk/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Weather</title><p>Sunny spells</p>" }),
  );
}

/**
 * Writes down every moment a Haven page was on screen with text: checked before every frame
 * is painted (requestAnimationFrame) and when a page is restored from the back/forward cache.
 */
async function recordHavenOnScreen(page: Page, baseURL: string) {
  const seen: string[] = [];
  await page.exposeFunction("__havenOnScreen", (entry: string) => seen.push(entry));
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return;
    const report = (window as unknown as { __havenOnScreen: (s: string) => void }).__havenOnScreen;
    const check = (when: string) => {
      const root = document.documentElement;
      if (!root || !document.body || getComputedStyle(root).display === "none") return;
      const text = document.body.innerText.trim();
      if (text) report(`${when} ${location.pathname}: ${text.slice(0, 80)}`);
    };
    const frame = () => {
      check("frame");
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    addEventListener("pageshow", (event) => event.persisted && check("bfcache"));
  }, new URL(baseURL).origin);
  return seen;
}

async function exitNow(page: Page, how: "button" | "keys") {
  if (how === "button") await page.getByRole("button", { name: /^Exit this page quickly/ }).click();
  else for (let i = 0; i < 3; i++) await page.keyboard.press("Shift");
  await page.waitForURL(NEUTRAL);
}

/** Back, several times, past every Haven page in this tab's history. */
async function backRepeatedly(page: Page, times = 5) {
  const urls: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.goBack({ waitUntil: "load" }).catch(() => null);
    await page.waitForTimeout(400);
    urls.push(page.url());
  }
  return urls;
}

function expectNoHavenAddress(urls: string[], baseURL: string) {
  for (const url of urls) expect(url.startsWith(new URL(baseURL).origin), `Back showed ${url}`).toBe(false);
}

/** Just after a quick exit: Back, past every page of this tab, never paints or shows Haven. */
async function expectBackNeverShowsHaven(page: Page, seen: string[], baseURL: string) {
  await page.waitForTimeout(400);
  seen.length = 0;
  const urls = await backRepeatedly(page);
  expect(seen).toEqual([]);
  expectNoHavenAddress(urls, baseURL);
}

test.describe("quick exit", () => {
  test("signed out: Back never paints Haven again; a later visit shows Haven as usual", async ({ page, baseURL }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    await routeNeutralSite(page);
    const seen = await recordHavenOnScreen(page, baseURL!);
    await openLanding(page);
    await page.goto("/safety");
    await page.getByRole("link", { name: "Back to Haven" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/auth/login");
    expect(seen.length).toBeGreaterThan(0); // the recorder works
    await exitNow(page, "keys");
    await expectBackNeverShowsHaven(page, seen, baseURL!);

    // Typing the address again is a choice: Haven shows normally.
    await page.goto("/safety");
    await expect(page.getByRole("heading", { level: 1, name: "Staying safe online" })).toBeVisible();
  });

  test("a page only the browser renders (not found: no server-rendered <head>) is guarded too: Shift three times leaves, and Back never shows it again", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await routeNeutralSite(page);
    const seen = await recordHavenOnScreen(page, baseURL!);
    const missing = `/no/such/page-${Date.now()}`;
    await page.goto(missing);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await exitNow(page, "keys");

    // Back to it, then forward to a page of Haven and out again with the button, then Back past it.
    await page.goto(missing);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.goto("/safety");
    await expect(page.getByRole("heading", { level: 1, name: "Staying safe online" })).toBeVisible();
    await exitNow(page, "button");
    await expectBackNeverShowsHaven(page, seen, baseURL!);
  });

  test("signed in: Back never shows her dashboard or any Haven page", async ({ page, baseURL }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    await routeNeutralSite(page);
    const email = await signUpSupportTaker(page, uniqueEmail("exit-back"));
    await insertCompletedAssessment(email, HOME_ANSWERS, { roadmap: true });
    const seen = await recordHavenOnScreen(page, baseURL!);
    await page.goto("/dashboard/support-taker");
    await expect(page.getByText("You told us about something that can make things more dangerous").first()).toBeVisible();
    await page.goto("/settings");
    await page.goto("/dashboard/support-taker");
    await expect(page.getByText("You told us about something that can make things more dangerous").first()).toBeVisible();
    await exitNow(page, "button");
    await expectBackNeverShowsHaven(page, seen, baseURL!);
  });

  test(
    "wipes her story, drafts, session storage and readable cookies: the next person sees no 'continue' banner",
    { tag: "@phone" },
    async ({ page, context }) => {
      await routeNeutralSite(page);
      await openLanding(page);
      await story(page).fill(STORY);
      await submit(page).click();
      await expect(page.getByRole("dialog")).toHaveAccessibleName("Continue Your Story Securely");
      await page.evaluate(() => {
        localStorage.setItem("haven.chatDraft", "half a message");
        sessionStorage.setItem("haven:pending-toast", JSON.stringify({ title: "x", description: "y" }));
        document.cookie = "sidebar_state=false; path=/";
      });
      // A cookie written by the page reaches the browser's cookie store a moment later.
      const cookieNames = async () => (await context.cookies()).map((c) => c.name);
      await expect.poll(cookieNames).toContain("sidebar_state");

      await exitNow(page, "button");
      await expect.poll(cookieNames).not.toContain("sidebar_state");

      await page.goto("/auth/signup/support-taker");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Complete your signup to continue your conversation securely")).toHaveCount(0);
      expect(await page.evaluate(() => ({ local: localStorage.length, session: Object.keys(sessionStorage) }))).toEqual({ local: 0, session: [] });
      await expectAccessible(page);
    },
  );

  test("'Sign me out when I use Exit this page': on by default for her, and it can be turned off", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    await routeNeutralSite(page);
    const email = await signUpSupportTaker(page, uniqueEmail("exit-signout"));
    await page.goto("/settings");
    const setting = page.getByRole("switch", { name: "Sign me out when I use Exit this page" });
    await expect(setting).toBeChecked();
    await expectAccessible(page);

    await exitNow(page, "button");
    // The beacon ends the session on the server: a private page now needs a sign-in again.
    await expect(async () => {
      await page.goto("/dashboard/support-taker");
      expect(new URL(page.url()).pathname).toBe("/auth/login");
    }).toPass({ timeout: 10_000 });

    await login(page, email, "quiet-harbour-2026");
    await page.goto("/settings");
    await setting.click();
    await expect(setting).not.toBeChecked();
    await expect(page.getByText("Saved. Exit this page will leave you signed in.")).toBeVisible();
    await page.reload();
    await expect(setting).not.toBeChecked();
    await expectAccessible(page);

    await exitNow(page, "keys");
    await page.waitForTimeout(500);
    await page.goto("/dashboard/support-taker");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test("a supporter at work stays signed in by default", { tag: "@desktop" }, async ({ page }) => {
    await routeNeutralSite(page);
    await login(page, PERSON.local);
    await page.goto("/settings");
    await expect(page.getByRole("switch", { name: "Sign me out when I use Exit this page" })).not.toBeChecked();
    await exitNow(page, "button");
    await page.waitForTimeout(500);
    await page.goto("/dashboard/local");
    await expect(page.getByRole("heading", { level: 1, name: "Local Supporter Dashboard" })).toBeVisible();
  });

  test("Exit works while a dialog is open (the emergency confirmation)", async ({ page }) => {
    await routeNeutralSite(page);
    await login(page, PERSON.taker);
    await page.goto("/dashboard/support-taker");
    await page.getByRole("button", { name: "Emergency Alert" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Exit this page quickly/ })).toBeVisible();
    await exitNow(page, "button");
  });

  test("/safety says plainly what exit does and does not do", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/safety");
    await expect(page.getByText(/Haven's pages send you straight on to the weather site/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What Exit can't do: your browser's history" })).toBeVisible();
    await expect(page.getByText(/still shows the addresses and names of the Haven pages you opened/)).toBeVisible();
    await expect(page.getByText("The Back button won't bring Haven back.")).toHaveCount(0);
    await expectAccessible(page);
  });
});
