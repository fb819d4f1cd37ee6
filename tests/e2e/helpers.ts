import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import pg from "pg";

export const DEMO_PASSWORD = "haven-demo-2026";
export const DEMO = {
  taker: "taker@haven.local",
  professional: "professional@haven.local",
  local: "local@haven.local",
  admin: "admin@haven.local",
} as const;

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
}

export async function signOut(page: Page) {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
  } else {
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  }
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
}

/** A fresh support-taker account (so the demo passwords stay as documented), then signed out. */
export async function createSignedOutAccount(page: Page, email: string, password: string) {
  await signUpSupportTaker(page, email, password);
  await page.context().clearCookies();
}

/** A fresh support taker, signed in and on her onboarding screen (her own data, nobody else's). */
export async function signUpSupportTaker(page: Page, email: string, password = "quiet-harbour-2026") {
  await page.goto("/auth/signup/support-taker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding/support-taker");
  return email;
}

/** No serious or critical WCAG 2 A/AA violations. */
export async function expectAccessible(page: Page) {
  // A toast mid-animation is partly transparent, which axe reads as low contrast: wait until
  // every toast has settled (fully shown, or gone), however slow the machine is.
  if (await page.locator("[data-sonner-toast]").count()) {
    await page
      .waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-removed") !== "true" && getComputedStyle(t).opacity === "1" && t.getAnimations().length === 0), undefined, { timeout: 10_000 })
      .catch(() => {});
  }
  // Behind an open modal dialog the page (toasts included) is dimmed on purpose: axe would read
  // the dimmed toast text as low contrast, so toasts are left out while a modal is open.
  const modalOpen = (await page.locator('[role="alertdialog"][aria-modal="true"], [role="dialog"][aria-modal="true"]').count()) > 0;
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (modalOpen) axe = axe.exclude("[data-sonner-toaster]");
  const results = await axe.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

/** One SQL statement against the e2e database (set up rows a journey needs, or read what it stored). */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run e2e tests through `npm test -- --only=e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
