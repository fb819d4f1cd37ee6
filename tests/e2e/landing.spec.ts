import { expect, test } from "@playwright/test";
import pg from "pg";
import { displayFigure } from "../../lib/domain/landing/figures";
import { expectAccessible, holdPageScripts } from "./helpers";
import { forbidOutsideRequests, joinDialog, openJoinFromHeader, openLanding, regenerateLanding, story, STORY, storedStory, submit } from "./landing-support";
import { NAV_LINKS } from "../../app/(marketing)/_components/nav-links";
import { STORY_EXAMPLES, STORY_MAX, TYPE_MS_PER_CHAR, TYPE_PAUSE_MS } from "../../app/(marketing)/_components/story";

// The public landing page and the join dialog, signed out (spec part 1 §1, §2, §4, §5).
forbidOutsideRequests();

/** The live counts the landing page must show, read from the database the app uses. */
async function liveCounts() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run e2e tests through `npm test -- --only=e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    return {
      women: await one(
        `SELECT count(*) AS n FROM users u WHERE NOT u."isSample" AND EXISTS (SELECT 1 FROM assessment_conversations a WHERE a."userId" = u.id AND a."assessmentCompleted")`,
      ),
      professionals: await one(
        `SELECT count(*) AS n FROM professional_supporters p WHERE "verificationStatus" = 'approved' AND NOT EXISTS (SELECT 1 FROM users x WHERE x.id = p."userId" AND (x."suspendedAt" IS NOT NULL OR x."isSample"))`,
      ),
      locals: await one(
        `SELECT count(*) AS n FROM local_supporters l WHERE "hasLocation" AND "verificationStatus" = 'approved' AND NOT EXISTS (SELECT 1 FROM users x WHERE x.id = l."userId" AND (x."suspendedAt" IS NOT NULL OR x."isSample"))`,
      ),
      cities: await one(
        `SELECT count(*) AS n FROM (SELECT DISTINCT lower(trim("locationCity")) FROM local_supporters l WHERE "hasLocation" AND "verificationStatus" = 'approved' AND "locationCity" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users x WHERE x.id = l."userId" AND (x."suspendedAt" IS NOT NULL OR x."isSample"))) c`,
      ),
    };
  } finally {
    await client.end();
  }
}

/** A fixed start for the page's clock in the tests that move it. */
const T0 = new Date("2026-03-02T09:00:00Z").getTime();

test.describe("signed out", () => {
  test("every section, nav link, figure, testimonial and footer group is there", async ({ page, isMobile }) => {
    // Tests on the other worker add people while this one runs: the page is regenerated and read
    // again until the counts did not change meanwhile, so it can be held to them exactly.
    let counts = await liveCounts();
    for (let attempt = 0; ; attempt++) {
      await regenerateLanding(page);
      await openLanding(page);
      const after = await liveCounts();
      if (JSON.stringify(after) === JSON.stringify(counts) || attempt === 4) break;
      counts = after;
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have to face this alone.");
    for (const { id } of NAV_LINKS) await expect(page.locator(`section#${id}`)).toHaveCount(1);

    if (isMobile) {
      await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
    }
    const nav = isMobile
      ? page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Main" })
      : page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(NAV_LINKS.map((l) => l.label));
    for (const { id, label } of NAV_LINKS) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${id}`);
    if (isMobile) await page.keyboard.press("Escape");

    // Live counts, never the spec's invented figures (ARCHITECTURE §6). The demo data has at
    // least one verified professional and local supporters in Chicago.
    expect(counts.professionals).toBeGreaterThan(0);
    const hero = page.locator("#home");
    for (const invented of ["3,847", "245", "1,847", "50+ cities"]) await expect(page.getByText(invented, { exact: true })).toHaveCount(0);
    const heroFigures = [
      [counts.women, "women helped", "woman helped"],
      [counts.professionals, "verified professionals", "verified professional"],
      [counts.cities, "cities", "city"],
    ] as const;
    for (const [count, many, one] of heroFigures) {
      const shown = displayFigure(count);
      if (shown === null) await expect(hero.getByText(many, { exact: true })).toHaveCount(0);
      else await expect(hero.locator("dl > div").filter({ hasText: shown === "1" ? one : many })).toHaveText(`${shown === "1" ? one : many}${shown}`);
    }
    const community = page.locator("#community");
    const pros = displayFigure(counts.professionals)!;
    await expect(community.getByRole("heading", { name: `${pros} professional supporter${pros === "1" ? "" : "s"}` })).toBeVisible();
    const locals = displayFigure(counts.locals);
    await expect(community.getByRole("heading", { name: locals ? `${locals} local supporter${locals === "1" ? "" : "s"}` : "Local supporters" })).toBeVisible();
    const cities = displayFigure(counts.cities);
    if (cities) await expect(community.getByText(`${cities} cit${cities === "1" ? "y" : "ies"}`)).toBeVisible();
    const stories = page.locator("#stories").getByRole("figure");
    await expect(stories).toHaveCount(3);
    await expect(stories.locator("p").first()).toHaveText("Workplace Harassment");
    await expect(stories.nth(1).locator("p").first()).toHaveText("Safety Escort");
    await expect(stories.nth(2).locator("p").first()).toHaveText("Professional Support");
    await expect(page.locator("#emergency")).toContainText("available after emergency setup");
    await expect(page.locator("#emergency")).toContainText("within 5-10 km");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Product", "Support", "Company", "Legal"]);
    await expect(footer.getByRole("link", { name: "Staying safe online" })).toHaveAttribute("href", "/safety");
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/legal/terms");
    // No link on the page goes nowhere.
    const hrefs = await page.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !href || href === "#" || href.endsWith("/#"))).toEqual([]);
  });

  test("footer pages are written, dated pages (issue 18), and unknown ones are 404", { tag: "@phone" }, async ({ page }) => {
    await openLanding(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Haven" }).click();
    await page.waitForURL("**/info/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Haven" })).toBeVisible();
    await expect(page.getByText(/^Version 1\.0 · In effect from /)).toBeVisible();
    await expect(page.getByText(/being written/)).toHaveCount(0);
    await expectAccessible(page);
    for (const path of ["/info/no-such-page", "/info/__proto__", "/info/constructor", "/legal/__proto__", "/legal/toString", "/legal/no-such-document"]) {
      const missing = await page.goto(path);
      expect(missing?.status(), path).toBe(404);
    }
  });

  test("the header turns opaque after 50 px of scrolling", async ({ page }) => {
    await openLanding(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-opaque", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-opaque", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-opaque", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(/rgba\(.*, 0\)$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-opaque", "false");
  });

  test("the typed placeholder rotates through the examples", { tag: "@phone" }, async ({ page }) => {
    // The page's clock stands still unless the test moves it: no waiting for the 3 s pause,
    // and a slow page load cannot move the examples on before the test looks.
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1_000);
    await openLanding(page);
    await expect(story(page)).toHaveAttribute("placeholder", STORY_EXAMPLES[0]);
    const next = STORY_EXAMPLES[1];
    // After the 3 s pause the next example is typed one character at a time (60 ms each).
    await page.clock.runFor(TYPE_PAUSE_MS);
    const partial: string[] = [];
    for (let typed = 0; typed <= next.length + 10; typed += 10) {
      const text = (await story(page).getAttribute("placeholder")) ?? "";
      if (text === next) break;
      if (text.length > 0) partial.push(text);
      await page.clock.runFor(10 * TYPE_MS_PER_CHAR); // ten more characters
    }
    expect(partial.length).toBeGreaterThan(0);
    for (const text of partial) expect(next.startsWith(text), `"${text}" begins the next example`).toBe(true);
    await expect(story(page)).toHaveAttribute("placeholder", next);
  });

  test("with reduced motion the examples change whole, never typed", { tag: "@phone" }, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1_000);
    await openLanding(page);
    const seen = new Set<string>();
    for (let elapsed = 0; elapsed < 4_500; elapsed += 250) {
      seen.add((await story(page).getAttribute("placeholder")) ?? "");
      await page.clock.runFor(250);
    }
    expect([...seen].sort()).toEqual([STORY_EXAMPLES[0], STORY_EXAMPLES[1]].sort());
    await context.close();
  });

  test("the counter turns red above 1900 and stops at 2000", { tag: "@phone" }, async ({ page }) => {
    await openLanding(page);
    const counter = page.getByTestId("hero-story-count");
    await expect(counter).toHaveText("Characters used: 0/2000");
    await story(page).fill("a".repeat(1900));
    await expect(counter).toContainText("1900/2000");
    await expect(counter).toHaveAttribute("data-near-limit", "false");
    const calm = await counter.evaluate((el) => getComputedStyle(el).color);
    await story(page).fill("a".repeat(1901));
    await expect(counter).toContainText("1901/2000");
    await expect(counter).toHaveAttribute("data-near-limit", "true");
    expect(await counter.evaluate((el) => getComputedStyle(el).color)).not.toBe(calm);
    await expect(story(page)).toHaveAttribute("maxlength", String(STORY_MAX));
    await story(page).fill("a".repeat(1998));
    await story(page).press("End");
    await page.keyboard.type("bcdef");
    await expect(story(page)).toHaveValue(`${"a".repeat(1998)}bc`);
    await expect(counter).toContainText("2000/2000");
  });

  test("the button waits for 10 characters, and padded short stories are refused", { tag: "@phone" }, async ({ page }) => {
    await openLanding(page);
    await expect(submit(page)).toBeDisabled();
    // Why it waits is said beside the box, and read with it.
    await expect(story(page)).toHaveAccessibleDescription(/at least 10 characters/);
    await story(page).fill("123456789");
    await expect(submit(page)).toBeDisabled();
    await story(page).fill("1234567890");
    await expect(submit(page)).toBeEnabled();
    await story(page).fill(`${" ".repeat(12)}abc`);
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(page.getByText("Please share more", { exact: true })).toBeVisible();
    await expect(page.getByText("Help us understand your situation better (at least 10 characters)")).toBeVisible();
    await expect(joinDialog(page)).toBeHidden();
    expect(await storedStory(page)).toEqual({ message: null, timestamp: null });
  });

  test("a story is kept in this browser only and the join dialog continues it", { tag: "@phone" }, async ({ page }) => {
    const bodies: string[] = [];
    page.on("request", (request) => bodies.push(`${request.url()} ${request.postData() ?? ""}`));
    await openLanding(page);
    await story(page).fill(`  ${STORY}  `);
    const before = Date.now();
    await submit(page).click();
    const dialog = joinDialog(page);
    await expect(dialog).toHaveAccessibleName("Continue Your Story Securely");
    await expect(dialog).toContainText("Create a quick account to get personalized support. Everything remains anonymous.");
    // Focus starts on her choice, the first one, not on "I want to help others".
    await expect(dialog.getByRole("link", { name: /^I need support/ })).toBeFocused();
    // Whatever her story says (it is not read here), help that needs no account is one tap away.
    const danger = dialog.getByTestId("join-danger-line");
    await expect(danger).toContainText("In danger right now?");
    await expect(danger.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(danger.getByRole("link", { name: "1-800-799-7233" })).toHaveAttribute("href", "tel:+18007997233");
    await expect(danger.getByRole("link", { name: "741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
    const stored = await storedStory(page);
    expect(stored.message).toBe(STORY);
    expect(Number(stored.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Number(stored.timestamp)).toBeLessThanOrEqual(Date.now());
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "I need support" }).click();
    await page.waitForURL("**/auth/signup/support-taker");
    await expect(page.getByText("Complete your signup to continue your conversation securely")).toBeVisible();
    expect(bodies.filter((b) => b.includes("manager keeps commenting"))).toEqual([]);
  });

  test("a story typed before the page's scripts have run is kept, counted and continued", async ({ page }) => {
    // The landing page loads its scripts after its first paint (issue 20); on a slow phone she
    // may start writing before they run. Hold them back so that she certainly does here.
    const release = await holdPageScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" }); // "load" would wait for the held scripts
    const form = page.locator("form[data-hydrated]");
    await story(page).fill(STORY);
    await expect(form).toHaveAttribute("data-hydrated", "false");
    await expect(submit(page)).toBeDisabled();
    release();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await expect(story(page)).toHaveValue(STORY);
    await expect(page.getByTestId("hero-story-count")).toContainText(`${STORY.length}/${STORY_MAX}`);
    await submit(page).click();
    await expect(joinDialog(page)).toHaveAccessibleName("Continue Your Story Securely");
    expect((await storedStory(page)).message).toBe(STORY);
  });

  test("the join dialog: steps, Back, keyboard and every destination", async ({ page, isMobile }) => {
    await openLanding(page);
    await openJoinFromHeader(page, isMobile);
    const dialog = joinDialog(page);
    await expect(dialog.getByRole("link", { name: "I need support" })).toHaveAttribute("href", "/auth/signup/support-taker");
    await expect(dialog.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "I want to help others" }).click();
    await expect(dialog).toHaveAccessibleName("How would you like to help?");
    await expect(dialog.getByRole("link", { name: "Professional Supporter" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Professional Supporter" })).toHaveAttribute("href", "/auth/signup/professional");
    await expect(dialog.getByRole("link", { name: "Local Supporter" })).toHaveAttribute("href", "/auth/signup/local");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog).toHaveAccessibleName("What would you like to do?");
    await expect(dialog.getByRole("button", { name: "I want to help others" })).toBeFocused();

    // Keyboard only: Enter on the focused choice, Escape closes and focus goes back.
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName("How would you like to help?");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the control that opened the dialog.
    await expect(isMobile ? page.getByRole("button", { name: "Open menu" }) : page.getByRole("banner").getByRole("button", { name: "Join Now" })).toBeFocused();

    const destinations: [string[], string][] = [
      [["I need support"], "/auth/signup/support-taker"],
      [["I want to help others", "Professional Supporter"], "/auth/signup/professional"],
      [["I want to help others", "Local Supporter"], "/auth/signup/local"],
      [["Log in"], "/auth/login"],
    ];
    for (const [path, url] of destinations) {
      await openLanding(page);
      await openJoinFromHeader(page, isMobile);
      for (const name of path)
        await joinDialog(page)
          .getByRole(name === "I want to help others" ? "button" : "link", { name })
          .click();
      await page.waitForURL(`**${url}`);
    }
  });

  test("buttons that need an account open the join dialog; the others go to their page", async ({ page }) => {
    await openLanding(page);
    for (const [section, name] of [
      ["#how-it-works", "Start Your Assessment"],
      ["#join-us", "Get Started"],
      ["#emergency", "Emergency Alert"],
      ["#emergency", "Setup Emergency Contacts"],
    ] as const) {
      await page.locator(section).getByRole("button", { name }).click();
      await expect(joinDialog(page)).toHaveAccessibleName("What would you like to do?");
      await page.keyboard.press("Escape");
      await expect(joinDialog(page)).toBeHidden();
      await expect(page.locator(section).getByRole("button", { name })).toBeFocused();
    }
    const community = page.locator("#community");
    await expect(community.getByRole("link", { name: "Browse Professionals" })).toHaveAttribute("href", "/supporters");
    await expect(community.getByRole("link", { name: "Browse Local Supporters" })).toHaveAttribute("href", "/supporters");
    const joinUs = page.locator("#join-us");
    await expect(joinUs.getByRole("link", { name: "Apply as Professional" })).toHaveAttribute("href", "/auth/signup/professional");
    await expect(joinUs.getByRole("link", { name: "Become Local Supporter" })).toHaveAttribute("href", "/auth/signup/local");
    await joinUs.getByRole("link", { name: "Become Local Supporter" }).click();
    await page.waitForURL("**/auth/signup/local");
  });

  test("the page is accessible", async ({ page }) => {
    await openLanding(page);
    await expectAccessible(page);
  });

  test("once loaded, the page fetches nothing of itself again (no prefetch of /)", async ({ page }) => {
    const ownFetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/" && request.resourceType() !== "document") ownFetches.push(url.search);
    });
    await openLanding(page);
    // Prefetches start once links are in view and the browser is idle.
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    expect(ownFetches).toEqual([]);
  });
});
