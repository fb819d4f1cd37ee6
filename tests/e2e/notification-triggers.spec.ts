// A trigger seen from both sides (issue 16): she leaves a good review of the supporter she has
// talked with; the supporter's bell shows a neutral "Thank you" that leads to their reviews,
// and nothing in it names her or quotes her. Both widths, with axe on the open bell.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";

async function signedIn(browser: Browser, email: string, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const p = await context.newPage();
  await login(p, email);
  return p;
}

test.describe("notification triggers", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a good review thanks the supporter in their bell", async ({ page, browser }) => {
    const email = uniqueEmail("review-thanks");
    await signUpSupportTaker(page, email);
    try {
      await reviewAndSeeThanks(page, browser, email);
    } finally {
      // The demo professional stays as documented ("New", no reviews) for the other journeys:
      // removing her removes her review and conversation (and the directory notices).
      await query(`DELETE FROM users WHERE email = $1`, [email]);
    }
  });
});

/** She reviews the worker's professional she talked with; the professional's bell thanks them. */
async function reviewAndSeeThanks(page: Page, browser: Browser, email: string) {
  // She has talked with the worker's professional: one message each way.
  const [{ id: chatId, pro }] = await query<{ id: string; her: string; pro: string }>(
    `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, "updatedAt")
     SELECT 'e2e-' || md5(random()::text), her.id, pro.id, 'professional_support', 'Chat with Dr. Maya Chen', 'active', now()
     FROM users her, users pro WHERE her.email = $1 AND pro.email = $2 RETURNING id, "userId" AS her, "supporterUserId" AS pro`,
    [email, PERSON.professional],
  );
  await query(
    `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content)
     SELECT 'e2e-' || md5(random()::text || s.who), $1, CASE s.who WHEN 'her' THEN c."userId" ELSE c."supporterUserId" END,
            (CASE s.who WHEN 'her' THEN 'user' ELSE 'supporter' END)::"SenderType", 'Hello'
     FROM support_chats c, (VALUES ('her'), ('pro')) AS s(who) WHERE c.id = $1`,
    [chatId],
  );

  await page.goto(`/profile/${pro}`);
  await page.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await page.getByLabel("What would you like others to know? (optional)").fill("She helped me write everything down.");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you for your review")).toBeVisible();

  const supporter = await signedIn(browser, PERSON.professional, page);
  await supporter.goto("/dashboard");
  const bell = supporter.getByRole("button", { name: /^Notifications/ }).filter({ visible: true });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const item = supporter.getByRole("menuitem").filter({ hasText: "Someone you helped left a note." }).first();
  await expect(item).toBeVisible();
  await expect(supporter.getByRole("menu")).not.toContainText("write everything down");
  await expectAccessible(supporter);
  await item.click();
  await supporter.waitForURL((url) => url.pathname === `/profile/${pro}`);
  await supporter.context().close();
}
