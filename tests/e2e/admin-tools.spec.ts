// The spec's admin tools (issue 18), as the worker's admin uses them, at both widths with axe:
// Seed Sample Data (counts, credentials, a repeat that makes nothing, removal in one confirmed
// action), mock supporters, the avatar tools, Clara's picture, the backfill's Back button and
// the audit log. Nothing is left behind: sample accounts are removed in the test, and pictures
// the avatar tools gave to accounts that had none are taken away again.
import { expect, test, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { person } from "./people";

const TOOLS = [
  "Audit Log",
  "Seed Sample Data",
  "Seed Mock Supporters",
  "Avatar Generator",
  "Fix Missing Avatars",
  "Upload Clara's Avatar",
  "Generate Missing Roadmaps",
];

async function sampleCount() {
  return Number((await query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE "isSample"`))[0]!.n);
}

async function removeAllSampleData(page: Page) {
  const section = page.getByRole("region", { name: "Remove sample data" });
  await section.getByRole("button", { name: "Remove all sample data" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove all sample data?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText(/^Removed \d+ sample accounts?\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId("sample-count")).toContainText("There are no sample accounts.");
  expect(await sampleCount()).toBe(0);
}

test.describe("admin tools", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.afterAll(async () => {
    // Whatever happened above, no sample account outlives this file.
    await query(`DELETE FROM users WHERE "isSample"`);
  });

  test("the admin home lists every tool; a support taker is turned away from them", async ({ page }) => {
    await login(page, PERSON.admin);
    await page.goto("/admin");
    for (const title of TOOLS) await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("admin-home.png"), fullPage: true });

    await page.context().clearCookies();
    await signUpSupportTaker(page, uniqueEmail("tools-taker"));
    for (const path of ["/admin/seed", "/admin/audit", "/admin/avatars", "/admin/fix-avatars", "/admin/upload-clara-avatar", "/admin/seed-mock-supporters"]) {
      await page.goto(path);
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: /Seed|Audit|Avatar|Clara/ })).toHaveCount(0);
    }
  });

  test("Seed Sample Data: counts and credentials, a repeat creates nothing, removed in one confirmed action", async ({ page }) => {
    await query(`DELETE FROM users WHERE "isSample"`);
    await login(page, PERSON.admin);
    await page.goto("/admin/seed");
    await expect(page.getByRole("heading", { level: 1, name: "Seed Sample Data" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Seed Sample Data" }).click();
    // Thirteen accounts, each with its own password hash: give the server time.
    await expect(page.getByText("Sample data seeded")).toBeVisible({ timeout: 45_000 });
    const counts = page.getByTestId("seed-counts");
    await expect(counts.locator('[data-count="support_takers"]')).toHaveText("3");
    await expect(counts.locator('[data-count="professional_supporters"]')).toHaveText("5");
    await expect(counts.locator('[data-count="local_supporters"]')).toHaveText("5");
    await expect(counts.locator('[data-count="stories"]')).toHaveText("3");
    await expect(counts.locator('[data-count="reviews"]')).toHaveText("5");
    await expect(page.getByTestId("seed-credentials").getByRole("listitem")).toHaveCount(13);
    await expect(page.getByTestId("seed-credentials")).toContainText("sample-taker-1@sample.haven.local");
    await expect(page.getByTestId("sample-count")).toContainText("13 sample accounts");
    expect(await sampleCount()).toBe(13);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("seed.png"), fullPage: true });

    await page.getByRole("button", { name: "Seed Sample Data" }).click();
    await expect(page.getByText("13 existing accounts were skipped.").first()).toBeVisible({ timeout: 30_000 });
    await expect(counts.locator('[data-count="support_takers"]')).toHaveText("0");
    await expect(counts.locator('[data-count="reviews"]')).toHaveText("0");
    expect(await sampleCount()).toBe(13);

    // A sample professional is verified and listed for people looking for help.
    const listed = await query<{ n: string }>(
      `SELECT count(*) AS n FROM professional_supporters p JOIN users u ON u.id = p."userId" WHERE u."isSample" AND p."verificationStatus" = 'approved'`,
    );
    expect(Number(listed[0]!.n)).toBe(5);

    await removeAllSampleData(page);
  });

  test("Seed Mock Supporters: 6 created, then updated on repeat; removed again", async ({ page }) => {
    await login(page, PERSON.admin);
    await page.goto("/admin/seed-mock-supporters");
    await expect(page.getByRole("heading", { level: 1, name: "Seed Mock Supporters" })).toBeVisible();
    await page.getByRole("button", { name: "Seed Mock Supporters" }).click();
    await expect(page.getByTestId("mock-message")).toHaveText("6 mock supporters created, 0 updated.", { timeout: 45_000 });
    await expect(page.getByTestId("mock-results").getByRole("listitem")).toHaveCount(6);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Seed Mock Supporters" }).click();
    await expect(page.getByTestId("mock-message")).toHaveText("0 mock supporters created, 6 updated.", { timeout: 30_000 });
    await expect(page.getByTestId("mock-results").getByText("Updated")).toHaveCount(6);
    await page.screenshot({ path: test.info().outputPath("mock-supporters.png"), fullPage: true });
    await removeAllSampleData(page);
  });

  test("Avatar Generator and Fix Missing Avatars show their counts; Clara's picture is uploaded", async ({ page }) => {
    // Accounts without a picture now get their generated one back to none at the end.
    const bare = (await query<{ userId: string }>(`SELECT "userId" FROM profiles WHERE "avatarUrl" IS NULL`)).map((r) => r.userId);
    try {
      await login(page, PERSON.admin);
      await page.goto("/admin/avatars");
      await expect(page.getByRole("heading", { level: 1, name: "Avatar Generator" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Generate Avatars" }).click();
      const counts = page.getByTestId("avatar-counts");
      await expect(counts).toBeVisible({ timeout: 60_000 });
      const total = Number(await counts.locator('[data-count="totalUsers"]').textContent());
      expect(total).toBeGreaterThan(0);
      await expect(counts.locator('[data-count="successCount"]')).toHaveText(String(total));
      await expect(page.getByTestId("avatar-results").getByText("Generated")).toHaveCount(total);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath("avatars.png"), fullPage: true });

      // The admin's own picture is served from storage as a PNG.
      const own = await query<{ avatarUrl: string }>(`SELECT p."avatarUrl" FROM profiles p JOIN users u ON u.id = p."userId" WHERE u.email = $1`, [
        PERSON.admin,
      ]);
      const picture = await page.request.get(own[0]!.avatarUrl);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");

      await page.goto("/admin/fix-avatars");
      await expect(page.getByRole("heading", { level: 1, name: "Fix Missing Avatars" })).toBeVisible();
      await page.getByRole("button", { name: "Fix Missing Avatars" }).click();
      const fix = page.getByTestId("fix-counts");
      await expect(fix).toBeVisible({ timeout: 60_000 });
      for (const label of ["Scanned", "Found", "Generated", "Failed"]) await expect(fix.getByText(label, { exact: true })).toBeVisible();
      await expect(fix.locator('[data-count="failed"]')).toHaveText("0");
      expect(Number(await fix.locator('[data-count="existingInStorage"]').textContent())).toBeGreaterThanOrEqual(total);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath("fix-avatars.png"), fullPage: true });

      await page.goto("/admin/upload-clara-avatar");
      await expect(page.getByRole("heading", { level: 1, name: "Upload Clara's Avatar" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Upload Clara's Avatar" }).click();
      await expect(page.getByTestId("clara-avatar-url")).toHaveText("/api/avatars/clara", { timeout: 20_000 });
      const clara = page.getByRole("img", { name: "Clara's avatar" });
      await expect(clara).toHaveAttribute("src", "/api/avatars/clara");
      await expect.poll(() => clara.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath("clara.png"), fullPage: true });
    } finally {
      for (const table of ["profiles", "professional_supporters", "local_supporters"]) {
        await query(`UPDATE ${table} SET "avatarUrl" = NULL WHERE "userId" = ANY($1) AND "avatarUrl" LIKE '/api/avatars/%.png'`, [bare]);
      }
    }
  });

  test("the backfill page has its Back button; the audit log lists the tools' runs, newest first, filtered by action", async ({ page }) => {
    await login(page, PERSON.admin);
    await page.goto("/admin/backfill-roadmaps");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("link", { name: /Audit Log/ }).click();
    await page.waitForURL("**/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    const actions = page.getByTestId("audit-entries").getByTestId("audit-action");
    await expect(actions.first()).toHaveText("tools.upload_clara_avatar");
    await expect(page.getByTestId("audit-entries")).toContainText("Removed 6 sample accounts.");
    await expect(page.getByTestId("audit-entries")).toContainText(person("admin").name);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("audit.png"), fullPage: true });

    const filters = page.getByRole("navigation", { name: "Filter by action" });
    await filters.getByRole("link", { name: "Tools", exact: true }).click();
    await page.waitForURL("**/admin/audit?action=tools");
    await expect(filters.getByRole("link", { name: "Tools", exact: true })).toHaveAttribute("aria-current", "page");
    const shown = await actions.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((a) => a.startsWith("tools."))).toBe(true);
    await filters.getByRole("link", { name: "Professional verifications" }).click();
    await page.waitForURL("**/admin/audit?action=verification");
    await expectAccessible(page);
  });
});
