import { expect, test } from "@playwright/test";
import { PERSON, expectAccessible, login } from "./helpers";
import { forbidOutsideRequests, openLanding, recordToasts, story, STORY, submit, toastsSeen } from "./landing-support";

// The landing page's mobile menu and its signed-in header (spec part 1 §2 "Landing page").
forbidOutsideRequests();

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
    await login(page, PERSON.taker);
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
      await expect(menu.getByText(PERSON.taker)).toBeVisible();
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
    // The toast is shown on the page she lands on, once it has hydrated.
    await expect
      .poll(async () => (await toastsSeen(page)).some((t) => t.startsWith("Signed out") && t.endsWith("You've been signed out successfully.")))
      .toBe(true);
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

  // Issue 20: the landing page is one file for everyone, served without rendering; she sees her
  // own header once the browser has asked GET /api/session (never stored).
  test("the page as served is the same file for everyone; her header arrives after load", async ({ page, isMobile }) => {
    await login(page, PERSON.taker);
    for (const path of ["/", "/legal/privacy", "/safety"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["cache-control"], path).toBe("no-store, max-age=0");
      expect(headers["cdn-cache-control"], path).toBe("public, max-age=300");
      expect(["HIT", "STALE"], path).toContain(headers["x-nextjs-cache"]);
      expect(await response.text(), path).not.toContain(PERSON.taker);
    }
    const session = await page.request.get("/api/session");
    expect(session.headers()["cache-control"]).toContain("no-store");
    expect(((await session.json()) as { state: { user: { email: string } } }).state.user.email).toBe(PERSON.taker);

    await openLanding(page);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" }).getByText(PERSON.taker)).toBeVisible();
    } else {
      await expect(page.getByRole("banner").getByRole("button", { name: "My Account" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    }
  });

  test("signed-in buttons go straight to their page, and a story goes to the assessment", async ({ page }) => {
    await login(page, PERSON.taker);
    await openLanding(page);
    await expect(page.locator("#emergency").getByRole("link", { name: "Emergency Alert" })).toHaveAttribute("href", "/emergency");
    await expect(page.locator("#emergency").getByRole("link", { name: "Setup Emergency Contacts" })).toHaveAttribute("href", "/emergency");
    await expect(page.locator("#how-it-works").getByRole("link", { name: "Start Your Assessment" })).toHaveAttribute("href", "/assessment-chat");
    await expect(page.locator("#join-us").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/dashboard/support-taker");
    await expectAccessible(page);

    await story(page).fill(STORY);
    await submit(page).click();
    // /assessment-chat redirects to /assessment, which may happen before the first URL is ever
    // shown (a prefetched redirect): what counts is her story as her first answer there.
    await page.waitForURL("**/assessment");
    await expect(page.getByRole("log", { name: "Assessment conversation" }).getByText(STORY)).toBeVisible();
  });

  test("a supporter also sees the mode switch", async ({ page, isMobile }) => {
    await login(page, PERSON.professional);
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
