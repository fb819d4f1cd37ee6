import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PERSON, expectAccessible, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";

// Issue 18: a supporter's own cases, from her dashboard and her phone's Cases tab. The case is
// a fresh support taker's conversation with the worker's professional; both go at the end.

test("the worker's professional finds her cases from the dashboard, sees what is unread, and her inbox offers no new Clara chat", async ({
  page,
  browser,
  isMobile,
}) => {
  // Two sign-ins, two accounts and five screens with axe: more than 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail("case-taker");
  await signUpSupportTaker(page, email);
  const [taker] = await query<{ id: string; name: string }>(
    `SELECT u.id, p."displayName" AS name FROM users u JOIN profiles p ON p."userId" = u.id WHERE u.email = $1`,
    [email],
  );
  const [pro] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [PERSON.professional]);
  const chatId = `e2e-case-${randomUUID().slice(0, 8)}`;
  const link = `/chat?id=${chatId}`;
  try {
    await query(
      `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, context, "createdAt", "updatedAt") VALUES ($1, $2, $3, 'professional_support', 'Chat with Dr Maya Chen', 'active', '{}'::jsonb, now(), now())`,
      [chatId, taker.id, pro.id],
    );
    await query(
      `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content) VALUES ($1, $2, $3, 'user', 'Hello, I need some advice about my workplace.')`,
      [`${chatId}-m1`, chatId, taker.id],
    );
    await query(
      `INSERT INTO notifications (id, "userId", kind, category, title, body, link, "idempotencyKey") VALUES ($1, $2, 'new_message', 'important', 'You have a new message', 'Open Haven to read it.', $3, $4)`,
      [`${chatId}-n`, pro.id, link, `e2e:${chatId}`],
    );

    await page.context().clearCookies();
    await login(page, PERSON.professional);
    await page.goto("/dashboard/professional");
    if (isMobile) {
      await expect(page.getByRole("navigation", { name: "Tabs" }).getByRole("link", { name: "Cases" })).toHaveAttribute("href", "/cases");
    }
    await page.getByRole("link", { name: /View cases/ }).click();
    await page.waitForURL("**/cases");
    await expect(page.getByRole("heading", { name: "Your cases", level: 1 })).toBeVisible();
    // Found by its own conversation (another test's taker could have drawn the same User_#### name).
    const row = page.getByRole("listitem").filter({ has: page.locator(`a[href="${link}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("heading", { name: taker.name })).toBeVisible();
    await expect(row.getByText("New message")).toBeVisible();
    await expect(row.getByText("New request")).toBeVisible();
    await expect(row.getByText("Professional support")).toBeVisible();
    await expect(row.getByText(/Last activity/)).toBeVisible();
    // Her e-mail is never shown to a supporter (the sidebar shows only the professional's own).
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Cases" }).getByText(/@/)).toHaveCount(0);
    await expectAccessible(page);

    // Her inbox marks it too.
    await page.goto("/chat");
    const inboxItem = page.getByRole("navigation", { name: "Conversations" }).getByRole("listitem").filter({ hasText: taker.name });
    await expect(inboxItem.getByRole("img", { name: "New message" }).first()).toBeVisible();
    await page.goto("/cases");
    await row.getByRole("link", { name: `Open conversation with ${taker.name}` }).click();
    await page.waitForURL(`**${link}`);
    await expect(page.getByText("Hello, I need some advice about my workplace.")).toBeVisible();
    await expectAccessible(page);
    // A supporter at work is not offered a conversation with Clara.
    await page.goto("/chat");
    await expect(page.getByRole("button", { name: "New Conversation" }).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Conversations" }).getByText(taker.name).first()).toBeVisible();
    await expectAccessible(page);

    // Opening it read the message: the marker is gone.
    await page.goto("/cases");
    await expect(row.getByText("New request")).toBeVisible();
    await expect(row.getByText("New message")).toHaveCount(0);

    // Another supporter never sees it.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await login(otherPage, PERSON.local);
    await otherPage.goto("/cases");
    await expect(otherPage.getByRole("heading", { name: "Your cases", level: 1 })).toBeVisible();
    await expect(otherPage.locator(`a[href="${link}"]`)).toHaveCount(0);
    await expectAccessible(otherPage);
    await other.close();
  } finally {
    await query(`DELETE FROM notifications WHERE link = $1`, [link]);
    await query(`DELETE FROM users WHERE id = $1`, [taker.id]);
  }
});

test("a support taker has no cases page", { tag: "@desktop" }, async ({ page }) => {
  await signUpSupportTaker(page, uniqueEmail("case-refused"));
  await page.goto("/cases");
  await page.waitForURL((url) => url.pathname === "/");
});
