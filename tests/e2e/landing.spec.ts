import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectAccessible, login } from "./helpers";
import { NAV_LINKS } from "../../components/marketing/nav-links";
import { STORY_EXAMPLES, STORY_MAX } from "../../components/marketing/story";

// The public landing page and the join dialog (spec part 1 §1, §2, §4 "Story hand-off", §5).

const STORY = "My manager keeps commenting on how I look and I feel unsafe at work.";

// Nothing on the landing page may reach another host (safety principle: a person may be watched).
let outside: string[] = [];
test.beforeEach(({ page }) => {
  outside = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.hostname !== "127.0.0.1") outside.push(request.url());
  });
});
test.afterEach(() => {
  expect(outside, "requests that left 127.0.0.1").toEqual([]);
});

async function storedStory(page: Page) {
  return page.evaluate(() => ({
    message: localStorage.getItem("haven.pendingMessage"),
    timestamp: localStorage.getItem("haven.pendingTimestamp"),
  }));
}

/** The landing page, once React has taken over (a click before that would be lost). */
async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Sign-out shows its toast for only the 100 ms before the page reloads "/" (spec part 1 §4),
 * too short to poll for reliably: every toast is written down in sessionStorage instead, which
 * the reload keeps.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const seen: string[] = JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]");
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) sessionStorage.setItem("e2e-toasts", JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]"));
}

const story = (page: Page) => page.getByRole("textbox", { name: "What's been happening?" });
const submit = (page: Page) => page.getByRole("button", { name: "Continue privately" });
const joinDialog = (page: Page) => page.getByRole("dialog");

async function openJoinFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Join Now" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Join Now" }).click();
  }
  await expect(joinDialog(page)).toHaveAccessibleName("What would you like to do?");
}

test.describe("signed out", () => {
  test("every section, nav link, figure, testimonial and footer group is there", async ({ page, isMobile }) => {
    await openLanding(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have to face this alone.");
    for (const { id } of NAV_LINKS) await expect(page.locator(`section#${id}`)).toHaveCount(1);

    if (isMobile) {
      await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
    }
    const nav = isMobile ? page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Main" }) : page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(NAV_LINKS.map((l) => l.label));
    for (const { id, label } of NAV_LINKS) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${id}`);
    if (isMobile) await page.keyboard.press("Escape");

    const hero = page.locator("#home");
    for (const text of ["3,847", "women helped", "245", "verified professionals", "52", "cities"]) await expect(hero.getByText(text, { exact: true })).toBeVisible();
    const community = page.locator("#community");
    await expect(community.getByRole("heading", { name: "245 professional supporters" })).toBeVisible();
    await expect(community.getByRole("heading", { name: "1,847 local supporters" })).toBeVisible();
    await expect(community.getByText("50+ cities")).toBeVisible();
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

  test("footer placeholders say plainly that the page is being written", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Haven" }).click();
    await page.waitForURL("**/info/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Haven" })).toBeVisible();
    await expect(page.getByText("This page is being written.")).toBeVisible();
    await expectAccessible(page);
    const missing = await page.goto("/info/no-such-page");
    expect(missing?.status()).toBe(404);
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

  test("the typed placeholder rotates through the examples", async ({ page }) => {
    await openLanding(page);
    await expect(story(page)).toHaveAttribute("placeholder", STORY_EXAMPLES[0]);
    // After the 3 s pause the next example is typed one character at a time.
    const next = STORY_EXAMPLES[1];
    await expect
      .poll(async () => {
        const text = (await story(page).getAttribute("placeholder")) ?? "";
        return text.length > 0 && text.length < next.length && next.startsWith(text);
      }, { timeout: 6_000, intervals: [50] })
      .toBe(true);
    await expect(story(page)).toHaveAttribute("placeholder", next, { timeout: 10_000 });
  });

  test("with reduced motion the examples change whole, never typed", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await openLanding(page);
    const seen = new Set<string>();
    const started = Date.now();
    while (Date.now() - started < 4_500) {
      seen.add((await story(page).getAttribute("placeholder")) ?? "");
      await page.waitForTimeout(50);
    }
    expect([...seen].sort()).toEqual([STORY_EXAMPLES[0], STORY_EXAMPLES[1]].sort());
    await context.close();
  });

  test("the counter turns red above 1900 and stops at 2000", async ({ page }) => {
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

  test("the button waits for 10 characters, and padded short stories are refused", async ({ page }) => {
    await openLanding(page);
    await expect(submit(page)).toBeDisabled();
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

  test("a story is kept in this browser only and the join dialog continues it", async ({ page }) => {
    const bodies: string[] = [];
    page.on("request", (request) => bodies.push(`${request.url()} ${request.postData() ?? ""}`));
    await openLanding(page);
    await story(page).fill(`  ${STORY}  `);
    const before = Date.now();
    await submit(page).click();
    const dialog = joinDialog(page);
    await expect(dialog).toHaveAccessibleName("Continue Your Story Securely");
    await expect(dialog).toContainText("Create a quick account to get personalized support. Everything remains anonymous.");
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
      for (const name of path) await joinDialog(page).getByRole(name === "I want to help others" ? "button" : "link", { name }).click();
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
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the slide-in menu is for screens under 768 px");

  test("slides in, jumps to a section, shows a guest avatar and is accessible", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Join Now" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await expect(menu.getByTestId("account-initials")).toHaveText("GU");
    await expect(menu.getByText("Browsing as a guest")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    await expectAccessible(page);

    await menu.getByRole("link", { name: "Stories" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#stories$/);
    await expect(page.locator("#stories").getByRole("heading", { level: 2 })).toBeInViewport();

    await trigger.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("signed in", () => {
  test("a support taker: My Account menu, initials, no mode switch, sign out", async ({ page, isMobile }) => {
    await recordToasts(page);
    await login(page, DEMO.taker);
    await openLanding(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    // Sign-out ends in a full load of "/" (spec part 1 §4).
    const reloaded = page.waitForEvent("load");

    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByText("My Account")).toBeVisible();
      await expect(menu.getByTestId("account-initials")).toHaveText("TA");
      await expect(menu.getByText(DEMO.taker)).toBeVisible();
      await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/support-taker");
      await expect(menu.getByRole("button", { name: /Support Mode/ })).toHaveCount(0);
      await expectAccessible(page);
      await menu.getByRole("button", { name: "Sign out" }).click();
    } else {
      await expect(header.getByRole("button", { name: /Support Mode/ })).toHaveCount(0);
      const account = header.getByRole("button", { name: "My Account" });
      await expect(account.getByTestId("account-initials")).toHaveText("TA");
      await account.click();
      const items = page.getByRole("menuitem");
      await expect(items).toHaveText(["Dashboard", "Sign out"]);
      await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/support-taker");
      await expectAccessible(page);
      await page.getByRole("menuitem", { name: "Sign out" }).click();
    }
    await reloaded;
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await toastsSeen(page)).some((t) => t.startsWith("Signed out") && t.endsWith("You've been signed out successfully."))).toBe(true);
    await expect(header).toHaveAttribute("data-hydrated", "true");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" }).getByText("Browsing as a guest")).toBeVisible();
    } else {
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    }
    await page.goto("/dashboard");
    await page.waitForURL("**/auth/login**");
  });

  test("signed-in buttons go straight to their page, and a story goes to the assessment", async ({ page }) => {
    await login(page, DEMO.taker);
    await openLanding(page);
    await expect(page.locator("#emergency").getByRole("link", { name: "Emergency Alert" })).toHaveAttribute("href", "/emergency");
    await expect(page.locator("#emergency").getByRole("link", { name: "Setup Emergency Contacts" })).toHaveAttribute("href", "/emergency");
    await expect(page.locator("#how-it-works").getByRole("link", { name: "Start Your Assessment" })).toHaveAttribute("href", "/assessment-chat");
    await expect(page.locator("#join-us").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/dashboard/support-taker");
    await expectAccessible(page);

    await story(page).fill(STORY);
    await submit(page).click();
    await page.waitForURL("**/assessment-chat");
    expect((await storedStory(page)).message).toBe(STORY);
  });

  test("a supporter also sees the mode switch", async ({ page, isMobile }) => {
    await login(page, DEMO.professional);
    await openLanding(page);
    let scope = page.getByRole("banner");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      scope = page.getByRole("dialog", { name: "Menu" });
    } else {
      await expect(scope.getByRole("button", { name: "My Account" }).getByTestId("account-initials")).toHaveText("PR");
    }
    await scope.getByRole("button", { name: "Switch to Support Mode" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Switch to Support Mode?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
  });
});
