import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, query, signOut, uniqueEmail } from "./helpers";

const PASSWORD = "calm-river-2026";
const STORY = "My manager keeps making comments about my body and I no longer feel safe at work.";
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "..", "fixtures", name));

async function putStory(page: Page, ageMs: number) {
  await page.goto("/legal/terms");
  await page.evaluate(
    ([story, at]) => {
      localStorage.setItem("haven.pendingMessage", story);
      localStorage.setItem("haven.pendingTimestamp", String(at));
      // Written in this tab (lib/client/pending-story.ts).
      sessionStorage.setItem("haven.pendingStoryTab", String(at));
    },
    [STORY, Date.now() - ageMs] as const,
  );
}

/** Fails the test if the story text ever leaves the browser. */
function watchStoryStaysLocal(page: Page) {
  const leaks: string[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (request.url().includes("manager%20keeps") || body.includes("manager keeps")) leaks.push(`${request.method()} ${request.url()}`);
  });
  return leaks;
}

async function signUp(page: Page, kind: "support-taker" | "professional" | "local", fill?: (page: Page) => Promise<void>) {
  const email = uniqueEmail(`onb-${kind}`);
  await page.goto(`/auth/signup/${kind}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await fill?.(page);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: kind === "professional" ? "Continue" : "Create account" }).click();
  return email;
}

test.describe("story hand-off and support-taker onboarding", () => {
  test("a fresh story follows her through sign-up and onboarding to the assessment, never reaching the server", async ({ page }) => {
    const leaks = watchStoryStaysLocal(page);
    // She writes on the landing page, signed out, and chooses "I need support".
    await page.goto("/");
    await expect(page.locator("form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("textbox", { name: "What's been happening?" }).fill(STORY);
    await page.getByRole("button", { name: "Continue privately" }).click();
    const dialog = page.getByRole("dialog", { name: "Continue Your Story Securely" });
    await dialog.getByRole("link", { name: "I need support" }).click();
    await page.waitForURL("**/auth/signup/support-taker");
    await expect(page.getByText("Complete your signup to continue your conversation securely")).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("onb-hero"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I agree to the/ }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/onboarding/support-taker");
    await expect(page.getByRole("heading", { name: "Welcome to Haven!" })).toBeVisible();
    await expect(page.getByTestId("pending-story-preview")).toHaveText(STORY);
    expect(leaks).toEqual([]); // landing, sign-up and onboarding never sent it
    await expect(page.getByText("Keeping this private")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Display name (optional)").fill("Sam");
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.waitForURL("**/assessment");
    // Her story is the first answer, and the assessment goes on from question 2.
    const log = page.getByRole("log", { name: "Assessment conversation" });
    await expect(log.getByText(STORY)).toBeVisible();
    await expect(log.getByText("Where does this happen?")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("haven.pendingMessage"))).toBeNull();
    await expectAccessible(page);
    // Only now, with her account, does it reach the server: as her first assessment answer.
    expect(leaks).toEqual([expect.stringMatching(/^POST .*\/assessment$/)]);

    // Onboarding is done: coming back redirects to her dashboard, replacing history.
    await page.goto("/onboarding/support-taker");
    await page.waitForURL("**/dashboard/support-taker");
    await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  });

  test("her story stays with her: not offered to whoever opens Haven in another tab, and gone when she signs out", async ({ page, context }) => {
    await putStory(page, 60 * 1000);
    // Someone else, in another tab of the same browser: no banner, and their account starts empty.
    const other = await context.newPage();
    await other.goto("/auth/signup/support-taker");
    await expect(other.getByRole("heading", { name: "Get Support" })).toBeVisible();
    await expect(other.getByText("Complete your signup to continue your conversation securely")).toHaveCount(0);
    await signUp(other, "support-taker");
    await other.waitForURL("**/onboarding/support-taker");
    await expect(other.getByRole("heading", { name: "Welcome to Haven!" })).toBeVisible();
    await expect(other.getByTestId("pending-story-preview")).toHaveCount(0);
    await other.close();
    await context.clearCookies();

    // In her own tab it is still hers; signing out takes it out of the browser.
    await putStory(page, 60 * 1000);
    await signUp(page, "support-taker");
    await page.waitForURL("**/onboarding/support-taker");
    await expect(page.getByTestId("pending-story-preview")).toHaveText(STORY);
    await signOut(page);
    expect(await page.evaluate(() => [localStorage.getItem("haven.pendingMessage"), localStorage.getItem("haven.pendingTimestamp")])).toEqual([null, null]);
  });

  test("the sign-up banner shows only for a story under 30 minutes old", async ({ page }) => {
    await putStory(page, 29 * 60 * 1000);
    await page.goto("/auth/signup/support-taker");
    await expect(page.getByText("Complete your signup to continue your conversation securely")).toBeVisible();
    await putStory(page, 30 * 60 * 1000 + 1000);
    await page.goto("/auth/signup/support-taker");
    await expect(page.getByRole("heading", { name: "Get Support" })).toBeVisible();
    await expect(page.getByText("Complete your signup to continue your conversation securely")).toHaveCount(0);
  });

  test("a story older than 30 minutes is discarded and she goes to her dashboard", async ({ page }) => {
    await putStory(page, 31 * 60 * 1000);
    await signUp(page, "support-taker");
    await page.waitForURL("**/onboarding/support-taker");
    await expect(page.getByTestId("pending-story-preview")).toHaveCount(0);
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.waitForURL("**/dashboard/support-taker");
    expect(await page.evaluate(() => localStorage.getItem("haven.pendingMessage"))).toBeNull();
  });

  test("the story expires while she is on the onboarding screen", async ({ page }) => {
    await page.clock.install();
    await putStory(page, 25 * 60 * 1000);
    await signUp(page, "support-taker");
    await page.waitForURL("**/onboarding/support-taker");
    await expect(page.getByTestId("pending-story-preview")).toBeVisible();
    await page.clock.fastForward(6 * 60 * 1000);
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.waitForURL("**/dashboard/support-taker");
  });

  test("she can remove the story from the device", async ({ page }) => {
    await putStory(page, 60 * 1000);
    await signUp(page, "support-taker");
    await page.waitForURL("**/onboarding/support-taker");
    await page.getByRole("button", { name: "Remove it from this device" }).click();
    await expect(page.getByTestId("pending-story-preview")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("haven.pendingMessage"))).toBeNull();
  });

  test("a too-long display name is refused with a message", async ({ page }) => {
    await signUp(page, "support-taker");
    await page.waitForURL("**/onboarding/support-taker");
    await page.getByLabel("Display name (optional)").evaluate((el: HTMLInputElement) => el.removeAttribute("maxlength"));
    await page.getByLabel("Display name (optional)").fill("x".repeat(101));
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByText("Display name must be at most 100 characters")).toBeVisible();
    await expect(page).toHaveURL(/onboarding\/support-taker/);
  });
});

test.describe("local supporter onboarding", () => {
  test("city and safety guidelines are required; an ambiguous city is picked from a list", async ({ page }) => {
    await signUp(page, "local", (p) => p.getByLabel("Display name").fill("Maria"));
    await page.waitForURL("**/onboarding/local");
    await expect(page.getByRole("heading", { name: "Set Up Your Location" })).toBeVisible();
    const submit = page.getByRole("button", { name: "Complete Setup" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("City or location").fill("Springfield");
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: /Safety Guidelines/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('There is more than one place called "Springfield". Which one is yours?')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("radio", { name: /Springfield, Illinois/ }).check();
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.waitForURL("**/dashboard/local");
    await expect(page.getByText("Springfield, Illinois, United States of America · within 10 km")).toBeVisible();
    await page.goto("/onboarding/local");
    await page.waitForURL("**/dashboard/local");
  });

  test("an unknown city gets a clear message and the nearest matches", async ({ page }) => {
    await signUp(page, "local", (p) => p.getByLabel("Display name").fill("Jo"));
    await page.waitForURL("**/onboarding/local");
    await page.getByLabel("City or location").fill("Chicagoo");
    await page.getByRole("checkbox", { name: /Safety Guidelines/ }).click();
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await expect(page.getByText(`We couldn't find "Chicagoo". Choose the nearest match below, or check the spelling.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Choose your city above" })).toBeDisabled();
    await page.getByRole("radio", { name: /^Chicago, Illinois/ }).check();
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.waitForURL("**/dashboard/local");

    // Later she moves: settings change the city through the same gazetteer.
    await page.goto("/settings");
    await expect(page.getByText("Your city now: Chicago, Illinois, United States of America")).toBeVisible();
    await page.getByLabel("New city or location").fill("London, UK");
    await page.getByRole("button", { name: "Update location" }).click();
    await expect(page.getByText("Location updated")).toBeVisible();
    await expect(page.getByText(/Your city now: London, /)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("professional onboarding and CV", () => {
  test("upload checks type and size, the CV is private, and she ends at verification-pending", async ({ page, browser }) => {
    // A long journey (sign-up, uploads, a second account, the skills step): more than the default 30 s on a busy machine.
    test.slow();
    const email = await signUp(page, "professional", async (p) => {
      await p.getByLabel("Full name").fill("Dr Ada Lovelace");
      await p.getByLabel("Professional title").fill("Counsellor");
    });
    await page.waitForURL("**/dashboard/professional");
    await page.getByRole("link", { name: "Upload your CV" }).click();
    await page.waitForURL("**/onboarding/professional");
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
    // The sign-up toast fades while axe reads it as low contrast: let it go first.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);

    const input = page.locator("input[type=file]");
    // A picture renamed to .pdf passes the browser's name check; the server reads the bytes.
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: fixture("photo-renamed.pdf") });
    await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Please upload a PDF or Word document." })).toBeVisible();
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert").filter({ hasText: "Please upload a PDF or Word document." })).toBeVisible();
    await input.setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByRole("alert").filter({ hasText: "Please upload a file smaller than 5MB." })).toBeVisible();
    await expect(page.getByTestId("cv-current")).toHaveCount(0);

    await input.setInputFiles({
      name: "Ada CV.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: fixture("cv.docx"),
    });
    await expect(page.getByTestId("cv-current")).toContainText("Ada CV.docx");
    const href = await page.getByRole("link", { name: "Download" }).getAttribute("href");
    const own = await page.request.get(href!);
    expect(own.status()).toBe(200);
    expect(Buffer.from(await own.body()).equals(fixture("cv.docx"))).toBe(true);

    // Another signed-in person gets nothing, and neither does a signed-out visitor.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const base = new URL(page.url()).origin;
    expect((await otherPage.request.get(base + href!)).status()).toBe(401);
    await signUp(otherPage, "professional", async (p) => {
      await p.getByLabel("Full name").fill("Dr Other");
      await p.getByLabel("Professional title").fill("Lawyer");
    });
    await otherPage.waitForURL("**/dashboard/professional");
    expect((await otherPage.request.get(base + href!)).status()).toBe(404);
    await other.close();

    // Before review she says how she helps (issue 18): nothing chosen is refused, with the reason.
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("Please choose at least one specialisation.").first()).toBeVisible();
    await page.getByRole("checkbox", { name: "Domestic abuse" }).check();
    await page.getByRole("checkbox", { name: "Trauma therapy" }).check();
    await page.getByLabel("Languages you can support people in").fill("English, Spanish");
    await page.getByLabel("Availability").selectOption("Limited availability");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send for review" }).click();
    await page.waitForURL("**/verification-pending");
    const [stored] = await query<{ specs: string[]; languages: string[]; availability: string }>(
      `SELECT array(SELECT s.specialization FROM supporter_specializations s WHERE s."professionalSupporterId" = p.id ORDER BY 1) AS specs, p.languages, p.availability
         FROM professional_supporters p JOIN users u ON u.id = p."userId" WHERE u.email = $1`,
      [email],
    );
    expect(stored).toEqual({ specs: ["domestic_abuse", "trauma_therapy"], languages: ["English", "Spanish"], availability: "Limited availability" });
    await expect(page.getByText("Pending Review")).toBeVisible();
    await expect(page.getByText("CV uploaded.")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/onboarding/professional");
    await page.waitForURL("**/verification-pending");
  });

  test("an admin can download a professional's CV", async ({ page, browser }) => {
    await signUp(page, "professional", async (p) => {
      await p.getByLabel("Full name").fill("Dr Grace Hopper");
      await p.getByLabel("Professional title").fill("Therapist");
    });
    await page.waitForURL("**/dashboard/professional");
    await page.goto("/verification-pending");
    await page.locator("input[type=file]").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: fixture("cv.pdf") });
    await expect(page.getByTestId("cv-current")).toContainText("cv.pdf");
    const href = await page.getByRole("link", { name: "Download" }).getAttribute("href");
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    const { login, PERSON } = await import("./helpers");
    await login(adminPage, PERSON.admin);
    const response = await adminPage.request.get(new URL(href!, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain("attachment");
    await admin.close();
  });
});

test("the safety page explains private browsing and has no third-party requests", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(new URL(page.url() || "http://127.0.0.1").origin) && !request.url().startsWith("data:")) external.push(request.url());
  });
  await page.goto("/safety");
  await expect(page.getByRole("heading", { name: "Staying safe online" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Open a private window" })).toBeVisible();
  await expectAccessible(page);
  expect(external.filter((url) => !url.includes("127.0.0.1"))).toEqual([]);
});
