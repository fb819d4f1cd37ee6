import { expect, test } from "@playwright/test";
import { PERSON, expectAccessible, login, loginThroughForm, settled } from "./helpers";

// pages.spec.ts scans every page at 390 px; here each layout is scanned at the width under test
// (the marketing, auth, legal and not-found frames, and each role's shell).
test("public pages are accessible", async ({ page, isMobile }) => {
  test.skip(isMobile, "pages.spec.ts scans every public page at 390 px");
  for (const path of ["/", "/auth/login", "/auth/signup/professional", "/auth/reset-password", "/legal/terms", "/no-such-page"]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test("support taker pages are accessible, with the right navigation", async ({ page, isMobile }) => {
  await login(page, PERSON.taker);
  if (isMobile) {
    const tabs = page.getByRole("navigation", { name: "Tabs" });
    await expect(tabs.getByRole("link")).toHaveText(["Home", "Assessment", "Support", "Messages"]);
  } else {
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    for (const name of ["Dashboard", "Assessment", "Messages", "Supporters", "Emergency", "Profile", "Settings"]) {
      await expect(sidebar.getByRole("link", { name })).toBeVisible();
    }
    await expect(sidebar.getByText(PERSON.taker)).toBeVisible();
  }
  // At 390 px pages.spec.ts scans each of these.
  if (!isMobile) {
    for (const path of ["/dashboard/support-taker", "/verification-pending", "/chat", "/emergency", "/onboarding/support-taker", "/journal", "/journal/new"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  }
  // The emergency confirmation explains what will happen before it happens.
  await page.goto("/dashboard/support-taker");
  await page.getByRole("button", { name: "Emergency Alert" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("alert your emergency contacts");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Activate Emergency" }).click();
  await page.waitForURL("**/emergency");
});

test("supporter and admin pages are accessible", async ({ page, isMobile }) => {
  await login(page, PERSON.professional);
  // At 390 px the tabs are checked here and every page is scanned by pages.spec.ts.
  const scan = isMobile ? async () => {} : () => expectAccessible(page);
  if (isMobile) await expect(page.getByRole("navigation", { name: "Tabs" }).getByRole("link")).toHaveText(["Home", "Cases", "Messages", "Emergency"]);
  await scan();
  await page.goto("/dashboard/local");
  await scan();
  await page.context().clearCookies();

  await login(page, PERSON.local);
  if (isMobile) await expect(page.getByRole("navigation", { name: "Tabs" }).getByRole("link")).toHaveText(["Home", "Alerts", "Messages", "Community"]);
  await scan();
  await page.context().clearCookies();

  await login(page, PERSON.admin);
  if (isMobile) await expect(page.getByRole("navigation", { name: "Tabs" }).getByRole("link")).toHaveText(["Dashboard", "Users", "Messages"]);
  await scan();
  await page.goto("/admin/mailbox");
  await scan();
});

test("the sidebar collapses with Ctrl+B and remembers it", async ({ page, isMobile }) => {
  test.skip(isMobile, "the sidebar is a desktop control");
  await login(page, PERSON.taker);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  // The width animates for 200 ms.
  await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(48);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(256);
});

test("quick exit leaves with Shift pressed three times", { tag: "@desktop" }, async ({ page }) => {
  await page.route("https://www.bbc.co.uk/**", (route) => route.fulfill({ status: 200, body: "<title>Weather</title>" }));
  await page.goto("/auth/login");
  await page.keyboard.press("Shift");
  await page.keyboard.press("Shift");
  await page.keyboard.press("Shift");
  await page.waitForURL("https://www.bbc.co.uk/weather");
});

test("a toast never covers the quick exit button", async ({ page }) => {
  // Signing in shows 'Welcome back!'; on phones toasts span the width.
  await loginThroughForm(page, PERSON.taker);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" });
  await expect(toast).toBeVisible();
  await settled(toast); // the slide-in animation
  const exit = await page.getByRole("button", { name: /^Exit this page quickly/ }).boundingBox();
  const box = await toast.boundingBox();
  expect(exit && box).toBeTruthy();
  const overlaps = box!.x < exit!.x + exit!.width && exit!.x < box!.x + box!.width && box!.y < exit!.y + exit!.height && exit!.y < box!.y + box!.height;
  expect(overlaps).toBe(false);
});
