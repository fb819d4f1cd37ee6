import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, hydrated } from "./helpers";
import { createPerson, signIn } from "./people";

// The guided assessment (spec part 2 §2 "Assessment", §4 "Assessment flow", §5, §8).

/** A support taker just after sign-up (made directly: sign-up has its own tests), on /assessment. */
async function newTaker(page: Page) {
  await signIn(page, await createPerson("taker", { fresh: true }), "/assessment");
}

const log = (page: Page) => page.getByRole("log", { name: "Assessment conversation" });
/** Pages whose clock the test installed: Clara's pause and typing are run through, not waited for. */
const clocked = new WeakSet<Page>();
const asked = async (page: Page, text: string | RegExp) => {
  const line = log(page).getByText(text);
  if (!clocked.has(page)) {
    await expect(line).toBeVisible({ timeout: 10_000 });
    return hydrated(page);
  }
  // Each try moves the page's clock on by half a second (her answer may still be saving, and
  // the typing starts only once the pause has ended), until the line is there.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(line).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [50] });
};
const answers = (page: Page) => page.locator("div.rounded-xl.border.bg-card.p-4");

async function choose(page: Page, label: string | RegExp, button = "Continue") {
  await answers(page).getByLabel(label).check();
  await answers(page).getByRole("button", { name: button, exact: true }).click();
}

test("a full assessment: every question type, validation, resume after reload, and the roadmap at the end", async ({ page }) => {
  // Fifteen questions, each after Clara's 0.5 s pause and 1 s of typing: the page's clock is
  // moved on through them (asked), otherwise it runs as usual.
  test.setTimeout(120_000);
  await page.clock.install();
  clocked.add(page);
  await newTaker(page);
  await expect(log(page).getByText(/Hi, I'm Clara/)).toBeVisible();
  await asked(page, "Understanding Your Situation (about 2 minutes)");
  await asked(page, /what's been happening\?/);
  await expect(log(page).getByText("(required)").first()).toBeAttached();
  await expectAccessible(page);

  // Text: blank is not sent, Shift+Enter adds a line, Enter sends. Focus is on the answer box.
  const box = page.getByRole("textbox", { name: /Your answer/ });
  await expect(box).toBeFocused();
  await box.press("Enter");
  await expect(log(page).getByText("Skipped")).toHaveCount(0);
  await box.fill("He reads my messages.");
  await box.press("Shift+Enter");
  await box.pressSequentially("And he shouts at me in meetings.");
  await expect(box).toHaveValue("He reads my messages.\nAnd he shouts at me in meetings.");
  await box.press("Enter");
  await asked(page, "Where does this happen?");

  // Checkbox: a choice is needed; 'Other' is limited to 200 characters.
  await answers(page).getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please choose at least one option." })).toBeVisible();
  await answers(page).getByLabel("At work").check();
  await answers(page).getByRole("checkbox", { name: "Other" }).check();
  await answers(page).getByLabel("Other:").fill("x".repeat(250));
  await expect(answers(page).getByLabel("Other:")).toHaveValue("x".repeat(200));
  await answers(page).getByLabel("Other:").fill("On the bus");
  await answers(page).getByRole("button", { name: "Continue" }).click();
  await expect(log(page).getByText("At work, Other: On the bus")).toBeVisible();

  await asked(page, "Who is doing this?");
  await choose(page, "A manager or someone senior at work");
  await asked(page, "Which of these have happened to you?");
  await choose(page, "Threats or intimidation");

  // Leaving and coming back resumes exactly here, with the conversation so far.
  await asked(page, "How often does it happen?");
  await page.emulateMedia({ reducedMotion: "reduce" }); // the page's scroll below happens at once
  // She had scrolled up to read her answers again: the browser would put that position back after
  // the reload, and her question's choices would stay under the tab bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await expect(page.getByText("Welcome back. Your answers were saved")).toBeVisible();
  // The page brings her question into view clear of the phone's tab bar: a tap on its last
  // choice answers it, and never lands on a tab.
  const tabs = page.getByRole("navigation", { name: "Tabs" });
  await expect
    .poll(async () => {
      const controls = (await answers(page).boundingBox())!;
      return !(await tabs.isVisible()) || controls.y + controls.height <= (await tabs.boundingBox())!.y + 1;
    })
    .toBe(true);
  await expect(log(page).getByText("Threats or intimidation")).toBeVisible();
  await asked(page, "How often does it happen?");

  await choose(page, "Every week");
  await asked(page, "Has it been getting worse over time?");
  await answers(page).getByRole("button", { name: "Yes", exact: true }).click();
  await asked(page, "Assessing Impact (about 2 minutes)");
  const slider = page.getByRole("slider");
  await expect(slider).toBeFocused();
  await slider.press("ArrowRight");
  await slider.press("ArrowRight");
  await answers(page).getByRole("button", { name: "Continue" }).click();
  await expect(log(page).getByText("7 out of 10")).toBeVisible();
  await asked(page, "How have you been feeling lately?");
  await answers(page)
    .getByRole("button", { name: /Anxious/ })
    .click();
  await expect(answers(page).getByRole("button", { name: /Anxious/ })).toHaveAttribute("aria-pressed", "true");
  await answers(page).getByRole("button", { name: "Continue" }).click();
  await asked(page, "Has it affected any of these?");
  await answers(page).getByRole("button", { name: "Skip this question" }).click();

  await asked(page, "Safety Check (about 1 minute)");
  await choose(page, "Mostly");
  await asked(page, "Has this person ever hurt you physically?");
  await expect(answers(page).getByRole("button", { name: "Skip this question" })).toHaveCount(0);
  await answers(page).getByRole("button", { name: "No", exact: true }).click();
  await asked(page, /Some things make a situation more dangerous/);
  await choose(page, /threatened to kill me/);
  // A danger sign: Clara answers at once (assessment-safety.spec.ts has the details).
  await page.getByTestId("safety-message").getByRole("button", { name: "I'm safe to continue" }).click();
  await asked(page, /could seriously hurt or kill you/);
  await answers(page).getByRole("button", { name: "No", exact: true }).click();
  await asked(page, "Support & Next Steps (about 2 minutes)");
  await answers(page).getByRole("button", { name: "A little" }).click();
  await asked(page, "What kind of support would help you most?");
  await expectAccessible(page);
  await choose(page, "Help with HR or my workplace");

  await expect(page.getByText(/preparing|prepare your personal roadmap/)).toBeVisible();
  await page.waitForURL(/\/assessment\/roadmap\?conversationId=/, { timeout: 20_000 });
  // A threat to kill is a danger sign: the roadmap and the dashboard put her safety first.
  await expect(page.getByTestId("safety-first-card")).toBeVisible();
  // The roadmap was generated as she finished: no waiting, every section is there.
  await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What You Need to Hear" })).toBeVisible();
  await expect(page.getByTestId("progress-message")).toHaveText("Start your journey today!");
  // Ticking the first step saves it and moves the progress on, without a reload.
  const first = page.getByTestId("action-item").first();
  await first.getByRole("checkbox").click();
  await expect(first).toHaveAttribute("data-completed", "true");
  await expect(page.getByTestId("progress-message")).toHaveText("Great start! Keep going!");
  await expect(page.getByTestId("save-status")).toHaveText("All changes saved");
  await page.reload();
  await expect(page.getByTestId("action-item").first()).toHaveAttribute("data-completed", "true");
  await page.goto("/dashboard/support-taker");
  await expect(page.getByTestId("safety-first-card")).toBeVisible();
  await expectAccessible(page);

  // Done: /assessment starts a new one rather than resuming the finished one.
  await page.goto("/assessment");
  await asked(page, /what's been happening\?/);
  await expect(page.getByText("Welcome back.")).toHaveCount(0);
});

test("a failed save keeps her answer and lets her try again", async ({ page }) => {
  await newTaker(page);
  await asked(page, /what's been happening\?/);
  let blocked = true;
  await page.route("**/assessment", (route) => (blocked && route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("textbox", { name: /Your answer/ }).fill("Something I don't want to lose.");
  await page.getByRole("textbox", { name: /Your answer/ }).press("Enter");
  await expect(page.getByText("Not saved yet.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your answer couldn't be saved")).toBeVisible();
  await expect(log(page).getByText("Something I don't want to lose.")).toBeVisible();
  // The toast offers the same "Try again" as the note under her answer.
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(2);
  // The toast's, while still offline: the same answer is sent again, and fails again.
  let attempts = 0;
  page.on("request", (request) => void (request.method() === "POST" && request.url().endsWith("/assessment") && attempts++));
  await page.locator("[data-sonner-toast]").getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => attempts).toBeGreaterThan(0);
  await expect(page.getByText("Not saved yet.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your answer couldn't be saved")).toHaveCount(1);
  blocked = false;
  // The note's, from the keyboard (on a phone the toast lies over it).
  await page.getByRole("status").filter({ hasText: "Not saved yet." }).getByRole("button", { name: "Try again" }).press("Enter");
  await asked(page, "Where does this happen?");
  await expect(page.getByText("Your answer couldn't be saved")).toHaveCount(0);
  await page.reload();
  await expect(log(page).getByText("Something I don't want to lose.")).toBeVisible();
});

test("what she is writing survives a reload, until it is sent", async ({ page }) => {
  await newTaker(page);
  await asked(page, /what's been happening\?/);
  const box = page.getByRole("textbox", { name: /Your answer/ });
  await box.fill("He takes my wages and checks my phone every night.");
  await page.reload();
  await asked(page, /what's been happening\?/);
  await expect(box).toHaveValue("He takes my wages and checks my phone every night.");
  await box.press("Enter");
  await asked(page, "Where does this happen?");
  // Saved: the draft is gone from the tab's storage.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("haven.answerDraft:")))).toEqual([]);
});

test("signed out in the middle: her answer is kept, and she is told her session has ended, not to check her connection", async ({ page }) => {
  await newTaker(page);
  await asked(page, /what's been happening\?/);
  await page.context().clearCookies();
  await page.getByRole("textbox", { name: /Your answer/ }).fill("Words I don't want to lose.");
  await page.getByRole("textbox", { name: /Your answer/ }).press("Enter");
  await expect(page.getByText("Your session has ended. Please log in again; your answers so far are saved.").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Please check your connection.")).toHaveCount(0);
});

test("without a session: 'Authentication Required' and the login page", async ({ page }) => {
  await page.goto("/assessment");
  await page.waitForURL("**/auth/login?next=%2Fassessment");
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await expect(page.getByText("Please log in to start the assessment.").first()).toBeVisible();
});
