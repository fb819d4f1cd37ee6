import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { PERSON, expectAccessible, login, searchDirectory, uniqueEmail } from "./helpers";

/** Haven writes with content only to a confirmed address: this applicant has confirmed hers. */
async function confirmAddress(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE users SET "emailVerified" = true WHERE email = $1`, [email]);
  } finally {
    await client.end();
  }
}

const PASSWORD = "steady-harbour-2026";
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "..", "fixtures", name));

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

async function applyAsProfessional(page: Page, fullName: string) {
  const email = uniqueEmail("verify-pro");
  await page.goto("/auth/signup/professional");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Professional title").fill("Employment Lawyer");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/dashboard/professional");
  await expect(page.getByText("Pending Review")).toBeVisible();
  await confirmAddress(email);
  return email;
}

test("a professional applies, an admin approves her, and her public profile becomes reachable", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const fullName = `Dr Ada ${randomUUID().slice(0, 6)}`;
  const email = await applyAsProfessional(page, fullName);

  // Her CV, then her public details.
  await page.goto("/verification-pending");
  await page.locator("input[type=file]").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: fixture("cv.pdf") });
  await expect(page.getByTestId("cv-current")).toContainText("cv.pdf");
  const cvHref = (await page.getByRole("link", { name: "Download" }).getAttribute("href"))!;
  const supporterId = cvHref.split("/").pop()!;

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Your professional profile" });
  await form.getByLabel("Bio").fill("I help women understand their rights at work.");
  await form.getByLabel("Years of experience").fill("8");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Please choose at least one specialisation.")).toBeVisible();
  await form.getByLabel("Employment law").check();
  await form.getByLabel("Workplace harassment").check();
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByText("Your public profile appears once our team has verified your application.")).toBeVisible();
  await expectAccessible(page);

  // While she is pending, nobody looking for help can reach her profile.
  const taker = await signedIn(browser, PERSON.taker);
  const missing = await taker.page.goto(`/profile/${supporterId}`);
  expect(missing?.status()).toBe(404);
  await expect(taker.page.getByRole("heading", { name: "Supporter not found" })).toBeVisible();
  await searchDirectory(taker.page, fullName, "professional");
  await expect(taker.page.getByTestId("supporter-card")).toHaveCount(0);

  // The admin's queue: her application, its CV, and a decision that needs confirming.
  const admin = await signedIn(browser, PERSON.admin);
  await admin.page.goto("/admin/verifications");
  await expect(admin.page.getByRole("heading", { name: "Verifications" })).toBeVisible();
  await expect(admin.page.getByRole("link", { name: /Waiting/ })).toHaveAttribute("aria-current", "page");
  await expectAccessible(admin.page);
  await admin.page.goto("/admin/verifications?status=pending");
  let card = admin.page.getByRole("article", { name: fullName });
  while (!(await card.count())) {
    const next = admin.page.getByRole("link", { name: "Next" });
    await expect(next).toBeVisible();
    await next.click();
    card = admin.page.getByRole("article", { name: fullName });
  }
  await expect(card.getByTestId("verification-status")).toHaveText("Pending Review");
  await card.getByText("Application details").click();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText("I help women understand their rights at work.")).toBeVisible();
  const download = await admin.page.request.get(`/api/cv/${supporterId}`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");

  await card.getByRole("button", { name: `Reject: ${fullName}` }).click();
  const reject = admin.page.getByRole("alertdialog");
  await reject.getByRole("button", { name: "Reject application" }).click();
  await expect(reject.getByText("Please add a note that explains this decision.")).toBeVisible();
  await expectAccessible(admin.page);
  await reject.getByRole("button", { name: "Cancel" }).click();
  await expect(reject).toHaveCount(0);
  await expect(card.getByTestId("verification-status")).toHaveText("Pending Review");

  await card.getByRole("button", { name: `Approve: ${fullName}` }).click();
  const approve = admin.page.getByRole("alertdialog");
  await expect(approve.getByRole("heading", { name: `Approve ${fullName}?` })).toBeVisible();
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.page.getByText("Application approved")).toBeVisible();
  await expect(admin.page.getByRole("article", { name: fullName })).toHaveCount(0);
  await admin.page.goto("/admin/verifications?status=approved");
  await expect(admin.page.getByRole("article", { name: fullName }).getByTestId("verification-status")).toHaveText("Verified");

  // She is told by a discreet e-mail, sent by the worker (re-read until it is there).
  await expect(async () => {
    await admin.page.goto("/admin/mailbox");
    const mail = admin.page
      .getByRole("link")
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: "An update on your application" });
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await admin.context.close();

  // Now people looking for help can reach her profile; she has no reviews yet.
  await taker.page.goto(`/profile/${supporterId}`);
  await expect(taker.page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(taker.page.getByText("Employment Lawyer")).toBeVisible();
  await expect(taker.page.getByTestId("supporter-rating")).toHaveText("New");
  await expect(taker.page.getByText("Employment law", { exact: true })).toBeVisible();
  await expect(taker.page.getByText("You can leave a review once you and")).toBeVisible();
  await expect(taker.page.getByRole("link", { name: `Message ${fullName}` })).toHaveAttribute("href", /^\/supporters\?message=/);
  await expectAccessible(taker.page);

  // She is in the directory, in the Professional tab and in For You, and the taker can message her.
  const dirCard = taker.page.getByTestId("supporter-card").filter({ has: taker.page.getByRole("heading", { name: fullName, exact: true }) });
  await searchDirectory(taker.page, fullName, "professional");
  await expect(dirCard).toBeVisible();
  await expect(dirCard).toContainText("Employment Lawyer");
  await searchDirectory(taker.page, fullName);
  await expect(dirCard).toBeVisible();
  await dirCard.getByRole("button", { name: `Message ${fullName}` }).click();
  const dialog = taker.page.getByRole("dialog", { name: `Message ${fullName}` });
  await dialog.getByLabel("Your message").fill("Hello, I'd like to understand my rights at work.");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(taker.page.getByText("Message sent!")).toBeVisible();
  await taker.page.waitForURL(/\/chat\?id=[\w-]+$/);
  await taker.context.close();

  // Her own screens say Verified.
  await page.goto("/dashboard/professional");
  await expect(page.getByText("Pending Review")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByTestId("verification-status")).toHaveText("Verified");
  await page.getByRole("link", { name: "View your public profile" }).click();
  await expect(page.getByText("This is how people looking for help see your profile.")).toBeVisible();
});

test("an admin asks for more information; she sees the note and a new CV puts her back in the queue", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const fullName = `Dr Grace ${randomUUID().slice(0, 6)}`;
  await applyAsProfessional(page, fullName);
  await page.goto("/verification-pending");
  await page.locator("input[type=file]").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: fixture("cv.pdf") });
  await expect(page.getByTestId("cv-current")).toContainText("cv.pdf");

  const admin = await signedIn(browser, PERSON.admin);
  await admin.page.goto("/admin/verifications?status=all");
  const card = admin.page.getByRole("article", { name: fullName });
  await card.getByRole("button", { name: `Needs info: ${fullName}` }).click();
  const dialog = admin.page.getByRole("alertdialog");
  await dialog.getByLabel("What do you need from her?").fill("Please upload a CV that shows your bar number.");
  await dialog.getByRole("button", { name: "Ask for information" }).click();
  await expect(admin.page.getByText("Asked for more information")).toBeVisible();
  await expect(card.getByTestId("verification-status")).toHaveText("Needs Info");

  await page.goto("/dashboard/professional");
  await expect(page.getByTestId("verification-status")).toHaveText("Needs Info");
  await expect(page.getByTestId("verification-note")).toContainText("Please upload a CV that shows your bar number.");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Upload a new CV" }).click();
  await page.waitForURL("**/verification-pending");
  await expect(page.getByTestId("verification-note")).toContainText("bar number");
  await page.locator("input[type=file]").setInputFiles({ name: "cv-with-bar-number.pdf", mimeType: "application/pdf", buffer: fixture("cv.pdf") });
  await expect(page.getByTestId("verification-status")).toHaveText("Pending Review");

  await admin.page.reload();
  await expect(admin.page.getByRole("article", { name: fullName }).getByTestId("verification-status")).toHaveText("Pending Review");
  await admin.context.close();
});
