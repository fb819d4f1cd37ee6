// Text messages in the admin's development outbox (issue 16), beside the captured e-mails: an
// empty state, then captured and failed messages newest first with their number, words and
// status, and Retry sending a failed one back through the real worker. Admin only. Both widths
// (desktop and mobile projects), with axe. Only this spec writes sms_outbox rows.
import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { PERSON, expectAccessible, login, query } from "./helpers";

async function addSms(body: string, status: "captured" | "failed", minutesAgo: number, error: string | null = null) {
  const key = `e2e-sms:${randomUUID()}`;
  await query(
    `INSERT INTO sms_outbox (id, "toNumber", body, kind, status, provider, error, attempts, "idempotencyKey", "createdAt", "sentAt")
     VALUES ($1, '+15551234567', $2, 'emergency-contact-alert', $3::"SmsStatus", 'capture', $4, $5, $6, now() - make_interval(mins => $7), CASE WHEN $3 = 'captured' THEN now() END)`,
    [`e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`, body, status, error, status === "failed" ? 6 : 1, key, minutesAgo],
  );
  return key;
}

test.describe("admin outbox: text messages", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("with none captured, the section says so", async ({ page }) => {
    // The e2e database is the tests' own: start this journey from an empty outbox.
    await query(`DELETE FROM sms_outbox`);
    await login(page, PERSON.admin);
    await page.goto("/admin/mailbox");
    const section = page.getByRole("region", { name: "Text messages" });
    await expect(section).toBeVisible();
    await expect(section.getByText("No text messages yet")).toBeVisible();
    await expect(section).toContainText("Development outbox: no Twilio settings are set");
    await expectAccessible(page);
  });

  test("captured and failed messages are listed newest first; Retry sends a failed one through the worker", async ({ page }) => {
    const tag = randomUUID().slice(0, 6);
    await addSms(`Older message ${tag}`, "captured", 10);
    const failedKey = await addSms(`Failed message ${tag}`, "failed", 5, "Twilio 30003: unreachable");
    await addSms(`Newest message ${tag}`, "captured", 1);
    await login(page, PERSON.admin);
    await page.goto("/admin/mailbox");
    const list = page.getByRole("list", { name: "Text messages, newest first" });
    const items = list.getByRole("listitem").filter({ hasText: tag });
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(`Newest message ${tag}`);
    await expect(items.nth(1)).toContainText(`Failed message ${tag}`);
    await expect(items.nth(2)).toContainText(`Older message ${tag}`);
    await expect(items.nth(0)).toContainText("To +1 555 123 4567");
    await expect(items.nth(0)).toContainText("captured");
    const failed = items.nth(1);
    await expect(failed).toContainText("failed");
    await expect(failed).toContainText("Twilio 30003: unreachable");
    await expect(items.nth(0).getByRole("button", { name: /Retry/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("sms-outbox.png"), fullPage: true });
    await expectAccessible(page);

    await failed.getByRole("button", { name: "Retry: text message to +1 555 123 4567" }).click();
    await expect(page.getByText("Sent back to the queue")).toBeVisible();
    // The worker captures it (no Twilio here): re-read until it is.
    await expect(async () => {
      await page.reload();
      await expect(list.getByRole("listitem").filter({ hasText: `Failed message ${tag}` })).toContainText("captured", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const [row] = await query<{ status: string; attempts: number; error: string | null }>(
      `SELECT status::text, attempts, error FROM sms_outbox WHERE "idempotencyKey" = $1`,
      [failedKey],
    );
    expect(row).toEqual({ status: "captured", attempts: 7, error: null });
  });

  test("a support taker cannot open the outbox", async ({ page }) => {
    await login(page, PERSON.taker);
    await page.goto("/admin/mailbox");
    await expect(page.getByRole("region", { name: "Text messages" })).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/admin\/mailbox/);
  });
});
