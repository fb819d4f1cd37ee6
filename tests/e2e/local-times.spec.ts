// Times are shown in her own time zone, and the pages that show one hydrate without React
// throwing their HTML away (error #418). The server renders in UTC and cannot know her zone: it
// shows UTC, labelled, and the browser shows her local time from its first render after hydration.
import { expect, test } from "@playwright/test";
import { query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { person } from "./people";
import { insertConversation } from "./db";

const ZONE = "America/Chicago";
test.use({ timezoneId: ZONE });

const inZone = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: ZONE }).format(date);

test("her conversation and her running safety timer show her zone's times, with no hydration error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const email = uniqueEmail("local-times");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);

  // Written at 02:30 UTC: in Chicago, the evening before (another time, and another day).
  const written = new Date("2026-11-20T02:30:00Z");
  const chatId = await insertConversation(email, person("professional").email);
  await query(
    `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, "createdAt") VALUES ('e2e-' || md5(random()::text), $1, $2, 'user', 'Are you there this evening?', $3)`,
    [chatId, me!.id, written],
  );
  await query(`UPDATE support_chats SET "updatedAt" = $2 WHERE id = $1`, [chatId, written]);
  await page.goto(`/chat?id=${chatId}`);
  const message = page.locator("li").filter({ hasText: "Are you there this evening?" });
  await expect(message.locator("time")).toHaveText(inZone(written, { timeStyle: "short" }));
  if ((page.viewportSize()?.width ?? 1280) >= 1024) {
    const [chat] = await query<{ updatedAt: Date }>(`SELECT "updatedAt" FROM support_chats WHERE id = $1`, [chatId]);
    await expect(
      page
        .getByRole("button", { name: /Chat with Dr\. Maya Chen/ })
        .first()
        .locator("time"),
    ).toHaveText(inZone(chat!.updatedAt, { dateStyle: "medium" }));
  }

  // A running timer, then the page loaded afresh with it.
  await query(
    `INSERT INTO emergency_contacts (id, "userId", name, "phoneNumber", relationship) VALUES ('e2e-' || md5(random()::text), $1, 'Lee', '+15553014455', 'Friend')`,
    [me!.id],
  );
  await page.goto("/emergency");
  await page.getByRole("form", { name: "Start a safety timer" }).getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByRole("timer", { name: "Time left to check in" })).toHaveText(/^(1:00:00|59:\d{2})$/);
  await page.reload();
  const [timer] = await query<{ endsAt: Date }>(`SELECT "endsAt" FROM safety_timers WHERE "userId" = $1 AND status = 'running'`, [me!.id]);
  await expect(page.getByText(`Check in by ${inZone(timer!.endsAt, { timeStyle: "short" })}.`)).toBeVisible();
  await expect(page.getByRole("timer", { name: "Time left to check in" })).toHaveText(/^(1:00:00|59:\d{2})$/);
  await page.getByRole("button", { name: "I'm safe, stop the timer" }).click();
  await expect(page.getByRole("button", { name: "Start timer" })).toBeVisible();

  expect(errors).toEqual([]);
});

test.describe("ahead of the server's zone", () => {
  // UTC+14: her "now" is later, by the clock on the wall, than the server's anywhere.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("the journal's time field offers her own now, and keeps up with it while she writes", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("local-times-journal"));
    await page.clock.install();
    await page.goto("/journal/new");
    await expect(page.locator("form[data-restored=true]")).toBeVisible();
    const field = page.getByLabel("When did it happen?");
    // The field's latest choice is her own now (to the minute), and its default, now, is allowed.
    const atHerNow = () =>
      field.evaluate((input: HTMLInputElement) => {
        const now = new Date();
        const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        return { latestIsNow: input.max === local, valid: input.validity.valid };
      });
    await expect.poll(atHerNow).toEqual({ latestIsNow: true, valid: true });

    // Twenty minutes of writing later, going back to the field offers the new now.
    await page.getByLabel("What happened?").fill("He was waiting outside the office again.");
    await page.clock.fastForward("20:00");
    await field.focus();
    await expect.poll(atHerNow).toEqual({ latestIsNow: true, valid: true });
  });
});
