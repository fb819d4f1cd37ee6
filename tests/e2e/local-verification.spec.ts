// Issue 17 "Only vetted people receive alerts": a new local supporter waits for an admin's
// review (Pending Review, and what is still needed), the admin approves her with the checklist,
// and only then do people looking for help find her.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, searchDirectory, uniqueEmail } from "./helpers";

const PASSWORD = "gentle-lantern-2026";

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

const localCard = (page: Page, name: string) => page.getByTestId("supporter-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function searchLocals(page: Page, name: string) {
  await searchDirectory(page, name, "local");
  await expect(page.getByRole("heading", { level: 1, name: "Community Supporters" })).toBeVisible();
}

test("a new local supporter waits in Pending Review until an admin approves her with the checklist, then appears in the directory", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Nadia ${randomUUID().slice(0, 6)}`;

  // She signs up and sets her city.
  await page.goto("/auth/signup/local");
  await page.getByLabel("Email").fill(uniqueEmail("local-review"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Display name").fill(name);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding/local");
  await page.getByLabel("City or location").fill("Chicago, IL");
  await page.getByRole("checkbox", { name: /Safety Guidelines/ }).click();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.waitForURL("**/dashboard/local");

  // Her dashboard says she is in review, why, and what is still needed.
  const review = page.getByTestId("local-verification-status");
  await expect(review.getByTestId("verification-status")).toHaveText("Pending Review");
  await expect(review).toContainText("you won't receive emergency alerts");
  await expect(review.getByText("Done: Your city is set.")).toBeAttached();
  await expect(review.getByText("Show an identity document to our team on a short video call.")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/dashboard/local/map");
  await expect(page.getByText("Alerts and requests appear here once our team has finished your review.")).toBeVisible();
  await expectAccessible(page);
  // Her alerts page does not promise alerts that nobody sends her yet.
  await page.goto("/dashboard/local/alerts");
  await expect(page.getByText("Alerts and requests appear here once our team has finished your review.")).toBeVisible();
  await expect(page.getByText("No alerts are sent to you yet.")).toBeVisible();
  await expect(page.getByText(/you'll be told at once/)).toHaveCount(0);
  await expectAccessible(page);

  // Nobody looking for help finds her yet.
  const taker = await signedIn(browser, PERSON.taker);
  await searchLocals(taker.page, name);
  await expect(localCard(taker.page, name)).toHaveCount(0);

  // The admin finds her among the local supporters waiting for review.
  const admin = await signedIn(browser, PERSON.admin);
  await admin.page.goto("/admin/verifications");
  await admin.page.getByRole("link", { name: /^Local supporters/ }).click();
  await admin.page.waitForURL("**/admin/verifications?type=local");
  let card = admin.page.getByRole("article", { name });
  while (!(await card.count())) {
    const next = admin.page.getByRole("link", { name: "Next" });
    await expect(next).toBeVisible();
    await next.click();
    card = admin.page.getByRole("article", { name });
  }
  await expect(card.getByTestId("verification-status")).toHaveText("Pending Review");
  await expect(card).toContainText("Chicago");
  await expectAccessible(admin.page);

  // Approving before the checklist is complete is refused, and says why.
  await card.getByRole("button", { name: `Approve: ${name}` }).click();
  let dialog = admin.page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog.getByText("Please confirm that you have seen her identity and that she agreed to the safety guidelines before approving.")).toBeVisible();
  await expectAccessible(admin.page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // The identity check is saved first; she sees it done on her dashboard.
  await card.getByRole("checkbox", { name: /Identity seen/ }).click();
  await card.getByRole("button", { name: "Save checklist" }).click();
  await expect(admin.page.getByText("Checklist saved")).toBeVisible();
  await page.goto("/dashboard/local");
  await expect(page.getByTestId("local-verification-status").getByText("Done: Our team has seen your identity document.")).toBeAttached();

  // Then the guidelines and the interview note, and the approval.
  await card.getByRole("checkbox", { name: /Safety guidelines agreed/ }).click();
  await card.getByLabel(/Interview note/).fill("Video call: calm, knows the area well.");
  await card.getByRole("button", { name: `Approve: ${name}` }).click();
  dialog = admin.page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: `Approve ${name}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.page.getByText("Application approved")).toBeVisible();
  // She never confirmed her address: the admin is not told she was e-mailed.
  await expect(admin.page.getByText(`${name} has not confirmed her e-mail address, so no e-mail was sent to it.`, { exact: false })).toBeVisible();
  await expect(admin.page.getByRole("article", { name })).toHaveCount(0);
  await admin.page.goto("/admin/verifications?type=local&status=approved");
  const approved = admin.page.getByRole("article", { name });
  while (!(await approved.count())) {
    await admin.page.getByRole("link", { name: "Next" }).click();
  }
  await expect(approved.getByTestId("verification-status")).toHaveText("Verified");
  await approved.getByText("Application details").click();
  await expect(approved.getByText(/Verified by/)).toBeVisible();
  await expectAccessible(admin.page);
  await admin.context.close();

  // She is verified: her dashboard no longer shows the review, and people near her find her.
  await page.goto("/dashboard/local");
  await expect(page.getByRole("heading", { name: "Local Supporter Dashboard" })).toBeVisible();
  await expect(page.getByTestId("local-verification-status")).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/dashboard/local/alerts");
  await expect(page.getByText(/No open alerts near you\. When someone nearby raises one, you'll be told at once/)).toBeVisible();
  await expect(page.getByText("Alerts and requests appear here once our team has finished your review.")).toHaveCount(0);
  await searchLocals(taker.page, name);
  await expect(localCard(taker.page, name)).toBeVisible();
  await expect(localCard(taker.page, name)).toContainText("Local supporter in Chicago");
  await expectAccessible(taker.page);
  await taker.context.close();
});
