import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { PERSON, expectAccessible, holdPageScripts, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";

// Issue 18: a report through to a suspension, the users page, and Contact us. Every account that
// is reported, suspended or revealed here is made by the test; the worker's admin only acts.

const PASSWORD = "steady-harbour-2026";

async function newPage(browser: Browser, like: { viewport: { width: number; height: number } | null; isMobile: boolean }) {
  const context = await browser.newContext({ viewport: like.viewport ?? undefined, isMobile: like.isMobile, hasTouch: like.isMobile });
  return { context, page: await context.newPage() };
}

/** A verified professional, signed up through the form and approved in the database. */
async function approvedProfessional(browser: Browser, like: Parameters<typeof newPage>[1], fullName: string) {
  const { context, page } = await newPage(browser, like);
  const email = uniqueEmail("mod-pro");
  await page.goto("/auth/signup/professional");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Professional title").fill("Counsellor");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/dashboard/professional");
  const [row] = await query<{ userId: string }>(
    `UPDATE professional_supporters SET "verificationStatus" = 'approved', "verifiedAt" = now() WHERE "userId" = (SELECT id FROM users WHERE email = $1) RETURNING "userId"`,
    [email],
  );
  return { context, page, email, userId: row!.userId };
}

test("a support taker reports a supporter, an admin suspends her, and she is signed out and told why", async ({ page, browser, isMobile, viewport }) => {
  test.setTimeout(180_000);
  const like = { viewport, isMobile };
  const fullName = `Dr Rowan ${randomUUID().slice(0, 6)}`;
  const pro = await approvedProfessional(browser, like, fullName);

  // She finds the profile and reports it.
  const takerEmail = uniqueEmail("mod-taker");
  await signUpSupportTaker(page, takerEmail);
  await page.goto(`/profile/${pro.userId}`);
  await expect(page.getByRole("heading", { name: fullName })).toBeVisible();
  await page.getByRole("button", { name: `Report this supporter: ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Report this supporter" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
  await dialog.getByLabel("Threats or putting someone in danger").check();
  await dialog.getByLabel("Anything else we should know? (optional)").fill("He said he would come to my work.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you for telling us")).toBeVisible();
  await page.goto("/reports");
  await expect(page.getByTestId("my-report")).toContainText("Received");
  await expectAccessible(page);

  // The admin sees it first in the queue and suspends the account.
  const admin = await newPage(browser, like);
  await login(admin.page, PERSON.admin);
  await admin.page.goto("/admin/reports");
  await expectAccessible(admin.page);
  const card = admin.page.getByTestId("report-card").filter({ hasText: fullName });
  await expect(card).toContainText("Serious");
  await expect(card).toContainText("He said he would come to my work.");
  await card.getByRole("button", { name: `Suspend: report about ${fullName}` }).click();
  const confirm = admin.page.getByRole("alertdialog", { name: "Suspend this account?" });
  await confirm.getByRole("button", { name: "Suspend account" }).click();
  await expect(confirm.getByText("Please give a reason. It is kept in the audit log.")).toBeVisible();
  await confirm.getByLabel("Reason (kept in the audit log)").fill("Threatened a support taker");
  await expectAccessible(admin.page);
  await confirm.getByRole("button", { name: "Suspend account" }).click();
  await expect(admin.page.getByText("Account suspended", { exact: true })).toBeVisible();
  await admin.page.goto("/admin/reports?tab=handled");
  await expect(admin.page.getByTestId("report-card").filter({ hasText: fullName })).toContainText("Account suspended");
  const audit = await query<{ action: string }>(`SELECT action FROM admin_audit_entries WHERE "targetId" = $1 ORDER BY "createdAt"`, [pro.userId]);
  expect(audit.map((a) => a.action)).toEqual(["user.suspend"]);

  // Her open page no longer has a session; signing in again tells her the account is suspended.
  await pro.page.goto("/dashboard/professional");
  await pro.page.waitForURL("**/auth/login**");
  await pro.page.getByLabel("Email").fill(pro.email);
  await pro.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await pro.page.getByRole("button", { name: "Log in" }).click();
  await expect(pro.page.getByTestId("form-error")).toContainText("Your account is suspended");
  await expectAccessible(pro.page);

  // She is not in the directory any more, and the reporter learns only that it was handled.
  await page.goto(`/profile/${pro.userId}`);
  await expect(page.getByRole("heading", { name: fullName })).toHaveCount(0);
  await page.goto("/reports");
  await expect(page.getByTestId("my-report")).toContainText("Handled");
  const notes = await query<{ kind: string; userId: string }>(
    `SELECT kind, "userId" FROM notifications WHERE "userId" IN ($1, (SELECT id FROM users WHERE email = $2))`,
    [pro.userId, takerEmail],
  );
  expect(notes.map((n) => n.kind)).toEqual(["report_handled"]);

  await Promise.all([pro.context.close(), admin.context.close()]);
});

test("the users page finds a support taker by her full address, masked until an admin reveals it (logged)", async ({ page, browser, isMobile, viewport }) => {
  test.setTimeout(120_000);
  const takerEmail = uniqueEmail("mod-find");
  const her = await newPage(browser, { viewport, isMobile });
  await signUpSupportTaker(her.page, takerEmail);
  await her.context.close();
  const [{ id }] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [takerEmail]);

  await login(page, PERSON.admin);
  await page.goto("/admin");
  await page.getByRole("link", { name: /Users/ }).filter({ visible: true }).first().click();
  await page.waitForURL("**/admin/users");
  await expectAccessible(page);
  await page.getByLabel("Name or e-mail").fill(takerEmail.slice(0, 10));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("user-row").filter({ hasText: takerEmail })).toHaveCount(0);
  await page.getByLabel("Name or e-mail").fill(takerEmail);
  await page.getByLabel("Role").selectOption("support_taker");
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("user-row");
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(takerEmail);
  await expect(row).toContainText("m***@e***.test");
  await expect(row).toContainText("Support Taker");
  await expectAccessible(page);
  expect(await query(`SELECT 1 FROM admin_audit_entries WHERE action = 'user.reveal_email' AND "targetId" = $1`, [id])).toHaveLength(0);
  await row.getByRole("button", { name: /Reveal the e-mail address/ }).click();
  await expect(row.getByTestId("revealed-email")).toHaveText(takerEmail);
  const audit = await query<{ details: unknown; summary: string }>(
    `SELECT details, summary FROM admin_audit_entries WHERE action = 'user.reveal_email' AND "targetId" = $1`,
    [id],
  );
  expect(audit).toHaveLength(1);
  expect(JSON.stringify(audit)).not.toContain(takerEmail);

  // Her page: roles, status and the actions, each asking first.
  await row.getByRole("link").first().click();
  await page.waitForURL(`**/admin/users/${id}`);
  await expect(page.getByText("This account is active.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Suspend account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Make admin" })).toBeVisible();
  await expectAccessible(page);
});

test("anyone can write through Contact us, and it reaches the staff inbox", async ({ page, browser, isMobile, viewport }) => {
  test.setTimeout(120_000);
  const text = `My account page shows the wrong city ${randomUUID().slice(0, 6)}`;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please write a message.")).toBeVisible();
  await page.getByLabel("Your message").fill(text);
  await page.getByLabel("E-mail for our reply (optional)").fill("not-an-address");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/valid e-mail address/)).toBeVisible();
  await page.getByLabel("E-mail for our reply (optional)").fill("");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you. Your message has reached the Haven team.")).toBeVisible();
  await expectAccessible(page);

  const admin = await newPage(browser, { viewport, isMobile });
  await login(admin.page, PERSON.admin);
  await admin.page.goto("/admin/reports?tab=contact");
  const card = admin.page.getByTestId("report-card").filter({ hasText: text });
  await expect(card).toContainText("Someone not signed in");
  await expectAccessible(admin.page);
  await card.getByRole("button", { name: "Mark as handled" }).click();
  await expect(admin.page.getByText("Marked as handled")).toBeVisible();
  await expect(card).toContainText("Handled");
  await admin.context.close();
});

test("a message typed and sent before the contact page's scripts have run arrives whole, and is never put in the address", async ({ page }) => {
  const text = `Written on a slow phone ${randomUUID().slice(0, 6)}`;
  const release = await holdPageScripts(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" || request.method() === "POST") sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Your message").fill(text);
  await page.getByLabel("E-mail for our reply (optional)").fill("reply@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await page.waitForTimeout(300);
  release();
  await expect(page.getByText("Thank you. Your message has reached the Haven team.")).toBeVisible();
  await expect(page.getByText("We will answer at the address you gave.")).toBeVisible();
  const rows = await query<{ note: string; replyTo: string }>(`SELECT note, "replyTo" FROM reports WHERE kind = 'contact' AND note = $1`, [text]);
  expect(rows).toEqual([{ note: text, replyTo: "reply@example.com" }]);
  // One page load, then the form's own request; her words never in an address.
  expect(sent.filter((s) => s.startsWith("GET"))).toHaveLength(1);
  expect(sent.filter((s) => s.startsWith("POST"))).toHaveLength(1);
  expect(sent.join(" ")).not.toContain("slow+phone");
});

test("she reports a message in her conversation; the admin sees the message and warns the sender", async ({ page, browser, isMobile, viewport }) => {
  test.setTimeout(150_000);
  const like = { viewport, isMobile };
  const fullName = `Dr Sloane ${randomUUID().slice(0, 6)}`;
  const pro = await approvedProfessional(browser, like, fullName);
  const takerEmail = uniqueEmail("mod-chat");
  await signUpSupportTaker(page, takerEmail);
  const words = `Send me your home address ${randomUUID().slice(0, 6)}`;
  const chatId = randomUUID();
  await query(
    `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, "updatedAt") VALUES ($1, (SELECT id FROM users WHERE email = $2), $3, 'professional_support', 'Chat', now())`,
    [chatId, takerEmail, pro.userId],
  );
  await query(`INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content) VALUES ($1, $2, $3, 'supporter', $4)`, [
    randomUUID(),
    chatId,
    pro.userId,
    words,
  ]);

  await page.goto(`/chat?id=${chatId}`);
  await expect(page.getByText(words)).toBeVisible();
  await page.getByRole("button", { name: /^Report this message: message from / }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await dialog.getByLabel("Sharing someone's private information").check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you for telling us")).toBeVisible();

  const admin = await newPage(browser, like);
  await login(admin.page, PERSON.admin);
  await admin.page.goto("/admin/reports");
  const card = admin.page.getByTestId("report-card").filter({ hasText: fullName });
  await expect(card).toContainText(words);
  await card.getByRole("button", { name: `Warn: report about ${fullName}` }).click();
  const confirm = admin.page.getByRole("alertdialog", { name: "Send a warning?" });
  await confirm.getByLabel("Reason (kept in the audit log)").fill("Asked for her address");
  await confirm.getByRole("button", { name: "Send warning" }).click();
  await expect(admin.page.getByText("Warning sent", { exact: true }).first()).toBeVisible();
  const warned = await query<{ kind: string }>(`SELECT kind FROM notifications WHERE "userId" = $1`, [pro.userId]);
  expect(warned.map((n) => n.kind)).toEqual(["account_warning"]);
  // She is warned, not suspended: her account still works.
  const [row] = await query<{ suspendedAt: Date | null }>(`SELECT "suspendedAt" FROM users WHERE id = $1`, [pro.userId]);
  expect(row!.suspendedAt).toBeNull();
  await Promise.all([pro.context.close(), admin.context.close()]);
});
