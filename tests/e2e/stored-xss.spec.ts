// Stored XSS (issue 15's probe, kept in the suite): markup and script written where other
// people will see it — her display name, a chat message, a conversation title — is shown as
// text on every page that shows it, and never runs.
import { expect, test, type Page } from "@playwright/test";
import { PERSON, login, signUpSupportTaker, uniqueEmail, query } from "./helpers";

const PAYLOADS = [`<img src=x onerror="window.__xss=1">`, `<script>window.__xss=2</script>`, `"><svg onload="window.__xss=3">`, `javascript:window.__xss=4`];

async function expectInert(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle").catch(() => {});
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null), path).toBeNull();
}

test("markup in names, titles and messages is shown as text and never runs", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("xss");
  await signUpSupportTaker(page, email);
  const payload = PAYLOADS.join(" ");
  await query(`UPDATE profiles SET "displayName" = $2, "isAnonymous" = false WHERE "userId" = (SELECT id FROM users WHERE email = $1)`, [
    email,
    payload.slice(0, 100),
  ]);
  const [{ id: chatId }] = await query<{ id: string }>(
    `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, "updatedAt")
     SELECT 'xss-' || md5(random()::text), her.id, pro.id, 'professional_support', $3, 'active', now()
     FROM users her, users pro WHERE her.email = $1 AND pro.email = $2 RETURNING id`,
    [email, PERSON.professional, payload.slice(0, 120)],
  );
  await query(
    `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, metadata, "createdAt")
     SELECT md5(random()::text), $1, "userId", 'user', $2, '{}', now() FROM support_chats WHERE id = $1`,
    [chatId, payload],
  );

  for (const path of ["/dashboard", `/chat?id=${chatId}`, "/profile", "/settings"]) await expectInert(page, path);

  const supporterContext = await browser.newContext();
  const supporter = await supporterContext.newPage();
  await login(supporter, PERSON.professional);
  for (const path of ["/dashboard/professional", `/chat?id=${chatId}`]) await expectInert(supporter, path);
  // The markup is on the page as text (on phones the list holding it may be the hidden pane).
  await expect(supporter.getByText(`<script>window.__xss=2</script>`, { exact: false }).first()).toBeAttached();
  await supporterContext.close();
});
