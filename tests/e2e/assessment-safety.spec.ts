import { expect, test, type Locator, type Page } from "@playwright/test";
import { QUESTIONS, type Responses } from "../../lib/domain/assessment";
import { HOME_ANSWERS, HOME_STORY, insertInProgressAssessment, readAssessment, WORK_ANSWERS } from "./assessment-fixtures";
import { expectAccessible, hydrated, signUpSupportTaker, uniqueEmail } from "./helpers";

// Issue 14 "Safety at the screen": when she tells Haven she is in danger, Haven answers at
// once; answers can be changed before she finishes; two tabs never overwrite each other.

async function newTaker(page: Page) {
  return signUpSupportTaker(page, uniqueEmail("assess-safe"));
}

/** Her answers to the questions before `stopAt`, as if she had answered them one by one. */
function upTo(answers: Responses, stopAt: string): Responses {
  const end = QUESTIONS.findIndex((question) => question.id === stopAt);
  return Object.fromEntries(QUESTIONS.slice(0, end).map((question) => [question.id, answers[question.id]!]));
}

const log = (page: Page) => page.getByRole("log", { name: "Assessment conversation" });
/** Clara has asked it, and the page answers clicks (its answers' Change buttons are in the HTML before its scripts run). */
const asked = async (page: Page, text: string | RegExp) => {
  await expect(log(page).getByText(text)).toBeVisible({ timeout: 10_000 });
  await hydrated(page);
};
const answers = (page: Page) => page.getByTestId("answer-area");
const safetyMessage = (page: Page) => page.getByTestId("safety-message");

async function choose(page: Page, label: string | RegExp) {
  await answers(page)
    .getByLabel(label, { exact: typeof label === "string" })
    .check();
  await answers(page).getByRole("button", { name: "Continue", exact: true }).click();
}

async function hrefs(links: Locator) {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/** The message, its lines in this order, Exit, and the two choices. */
async function expectSafetyMessage(page: Page, lines: string[]) {
  const message = safetyMessage(page);
  await expect(message).toBeVisible();
  await expect(message.getByRole("heading", { name: "Your safety comes first" })).toBeFocused();
  await expect(message.getByText(/^Thank you for telling me\./)).toBeVisible();
  expect(await hrefs(message.locator("a[href^='tel:'], a[href^='sms:']"))).toEqual(lines);
  await expect(message.getByRole("button", { name: "Exit this page" })).toBeVisible();
  await expect(message.getByRole("button", { name: "I'm safe to continue" })).toBeVisible();
  await expect(message.getByRole("link", { name: "I need help now" })).toHaveAttribute("href", "/emergency");
  await expect(message.getByText("Your answers so far are saved.")).toBeVisible();
}

const DANGER_LINES = ["tel:911", "tel:18007997233", "sms:741741?body=HOME"];

test("'No' to feeling safe now: Clara answers at once, before the next question; 'I'm safe to continue' goes on, and it is shown once", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await newTaker(page);
  const id = await insertInProgressAssessment(email, upTo(WORK_ANSWERS, "physical_safety"));
  await page.clock.install(); // the test moves the page's clock: no real waiting
  await page.goto("/assessment");
  await asked(page, "Do you feel physically safe right now?");
  await choose(page, "No");

  await expectSafetyMessage(page, DANGER_LINES);
  // The next question waits for her choice (Clara would have asked it after 1.5 s).
  await page.clock.runFor(2_000);
  await expect(log(page).getByText("Has this person ever hurt you physically?")).toHaveCount(0);
  await expect(answers(page)).toHaveCount(0);
  // Her answer was saved before the message showed.
  expect((await readAssessment(id)).structuredResponses.physical_safety).toEqual({ kind: "choice", value: "no" });
  await expectAccessible(page);

  await safetyMessage(page).getByRole("button", { name: "I'm safe to continue" }).click();
  await asked(page, "Has this person ever hurt you physically?");
  await expect(safetyMessage(page)).toHaveCount(0);
  await page.reload();
  await asked(page, "Has this person ever hurt you physically?");
  await expect(safetyMessage(page)).toHaveCount(0);

  // Exit in the message leaves Haven like the global control does.
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await asked(page, /Some things make a situation more dangerous/);
  await choose(page, /choked or strangled/);
  await expect(safetyMessage(page)).toBeVisible();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Weather</title>" }),
  );
  await safetyMessage(page).getByRole("button", { name: "Exit this page" }).click();
  await page.waitForURL((url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost");
});

test("a danger sign: the message at once; 'I need help now' opens the emergency page, and back on /assessment she carries on where she was", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = await newTaker(page);
  const id = await insertInProgressAssessment(email, upTo(WORK_ANSWERS, "danger_signs"));
  await page.goto("/assessment");
  await asked(page, /Some things make a situation more dangerous/);
  await choose(page, /choked or strangled/);
  await expectSafetyMessage(page, DANGER_LINES);
  await expect(log(page).getByText(/could seriously hurt or kill you/)).toHaveCount(0);

  await safetyMessage(page).getByRole("link", { name: "I need help now" }).click();
  await page.waitForURL("**/emergency");
  await expect(page.getByRole("heading", { name: "Emergency Support", level: 1 })).toBeVisible();
  expect((await readAssessment(id)).structuredResponses.danger_signs).toEqual({ kind: "choices", values: ["strangulation"] });

  await page.goto("/assessment");
  await expect(page.getByText("Welcome back. Your answers were saved")).toBeVisible();
  await expect(log(page).getByText("They have choked or strangled me, or tried to")).toBeVisible();
  await asked(page, /could seriously hurt or kill you/);
  await expect(safetyMessage(page)).toHaveCount(0);
  // A new danger sign is new: her fear for her life brings the message again.
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await expectSafetyMessage(page, DANGER_LINES);
});

test("a story that speaks of suicide: the message with 988 first, before the second question", async ({ page }) => {
  test.setTimeout(60_000);
  await newTaker(page);
  await page.goto("/assessment");
  await asked(page, /what's been happening\?/);
  const box = page.getByRole("textbox", { name: /Your answer/ });
  await box.fill("Things at home are bad and I don't want to live anymore.");
  await box.press("Enter");
  await expectSafetyMessage(page, ["tel:988", "sms:988", "tel:911", "sms:741741?body=HOME"]);
  await expect(safetyMessage(page).getByText(/call or text 988 right now/)).toBeVisible();
  await expect(log(page).getByText("Where does this happen?")).toHaveCount(0);
  await expectAccessible(page);
  await safetyMessage(page).getByRole("button", { name: "I'm safe to continue" }).click();
  await asked(page, "Where does this happen?");
});

test("a story of violence written on the landing page: the danger lines as soon as it is saved", async ({ page }) => {
  test.setTimeout(60_000);
  await newTaker(page);
  await page.evaluate(() => {
    const now = String(Date.now());
    localStorage.setItem("haven.pendingMessage", "Last night he strangled me and said next time he will kill me.");
    localStorage.setItem("haven.pendingTimestamp", now);
    sessionStorage.setItem("haven.pendingStoryTab", now);
  });
  await page.goto("/assessment");
  await expect(log(page).getByText("Last night he strangled me")).toBeVisible();
  await expectSafetyMessage(page, DANGER_LINES);
  await safetyMessage(page).getByRole("button", { name: "I'm safe to continue" }).click();
  await asked(page, "Where does this happen?");
});

test("changing earlier answers before finishing: the result comes from the changed answers", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newTaker(page);
  // Every danger sign already answered (so no message), one question left.
  const id = await insertInProgressAssessment(email, upTo(HOME_ANSWERS, "support_wanted"), {
    safetyAcknowledged: ["story", "not_safe", "danger:stalking", "danger:threats_to_kill", "danger:fear_for_life"],
  });
  await page.goto("/assessment");
  await asked(page, "What kind of support would help you most?");

  // Her written answer: the caret goes after what she wrote, so what she types adds to it.
  await log(page)
    .getByRole("button", { name: /^Change your answer to: In your own words/ })
    .click();
  const story = answers(page).getByRole("textbox");
  await expect(story).toBeFocused();
  await expect(story).toHaveValue(HOME_STORY);
  expect(await story.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([HOME_STORY.length, HOME_STORY.length]);
  await page.keyboard.type(" It happens every week.");
  await page.keyboard.press("Enter");
  await expect(log(page).getByText(`${HOME_STORY} It happens every week.`)).toBeVisible();
  await asked(page, "What kind of support would help you most?");

  // Danger signs: the control starts from her answer.
  await log(page)
    .getByRole("button", { name: /^Change your answer to: Some things make a situation more dangerous/ })
    .click();
  await expect(answers(page).getByRole("heading", { name: "Changing your answer" })).toBeVisible();
  await expect(answers(page).getByLabel(/follow, watch or track me/)).toBeChecked();
  await expect(answers(page).getByLabel(/threatened to kill me/)).toBeChecked();
  await expect(answers(page).getByLabel(/choked or strangled/)).toBeFocused();
  await expectAccessible(page);
  // Keeping it as it was changes nothing.
  await answers(page).getByRole("button", { name: "Keep my answer as it was" }).click();
  await asked(page, "What kind of support would help you most?");
  await log(page)
    .getByRole("button", { name: /^Change your answer to: Some things make a situation more dangerous/ })
    .click();
  await choose(page, "None of these");
  await expect(log(page).getByText("None of these")).toBeVisible();
  await expect(safetyMessage(page)).toHaveCount(0);

  await log(page).getByRole("button", { name: "Change your answer to: Do you feel physically safe right now?" }).click();
  await expect(answers(page).getByLabel("No", { exact: true })).toBeChecked();
  await choose(page, "Yes");
  await log(page).getByRole("button", { name: "Change your answer to: Do you believe they could seriously hurt or kill you?" }).click();
  await answers(page).getByRole("button", { name: "No", exact: true }).click();

  // Saved on the server, and she is back at the question she was on.
  await asked(page, "What kind of support would help you most?");
  await expect.poll(async () => (await readAssessment(id)).structuredResponses.fear_for_life).toEqual({ kind: "choice", value: "no" });
  await page.reload();
  await expect(log(page).getByText("None of these")).toBeVisible();
  await choose(page, "A safety plan");

  await page.waitForURL(/\/assessment\/roadmap\?conversationId=/, { timeout: 20_000 });
  // Before the changes these answers were urgent (threats to kill, fear for her life).
  await expect(page.getByRole("heading", { name: "Your Assessment Summary" })).toBeVisible();
  await expect(page.getByTestId("safety-first-card")).toHaveCount(0);
  const stored = await readAssessment(id);
  expect(stored).toMatchObject({ assessmentCompleted: true, riskFlags: [] });
  expect(stored.structuredResponses.physical_safety).toEqual({ kind: "choice", value: "yes" });
});

/** Her assessment in progress, open at "How often does it happen?" in this tab and in another. */
async function twoTabsOnOneAssessment(page: Page) {
  const email = await newTaker(page);
  const id = await insertInProgressAssessment(email, upTo(WORK_ANSWERS, "frequency"));
  const other = await page.context().newPage();
  await page.goto("/assessment");
  await other.goto("/assessment");
  await asked(page, "How often does it happen?");
  await asked(other, "How often does it happen?");
  return { id, other };
}

test("two tabs on one assessment: words she wrote in the stale tab stay in its box, to send again", async ({ page }) => {
  test.setTimeout(60_000);
  const { id, other } = await twoTabsOnOneAssessment(page);

  // In this tab she rewrites her story; meanwhile the other tab answers the open question.
  await log(page)
    .getByRole("button", { name: /^Change your answer to: In your own words/ })
    .click();
  const added = " He also reads my messages and takes my phone.";
  await page.keyboard.type(added);
  await choose(other, "Every day, or almost");
  await asked(other, "Has it been getting worse over time?");
  await page.keyboard.press("Enter");

  // Refused, and nothing of it stored; her words are back in the box, as a change to her story.
  await expect(page.getByTestId("stale-notice")).toHaveText(
    "This assessment was updated in another tab or window. We've loaded the latest answers. Your answer wasn't saved: it is still in the box below, to send again if you want to.",
  );
  const story = answers(page).getByRole("textbox");
  await expect(story).toHaveValue(/He also reads my messages and takes my phone\.$/);
  expect((await readAssessment(id)).structuredResponses.context_story).toEqual(WORK_ANSWERS.context_story);
  await expect(log(page).getByText("Every day, or almost")).toBeVisible();
  await expectAccessible(page);

  // Sent again, it is saved, and she carries on from the latest answers.
  await story.press("Enter");
  await asked(page, "Has it been getting worse over time?");
  await expect.poll(async () => JSON.stringify((await readAssessment(id)).structuredResponses.context_story)).toContain("takes my phone");
});

test("two tabs on one assessment: the stale tab's answer is refused, and it reloads with a short explanation", async ({ page }) => {
  test.setTimeout(60_000);
  const { id, other } = await twoTabsOnOneAssessment(page);

  // The other tab answers first.
  await choose(other, "Every day, or almost");
  await asked(other, "Has it been getting worse over time?");

  // This tab still shows the question; its answer is refused and nothing of it is stored.
  await choose(page, "It happened once");
  await expect(page.getByTestId("stale-notice")).toHaveText("This assessment was updated in another tab or window. We've loaded the latest answers.");
  await expect(log(page).getByText("Every day, or almost")).toBeVisible();
  await expect(log(page).getByText("It happened once")).toHaveCount(0);
  await asked(page, "Has it been getting worse over time?");
  expect((await readAssessment(id)).structuredResponses.frequency).toEqual({ kind: "choice", value: "daily" });
  await expectAccessible(page);

  // It carries on from the latest answers; now the other tab is the stale one.
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await asked(page, "Assessing Impact (about 2 minutes)");
  await other.getByTestId("answer-area").getByRole("button", { name: "No", exact: true }).click();
  await expect(other.getByTestId("stale-notice")).toBeVisible();
  await asked(other, "Assessing Impact (about 2 minutes)");
  await expect(log(other).getByText("You: No", { exact: true })).toHaveCount(0);
  await expect(log(other).getByText("You: Yes", { exact: true })).toBeVisible();
  expect((await readAssessment(id)).structuredResponses.escalation).toEqual({ kind: "choice", value: "yes" });
});
