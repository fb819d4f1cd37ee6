// Every page at 390 px, the width Haven is designed at: it answers without a server error, is
// screenshotted (kept with the test's output) and passes an axe scan. The journeys elsewhere
// run at the width that matters for them; this keeps the phone view of every screen checked.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./helpers";
import { signInAs, type RoleKey } from "./people";

const PAGES: Record<RoleKey | "public", string[]> = {
  public: [
    "/",
    "/auth/login",
    "/auth/signup/support-taker",
    "/auth/signup/professional",
    "/auth/signup/local",
    "/auth/forgot-password",
    "/auth/reset-password?token=abc",
    "/legal/terms",
    "/legal/privacy",
    "/info/help",
    "/info/about",
    "/info/accessibility",
    "/contact",
    "/safety",
    "/account-deleted",
    "/no-such-page",
  ],
  taker: [
    "/dashboard/support-taker",
    "/assessment",
    "/assessments/history",
    "/roadmap",
    "/supporters",
    "/chat",
    "/emergency",
    "/profile",
    "/settings",
    "/email-preferences",
    "/onboarding/support-taker",
    "/verification-pending",
    "/journal",
    "/journal/new",
    "/journal/verify",
    "/journal/export",
    "/journal/share",
  ],
  professional: ["/dashboard/professional", "/cases", "/profile", "/chat", "/dashboard/local", "/journal/shared"],
  local: ["/dashboard/local", "/dashboard/local/alerts", "/dashboard/local/map", "/cases", "/profile"],
  admin: [
    "/admin",
    "/admin/verifications",
    "/admin/users",
    "/admin/reports",
    "/admin/alerts",
    "/admin/audit",
    "/admin/mailbox",
    "/admin/seed",
    "/admin/seed-mock-supporters",
    "/admin/avatars",
    "/admin/fix-avatars",
    "/admin/upload-clara-avatar",
    "/admin/backfill-roadmaps",
    "/email-templates",
  ],
};

async function visitAll(page: Page, who: string, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status() ?? 0, `${path} answered`).toBeLessThan(500);
      await page.screenshot({ path: test.info().outputPath(`${who}${path.replace(/[^a-z0-9]+/gi, "-")}.png`), fullPage: true });
      await expectAccessible(page);
      // The browser keeps nothing she types for its suggestions, except where a field asks for
      // it by purpose (an e-mail address, a password, a name): components/ui/input.tsx.
      const remembered = await page
        .locator("input:not([type=radio]):not([type=checkbox]):not([type=file]):not([type=hidden]):not([type=range]):not([type=submit])")
        .evaluateAll((fields) =>
          fields
            .filter(
              (field) =>
                !/^(off|email|username|current-password|new-password|one-time-code|name|nickname|organization-title)$/.test(
                  field.getAttribute("autocomplete") ?? "",
                ),
            )
            .map((field) => field.outerHTML.slice(0, 120)),
        );
      expect(remembered, `${path}: fields the browser would remember`).toEqual([]);
    });
  }
}

test.describe("every page at 390 px", () => {
  test.describe.configure({ timeout: 120_000 });

  test("signed out", async ({ page }) => {
    await visitAll(page, "public", PAGES.public);
  });

  for (const role of ["taker", "professional", "local", "admin"] as const) {
    test(`signed in: ${role}`, async ({ page }) => {
      await signInAs(page, role, null);
      await visitAll(page, role, PAGES[role]);
    });
  }
});
