import { expect, test, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, signUpSupportTaker, uniqueEmail } from "./helpers";
import { HOME_ANSWERS, insertCompletedAssessment, WORK_ANSWERS } from "./assessment-fixtures";

const DAY = 24 * 60 * 60_000;
const TIMEFRAME_LABELS = ["This Week", "This Month", "2-3 Months", "Long-term"];

const roadmapUrl = (id: string) => `/assessment/roadmap?conversationId=${id}`;
const steps = (page: Page) => page.getByTestId("action-item");
const message = (page: Page) => page.getByTestId("progress-message");
const saved = (page: Page) => page.getByTestId("save-status");

async function tickAllInOpenTab(page: Page) {
  const panel = page.getByRole("tabpanel");
  const boxes = panel.getByRole("checkbox", { checked: false });
  while (await boxes.count()) {
    await boxes.first().click();
  }
}

test.describe("roadmap", () => {
  // Dozens of ticks, each a click and a save, on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("every section; ticks save at once, move the progress and survive a reload", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("roadmap"));
    const id = await insertCompletedAssessment(email, WORK_ANSWERS, { roadmap: true });
    await page.goto(roadmapUrl(id));

    await expect(page.getByRole("heading", { level: 1, name: "Your Roadmap" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key themes" })).toBeVisible();
    const validation = page.getByTestId("roadmap-validation");
    await expect(validation.getByRole("heading", { name: "What You Need to Hear" })).toBeVisible();
    await expect(validation.getByText("You asked")).toBeVisible();
    await expect(validation.getByText("Your feelings and concerns are completely valid.")).toBeVisible();
    await expect(validation.getByRole("heading", { name: "You Are Not" })).toBeVisible();
    await expect(validation.getByRole("heading", { name: "You Are", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Self-Care Toolkit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Helpful Resources" })).toBeVisible();
    // Matches are real, verified supporters (the worker's professional at least), up to 5.
    const matches = page.getByTestId("roadmap-match");
    await expect(matches.first()).toBeVisible();
    expect(await matches.count()).toBeLessThanOrEqual(5);
    await expect(matches.first().getByRole("link", { name: /View Profile/ })).toHaveAttribute("href", /^\/profile\//);
    await expect(matches.first().getByRole("link", { name: /^Message / })).toHaveAttribute("href", /^\/supporters\?message=/);
    for (const link of await page.getByTestId("roadmap-resources").getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    for (const [index, label] of TIMEFRAME_LABELS.entries()) await expect(tabs.nth(index)).toContainText(label);
    await expect(message(page)).toHaveText("Start your journey today!");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/dashboard/support-taker");
    await expect(page.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute("href", "/dashboard/support-taker");
    // No danger signs in these answers: no safety-first card.
    await expect(page.getByTestId("safety-first-card")).toHaveCount(0);
    await expectAccessible(page);

    // A step opens to its what, why and how.
    const first = steps(page).first();
    await expect(first.getByText("Why it helps")).toHaveCount(0); // written out when she opens it
    await first.getByText("Show details").click();
    await expect(first.getByText("Why it helps")).toBeVisible();
    await expect(first.getByText("How", { exact: true })).toBeVisible();

    const total = Number((await page.getByTestId("progress-count").textContent())!.match(/of (\d+)/)![1]);
    await first.getByRole("checkbox").click();
    await expect(first).toHaveAttribute("data-completed", "true");
    await expect(page.getByTestId("progress-count")).toHaveText(`1 of ${total} steps done`);
    await expect(page.getByTestId("progress-percent")).toHaveText(`${Math.round(100 / total)}%`);
    await expect(message(page)).toHaveText("Great start! Keep going!");
    await expect(page.getByTestId("tab-immediate")).toContainText("1/");

    // Keyboard: Space ticks the focused step.
    const second = steps(page).nth(1);
    await second.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("data-completed", "true");
    await expect(saved(page)).toHaveText("All changes saved");
    await page.reload();
    await expect(steps(page).nth(0)).toHaveAttribute("data-completed", "true");
    await expect(steps(page).nth(1)).toHaveAttribute("data-completed", "true");
    await expect(page.getByTestId("progress-count")).toHaveText(`2 of ${total} steps done`);

    // Unticking clears it again.
    await steps(page).nth(1).getByRole("checkbox").click();
    await expect(steps(page).nth(1)).toHaveAttribute("data-completed", "false");
    await expect(saved(page)).toHaveText("All changes saved");
    await page.reload();
    await expect(page.getByTestId("progress-count")).toHaveText(`1 of ${total} steps done`);

    // Every step in every tab: the last message.
    for (const label of TIMEFRAME_LABELS) {
      await page.getByRole("tab", { name: new RegExp(label) }).click();
      await tickAllInOpenTab(page);
    }
    await expect(page.getByTestId("progress-percent")).toHaveText("100%");
    await expect(message(page)).toHaveText("Congratulations! You've completed your care plan!");
    await expect(saved(page)).toHaveText("All changes saved");
    await page.reload();
    await expect(message(page)).toHaveText("Congratulations! You've completed your care plan!");
  });

  test("a failed save rolls the tick back and says so", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("roadmap-fail"));
    const id = await insertCompletedAssessment(email, WORK_ANSWERS, { roadmap: true });
    await page.goto(roadmapUrl(id));
    await expect(steps(page).first()).toBeVisible();
    await page.route("**/api/roadmap/progress", (route) => route.abort());
    await steps(page).first().getByRole("checkbox").click();
    await expect(page.getByText("Your progress wasn't saved")).toBeVisible();
    await expect(saved(page)).toHaveText("Your last change wasn't saved.");
    await expect(steps(page).first()).toHaveAttribute("data-completed", "false");
    await expect(message(page)).toHaveText("Start your journey today!");
    await page.unroute("**/api/roadmap/progress");
    await page.reload();
    await expect(steps(page).first()).toHaveAttribute("data-completed", "false");
  });

  test("many quick ticks, straight away to another page and back, and a reload at once: every tick is stored (issue 15)", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("roadmap-quick"));
    const id = await insertCompletedAssessment(email, WORK_ANSWERS, { roadmap: true });
    await page.goto(roadmapUrl(id));
    await expect(steps(page).first()).toBeVisible();
    const ticked: string[] = [];
    const tickAll = async (label: string) => {
      await page.getByRole("tab", { name: new RegExp(label) }).click();
      const items = page.getByRole("tabpanel").getByTestId("action-item");
      for (const item of await items.all()) {
        // As fast as she can click: no wait for any save.
        await item.getByRole("checkbox").click();
        ticked.push((await item.getAttribute("data-item-id"))!);
      }
    };
    await tickAll("This Week");
    // One step changed her mind twice: the last choice (ticked) is what stays.
    const first = page.getByRole("tabpanel").getByTestId("action-item").first().getByRole("checkbox");
    await first.click();
    await first.click();
    await tickAll("This Month");
    // Away at once, without waiting for "All changes saved", and back.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL("**/dashboard/support-taker");
    await page.goto(roadmapUrl(id));
    await tickAll("2-3 Months");
    // A reload straight after the last ticks: they are finished by the browser (keepalive),
    // though the reload may be answered before the last of them is stored: read again until then.
    await page.reload();
    await expect
      .poll(
        async () => {
          await page.goto(roadmapUrl(id));
          return page.getByTestId("progress-count").textContent();
        },
        { timeout: 15_000 }, // each look is a whole page load
      )
      .toMatch(new RegExp(`^${ticked.length} of \\d+ steps done$`));
    for (const label of ["This Week", "This Month", "2-3 Months"]) {
      await page.getByRole("tab", { name: new RegExp(label) }).click();
      for (const item of await page.getByRole("tabpanel").getByTestId("action-item").all()) await expect(item).toHaveAttribute("data-completed", "true");
    }
    await expect(page.getByText("Your progress wasn't saved")).toHaveCount(0);
  });

  test("an urgent plan starts with safety; the print view holds the whole plan without the site around it", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("roadmap-print"));
    const id = await insertCompletedAssessment(email, HOME_ANSWERS, { roadmap: true });
    await page.goto(roadmapUrl(id));
    await expect(page.getByTestId("safety-first-card")).toBeVisible();
    await expect(steps(page).first()).toContainText(/safe/i);
    await steps(page).first().getByRole("checkbox").click();
    await expect(message(page)).toHaveText("Great start! Keep going!");
    await expect(saved(page)).toHaveText("All changes saved");

    await page.getByRole("link", { name: "Print or save as PDF" }).click();
    await page.waitForURL(`**/assessment/roadmap/print?conversationId=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your Roadmap" })).toBeVisible();
    for (const label of TIMEFRAME_LABELS) await expect(page.getByRole("heading", { level: 3, name: label })).toBeVisible();
    await expect(page.getByText("(done)")).toHaveCount(1);
    await expect(page.getByText(/A printed plan or a saved PDF can be found by others/)).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(page.getByRole("button", { name: /Exit this page quickly/ })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: "Back to your roadmap" }).click();
    await page.waitForURL(`**${roadmapUrl(id)}`);
  });

  test("care plans, /roadmap and /roadmaps; without any assessment, 'No roadmap found'", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("care-plans"));
    await page.goto("/care-plans");
    await expect(page.getByRole("heading", { level: 1, name: "Your Care Plans" })).toBeVisible();
    await expect(page.getByTestId("care-plans-empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/dashboard");
    await expectAccessible(page);
    await page.goto("/roadmap");
    await page.waitForURL("**/assessment?notice=no-roadmap");
    await expect(page.getByText("No roadmap found")).toBeVisible();

    const older = await insertCompletedAssessment(email, WORK_ANSWERS, { roadmap: true, completedAt: new Date(Date.now() - 2 * DAY) });
    const newer = await insertCompletedAssessment(email, HOME_ANSWERS, { roadmap: true });
    await page.goto("/care-plans");
    const plans = page.getByTestId("care-plan");
    await expect(plans).toHaveCount(2);
    await expect(plans.nth(0).getByTestId("severity-badge")).toHaveText("Level: Critical");
    await expect(plans.nth(1).getByTestId("severity-badge")).toHaveText("Level: Serious");
    await expect(plans.nth(0)).toContainText("Start your journey today!");
    await expectAccessible(page);
    await plans
      .nth(1)
      .getByRole("link", { name: /Open care plan/ })
      .click();
    await page.waitForURL(`**${roadmapUrl(older)}`);

    for (const path of ["/roadmap", "/roadmaps"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible();
      await expect(page.getByRole("link", { name: "View Assessment" })).toHaveAttribute("href", `/assessment/chat?conversationId=${newer}`);
    }
  });

  test("another person's roadmap reads as not found, also in print", async ({ page }) => {
    const owner = await signUpSupportTaker(page, uniqueEmail("roadmap-owner"));
    const id = await insertCompletedAssessment(owner, WORK_ANSWERS, { roadmap: true });
    await page.context().clearCookies();
    await signUpSupportTaker(page, uniqueEmail("roadmap-other"));
    await page.goto(roadmapUrl(id));
    await expect(page.getByRole("heading", { name: "No roadmap found" })).toBeVisible();
    await expect(page.getByTestId("action-item")).toHaveCount(0);
    const print = await page.goto(`/assessment/roadmap/print?conversationId=${id}`);
    expect(print?.status()).toBe(404);
  });
});

test.describe("admin: Generate Missing Roadmaps", () => {
  test("builds the missing roadmaps and reports each one", async ({ page }) => {
    const email = await signUpSupportTaker(page, uniqueEmail("backfill"));
    const id = await insertCompletedAssessment(email, WORK_ANSWERS);
    await page.context().clearCookies();
    await login(page, PERSON.admin);
    await page.goto("/admin/backfill-roadmaps");
    await expect(page.getByRole("heading", { level: 1, name: "Generate Missing Roadmaps" })).toBeVisible();
    await expect(page.getByTestId("missing-count")).toContainText(/no roadmap yet/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Generate Missing Roadmaps" }).click();
    await expect(page.getByText(/Successfully generated \d+ out of \d+ roadmaps\./)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("backfill-results").getByText(id)).toBeVisible();
    await expect(page.getByTestId("missing-count")).toHaveText("Every completed assessment has a roadmap.", { timeout: 10_000 });
  });
});
