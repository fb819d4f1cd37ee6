// A new local supporter in Fargo, approved (issue 17), in her own browser context. An admin's
// approval has its own journey (tests/e2e/local-verification.spec.ts); here it is set directly.
import type { Browser } from "@playwright/test";
import { query, uniqueEmail } from "./helpers";

const PASSWORD = "steady-harbour-2026";

export async function newLocalSupporter(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("alert-local");
  await page.goto("/auth/signup/local");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Display name").fill(name);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding/local");
  await page.getByLabel("City or location").fill("Fargo, North Dakota");
  await page.getByRole("checkbox", { name: /Safety Guidelines/ }).click();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.waitForURL("**/dashboard/local");
  // An admin's approval (its own journey is tests/e2e/local-verification.spec.ts).
  await query(
    `UPDATE local_supporters SET "verificationStatus" = 'approved', "identitySeen" = true, "guidelinesAgreed" = true, "verifiedAt" = now()
     WHERE "userId" = (SELECT id FROM users WHERE email = $1)`,
    [email],
  );
  return { context, page, email };
}
