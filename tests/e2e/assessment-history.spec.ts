import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, signUpSupportTaker, uniqueEmail } from "./helpers";
import { assessmentExists, HOME_ANSWERS, HOME_STORY, insertCompletedAssessment, markRoadmapReady, WORK_ANSWERS, WORK_STORY } from "./assessment-fixtures";

const PASSWORD = "quiet-harbour-2026";
const DAY = 24 * 60 * 60_000;
const NOT_FOUND_TEXT = "This assessment doesn't exist or you don't have access to it";

const signUp = (page: Page, prefix = "hist") => signUpSupportTaker(page, uniqueEmail(prefix), PASSWORD);

const items = (page: Page) => page.getByTestId("history-item");

test.describe("assessment history", () => {
  test("with nothing completed: a warm empty state, New Assessment and the emergency dialog", async ({ page }) => {
    await signUp(page);
    await page.goto("/assessments/history");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment History" })).toBeVisible();
    const empty = page.getByTestId("history-empty");
    await expect(empty.getByRole("heading", { name: "No completed assessments yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New Assessment" })).toHaveAttribute("href", "/assessment");
    await expect(items(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Emergency Alert" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Activate emergency support?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("link", { name: "New Assessment" }).click();
    await page.waitForURL((url) => url.pathname === "/assessment");
  });

  test("lists completed ones newest first; the viewer shows the conversation and the roadmap waits for its plan", async ({ page }) => {
    const email = await signUp(page);
    const work = await insertCompletedAssessment(email, WORK_ANSWERS, { completedAt: new Date("2026-01-12T10:00:00Z") });
    await insertCompletedAssessment(email, HOME_ANSWERS, { completedAt: new Date(Date.now() - DAY) });

    await page.goto("/assessments/history");
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "2 completed assessments" })).toBeVisible();

    // Newest first: the urgent one, its short story whole, safety marked with care.
    const home = items(page).nth(0);
    await expect(home.getByRole("heading", { level: 3 })).toHaveText(HOME_STORY);
    await expect(home.getByTestId("severity-badge")).toHaveText("Level: Critical");
    await expect(home.getByTestId("safety-first")).toHaveText("Safety first");
    await expect(home.getByText("Domestic abuse")).toBeVisible();

    // The older one: title cut at 60, description at 180 (a trailing space dropped), 'Serious', no marker.
    const older = items(page).nth(1);
    await expect(older.getByRole("heading", { level: 3 })).toHaveText("My manager keeps commenting on my body in meetings and sends...");
    await expect(older.getByText(`${WORK_STORY.slice(0, 179)}...`, { exact: true })).toBeVisible();
    await expect(older.getByTestId("severity-badge")).toHaveText("Level: Serious");
    await expect(older.getByTestId("safety-first")).toHaveCount(0);
    await expect(older.getByText("Workplace harassment")).toBeVisible();
    await expect(older.getByText("Completed Jan 12, 2026")).toBeVisible();
    await expectAccessible(page);

    // View Assessment: the detail in plain words and the whole conversation, read-only.
    await older.getByRole("link", { name: "View Assessment" }).click();
    await page.waitForURL(`**/assessment/chat?conversationId=${work}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your Assessment" })).toBeVisible();
    const detail = page.getByTestId("assessment-detail");
    await expect(detail.getByTestId("severity-badge")).toHaveText("Level: Serious");
    await expect(detail.getByText("Workplace harassment")).toBeVisible();
    await expect(detail.getByText("Jan 12, 2026")).toBeVisible();
    await expect(detail.getByText("It happens now and then.")).toBeVisible();
    await expect(detail.getByText("You told us you feel physically safe right now.")).toBeVisible();
    const transcript = page.getByTestId("transcript");
    await expect(transcript.locator("li[data-kind=stage]")).toHaveCount(5);
    await expect(transcript.locator("li[data-kind=stage]").first()).toHaveText("New section: Understanding Your Situation (about 2 minutes)");
    await expect(transcript.locator("li[data-role=assistant]").first()).toContainText("Hi, I'm Clara.");
    await expect(transcript.locator("li[data-role=user]").first()).toHaveText(`You:${WORK_STORY}`);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expectAccessible(page);

    // View Roadmap: no plan yet, and (here) the screen's own backfill cannot reach the server,
    // so it says it is being prepared, and updates when the plan exists.
    await page.route("**/assessment/roadmap**", (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
    await page.getByRole("link", { name: "View Roadmap" }).click();
    await page.waitForURL(`**/assessment/roadmap?conversationId=${work}`);
    await expect(page.getByRole("heading", { name: "Generating Your Personalized Roadmap" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your roadmap is being prepared" })).toBeAttached();
    await expect(page.getByText("Generation Failed")).toBeVisible();
    await expect(page.getByTestId("safety-first-card")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/dashboard/support-taker");
    await expectAccessible(page);
    await page.unroute("**/assessment/roadmap**");
    await markRoadmapReady(work);
    await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("roadmap-generating")).toHaveCount(0);
  });

  test("an urgent assessment's roadmap starts with her safety; without an id it opens her latest", async ({ page }) => {
    const email = await signUp(page);
    await insertCompletedAssessment(email, WORK_ANSWERS, { completedAt: new Date(Date.now() - 3 * DAY) });
    const home = await insertCompletedAssessment(email, HOME_ANSWERS, { completedAt: new Date(Date.now() - DAY) });

    await page.goto("/assessment/roadmap");
    const card = page.getByTestId("safety-first-card");
    await expect(card.getByRole("heading", { name: "Your safety comes first" })).toBeVisible();
    await expect(card.getByRole("link", { name: /Emergency Services 911/ })).toHaveAttribute("href", "tel:911");
    await expect(card.getByRole("link", { name: "Emergency support" })).toHaveAttribute("href", "/emergency");
    await expect(page.getByRole("link", { name: "View Assessment" })).toHaveAttribute("href", `/assessment/chat?conversationId=${home}`);
    // No roadmap was stored: the screen's backfill builds it once and the page shows it.
    await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("action-item").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("delete asks first, then removes it for good", async ({ page }) => {
    const email = await signUp(page);
    const older = await insertCompletedAssessment(email, WORK_ANSWERS, { completedAt: new Date(Date.now() - 2 * DAY) });
    const newer = await insertCompletedAssessment(email, HOME_ANSWERS);
    await page.goto("/assessments/history");
    await expect(items(page)).toHaveCount(2);

    // Cancelling keeps it.
    await items(page).nth(0).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this assessment?" });
    await expect(dialog).toContainText("This can't be undone.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items(page)).toHaveCount(2);
    expect(await assessmentExists(newer)).toBe(true);

    await items(page).nth(0).getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete assessment" }).click();
    await expect(page.getByText("Assessment deleted successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).getByRole("heading", { level: 3 })).toHaveText("My manager keeps commenting on my body in meetings and sends...");
    // Keyboard focus is not lost with the deleted card's buttons.
    await expect(page.getByRole("heading", { name: "1 completed assessment" })).toBeFocused();
    expect(await assessmentExists(newer)).toBe(false);
    expect(await assessmentExists(older)).toBe(true);

    await items(page).getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete assessment" }).click();
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByTestId("history-empty")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No completed assessments yet" })).toBeFocused();
    expect(await assessmentExists(older)).toBe(false);

    // Gone on the server too, not just from the screen.
    await page.reload();
    await expect(page.getByTestId("history-empty")).toBeVisible();
    await page.goto(`/assessment/chat?conversationId=${newer}`);
    await expect(page.getByRole("heading", { name: "Assessment not found" })).toBeVisible();
  });

  test("someone else's assessment is 'not found', exactly like a missing one", async ({ page }) => {
    const owner = await signUp(page, "hist-owner");
    const id = await insertCompletedAssessment(owner, HOME_ANSWERS);
    await page.context().clearCookies();

    await signUp(page, "hist-other");
    await page.goto(`/assessment/chat?conversationId=${id}`);
    const notFound = page.getByTestId("assessment-not-found");
    await expect(notFound.getByRole("heading", { name: "Assessment not found" })).toBeVisible();
    await expect(notFound).toContainText(NOT_FOUND_TEXT);
    await expect(page.getByText(HOME_STORY)).toHaveCount(0);
    await expect(page.getByTestId("severity-badge")).toHaveCount(0);
    await expect(notFound.getByRole("link", { name: "Back to your assessment history" })).toHaveAttribute("href", "/assessments/history");
    await expectAccessible(page);
    const foreign = await page.locator("main").innerText();

    await page.goto("/assessment/chat?conversationId=does-not-exist");
    await expect(page.getByRole("heading", { name: "Assessment not found" })).toBeVisible();
    expect(await page.locator("main").innerText()).toBe(foreign);

    // Her roadmap page says nothing about it either, and her history does not list it.
    await page.goto(`/assessment/roadmap?conversationId=${id}`);
    await expect(page.getByRole("heading", { name: "No roadmap found" })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByTestId("safety-first-card")).toHaveCount(0);
    await page.goto("/assessments/history");
    await expect(page.getByTestId("history-empty")).toBeVisible();
  });

  test("without an id the viewer goes to the history, and the roadmap to the assessment", async ({ page }) => {
    await signUp(page);
    // A server redirect: the response that arrives is already the history's.
    const viewer = await page.goto("/assessment/chat");
    expect(new URL(viewer!.url()).pathname).toBe("/assessments/history");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment History" })).toBeVisible();

    // No completed assessment: the roadmap sends her to take one, asking for the 'No roadmap found' notice.
    // (/assessment shows it with <AssessmentNotice />, which then drops the parameter.)
    const response = await page.goto("/assessment/roadmap");
    expect(new URL(response!.url()).pathname + new URL(response!.url()).search).toBe("/assessment?notice=no-roadmap");
    await expect(page.getByText("No roadmap found")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/assessment" && !url.search);
  });
});
