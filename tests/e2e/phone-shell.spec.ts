import { expect, test, type Page } from "@playwright/test";
import {
  box,
  chatComposerShown,
  createSignedOutAccount,
  exitButton,
  PERSON,
  expectAccessible,
  login,
  overlaps,
  signUpSupportTaker,
  uniqueEmail,
  settled,
} from "./helpers";
import { HOME_ANSWERS, insertCompletedAssessment } from "./assessment-fixtures";

// Safety at the screen (issue 14): Emergency one tap away, a phone header nothing slides
// under, and toasts that never cover the heading or "Exit this page" and never go stale.

const phoneHeader = (page: Page) => page.locator("[data-mobile-header]");
const emergencyControl = (page: Page) => phoneHeader(page).getByRole("link", { name: "Emergency" });

/** The Exit pill is on top at its own centre: nothing covers it. */
async function expectExitUncovered(page: Page) {
  const exit = await box(exitButton(page));
  const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-quick-exit]")), {
    x: exit.x + exit.width / 2,
    y: exit.y + exit.height / 2,
  });
  expect(onTop, "Exit this page is not covered").toBe(true);
}

test.describe("Emergency, one tap from every signed-in screen on a phone", () => {
  test("support taker: the header's Emergency opens /emergency from each screen", async ({ page, isMobile }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    await login(page, PERSON.taker);
    for (const path of ["/dashboard/support-taker", "/assessment", "/chat", "/supporters", "/settings", "/profile"]) {
      await page.goto(path);
      if (isMobile) {
        await expect(emergencyControl(page)).toBeVisible();
        const control = await box(emergencyControl(page));
        expect(control.height).toBeGreaterThanOrEqual(44);
        expect(overlaps(control, await box(exitButton(page)))).toBe(false);
        await emergencyControl(page).click();
      } else {
        await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Emergency" }).click();
      }
      await page.waitForURL("**/emergency");
      await expect(page.getByRole("heading", { level: 1, name: "Emergency Support" })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("a supporter in support mode has it too, and loses it on switching back", async ({ page, isMobile }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    test.skip(!isMobile, "the header control is the phone layout");
    await login(page, PERSON.professional);
    await expect(emergencyControl(page)).toHaveCount(0);
    await page.locator("main").getByRole("button", { name: "Switch to Support Mode" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Switch to Support Mode" }).click();
    await page.waitForURL("**/dashboard/support-taker");
    // The header's avatar shows her alias's initials (User_…), never those of the name she helps others under.
    await expect(page.getByRole("button", { name: "Account menu" })).toContainText("US");
    for (const path of ["/dashboard/support-taker", "/assessment", "/chat"]) {
      await page.goto(path);
      await emergencyControl(page).click();
      await page.waitForURL("**/emergency");
    }
    await expectAccessible(page);
    await page.goto("/dashboard/support-taker");
    await page.getByRole("button", { name: "Back to Professional Supporter" }).first().click();
    await page.waitForURL("**/dashboard/professional");
    await expect(emergencyControl(page)).toHaveCount(0);
  });

  test("a local supporter's Alerts tab opens her alerts, not the support taker's emergency page", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the tab bar is the phone layout");
    await login(page, PERSON.local);
    await expect(emergencyControl(page)).toHaveCount(0);
    const tabs = page.getByRole("navigation", { name: "Tabs" });
    const alerts = tabs.getByRole("link", { name: "Alerts" });
    await expect(alerts).toHaveAttribute("href", "/dashboard/local/alerts");
    await alerts.click();
    await page.waitForURL("**/dashboard/local/alerts");
    await expect(page.getByRole("heading", { level: 2, name: "Open alerts" })).toBeInViewport();
    await expect(alerts).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });
});

test.describe("the phone header", () => {
  test("content starts below it and scrolls beneath a solid bar; Exit is never covered", async ({ page, isMobile }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    test.skip(!isMobile, "the header is the phone layout");
    const email = await signUpSupportTaker(page, uniqueEmail("header"));
    const id = await insertCompletedAssessment(email, HOME_ANSWERS, { roadmap: true });
    const pages: [string, string | null][] = [
      ["/dashboard/support-taker", "Welcome"],
      ["/assessment", "Assessment"],
      [`/assessment/roadmap?conversationId=${id}`, "Your Roadmap"],
      ["/settings", "Settings"],
      ["/chat", null],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      const header = await box(phoneHeader(page));
      const firstContent = title ? page.getByRole("heading", { level: 1, name: title }) : page.locator("main > *:not(h1):visible").first();
      await expect(firstContent).toBeVisible();
      expect((await box(firstContent)).y, `${path}: content starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
      await expectExitUncovered(page);
      // The bar is opaque and on top: while scrolling, the page passes beneath it.
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(200);
      const beneath = await page.evaluate(
        ({ y }) => {
          const el = document.elementFromPoint(100, y);
          return (
            Boolean(el?.closest("[data-mobile-header]")) &&
            getComputedStyle(document.querySelector("[data-mobile-header]")!).backgroundColor !== "rgba(0, 0, 0, 0)"
          );
        },
        { y: header.y + header.height / 2 },
      );
      expect(beneath, `${path}: the header band covers what scrolls under it`).toBe(true);
      await expectExitUncovered(page);
      await expectAccessible(page);
    }
  });
});

test.describe("public pages' top bar", () => {
  test("sign-in, sign-up and /safety start below a solid bar; Exit is never covered while scrolling", async ({ page }) => {
    test.setTimeout(90_000); // many pages, each with an axe scan or several Back steps
    for (const path of ["/auth/login", "/auth/signup/professional", "/safety"]) {
      await page.goto(path);
      const bar = await box(page.locator("[data-plain-header]"));
      const h1 = page.getByRole("heading", { level: 1 });
      expect((await box(h1)).y, `${path}: the heading starts below the bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(overlaps(await box(exitButton(page)), bar), "Exit sits in the bar").toBe(true);
      await expectExitUncovered(page);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(200);
      const barNow = await box(page.locator("[data-plain-header]"));
      expect(barNow.y).toBe(0);
      await expectExitUncovered(page);
      await expectAccessible(page);
    }
  });
});

test.describe("toasts", () => {
  test("a stale error toast goes when she moves to another page", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill("nobody-here@example.test");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    const failed = page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" });
    await expect(failed).toBeVisible();
    await settled(failed); // the slide-in animation
    expect(overlaps(await box(failed), await box(exitButton(page)))).toBe(false);
    expect(overlaps(await box(failed), await box(page.getByRole("heading", { level: 1 })))).toBe(false);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/forgot-password");
    await expect(failed).toHaveCount(0);
  });

  test("'Terms required' goes when the account is created, and no toast covers the heading or Exit", async ({ page }) => {
    await page.goto("/auth/signup/support-taker");
    await page.getByLabel("Email").fill(uniqueEmail("toast"));
    await page.getByLabel("Password", { exact: true }).fill("quiet-harbour-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    const terms = page.locator("[data-sonner-toast]").filter({ hasText: "Terms required" });
    await expect(terms).toBeVisible();
    await settled(terms); // the slide-in animation
    expect(overlaps(await box(terms), await box(exitButton(page)))).toBe(false);
    expect(overlaps(await box(terms), await box(page.getByRole("heading", { level: 1 })))).toBe(false);
    await expectAccessible(page);

    await page.getByRole("checkbox", { name: /I agree to the/ }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    const created = page.locator("[data-sonner-toast]").filter({ hasText: "Account created!" });
    await expect(created).toBeVisible();
    await expect(terms).toHaveCount(0);
    await page.waitForURL("**/onboarding/support-taker");
    await settled(created); // the slide-in animation
    expect(overlaps(await box(created), await box(exitButton(page)))).toBe(false);
    expect(overlaps(await box(created), await box(page.getByRole("heading", { level: 1 })))).toBe(false);
  });

  test("'Message sent!' sits above the chat's message box: she can read it and type at once", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("toast-chat"));
    await page.goto("/supporters");
    const first = page.getByTestId("supporter-card").first();
    const name = await first.getByRole("heading", { level: 3 }).innerText();
    await first.getByRole("button", { name: `Message ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Message ${name}` });
    await dialog.getByLabel("Your message").fill("Hello, is this a good time to talk?");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/chat\?id=/);
    const sent = page.locator("[data-sonner-toast]").filter({ hasText: "Message sent!" });
    await expect(sent).toBeVisible();
    const composer = await chatComposerShown(page);
    await settled(sent); // the slide-in animation
    const send = page.getByRole("button", { name: "Send message" });
    expect(overlaps(await box(sent), await box(composer)), "the toast covers the message box").toBe(false);
    expect(overlaps(await box(sent), await box(send)), "the toast covers Send").toBe(false);
    expect(overlaps(await box(sent), await box(exitButton(page)))).toBe(false);
    await composer.fill("And thank you.");
    await send.click();
    await expect(page.getByTestId("message-text").filter({ hasText: "And thank you." })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-toast-clearance", "");
    // Away from the chat, toasts are back in their usual place.
    await page
      .getByRole("link", { name: /^(Dashboard|Home)$/ })
      .first()
      .click();
    await page.waitForURL("**/dashboard/support-taker");
    await expect(page.locator("html")).not.toHaveAttribute("data-toast-clearance");
  });

  test("a failed login followed by a successful one leaves only 'Welcome back!'", async ({ page }) => {
    const email = uniqueEmail("toast-login");
    await createSignedOutAccount(page, email, "quiet-harbour-2026");
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    const failed = page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" });
    await expect(failed).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("quiet-harbour-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(failed).toHaveCount(0);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
    const welcome = page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" });
    if (await welcome.count()) {
      expect(overlaps(await box(welcome), await box(page.getByRole("heading", { level: 1 })))).toBe(false);
      expect(overlaps(await box(welcome), await box(exitButton(page)))).toBe(false);
    }
  });
});
