// Issue 17, the safety timer: she sets one with a note; the countdown runs (Playwright's clock);
// she adds time and checks in; a second timer she does not check in fires an alert to her
// contact, whose private link shows that she did not check in and her note. axe throughout.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { NOBODY_TO_ALERT, NOBODY_WILL_BE_ALERTED } from "../../lib/domain/emergency/safety-timer";

/** On a phone the last toast sits over the timer's buttons (and stays while the pointer rests on it). */
async function dismissToasts(page: Page) {
  await page.mouse.move(1, 1);
  await page.clock.runFor(6_000);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

test("she sets a safety timer, checks in; one she does not check in alerts her contact with her note", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const email = uniqueEmail("timer");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await page.goto("/emergency");
  const form = page.getByRole("form", { name: "Add a contact" });
  await form.getByLabel("Name").fill("Lee");
  await form.getByLabel("Phone number").fill("(555) 301-4455");
  await form.getByLabel("Relationship").fill("Friend");
  await form.getByRole("button", { name: "Add Contact" }).click();
  await expect(page.getByText("Contact added", { exact: true })).toBeVisible();

  const timerForm = page.getByRole("form", { name: "Start a safety timer" });
  await timerForm.getByRole("radio", { name: "30 minutes" }).check();
  await timerForm.getByLabel("Note for your contacts (optional)").fill("Meeting R. at the station cafe");
  await expectAccessible(page);
  await timerForm.getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByText("Safety timer started", { exact: true })).toBeVisible();
  const left = page.getByRole("timer", { name: "Time left to check in" });
  await expect(left).toHaveText(/^(30:00|29:5\d)$/);
  await page.clock.runFor(10 * 60_000);
  await expect(left).toHaveText(/^(20:00|19:5\d)$/);
  await expectAccessible(page);

  await dismissToasts(page);
  await page.getByRole("button", { name: "Add 15 minutes" }).click();
  await expect(page.getByText("15 minutes added", { exact: true })).toBeVisible();
  await dismissToasts(page);
  await page.getByRole("button", { name: "I'm safe, stop the timer" }).click();
  await expect(page.getByText("You checked in", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start timer" })).toBeVisible();
  expect(await query(`SELECT 1 FROM emergency_alerts WHERE "userId" = $1`, [me!.id])).toEqual([]);

  // A timer she does not check in: its time runs out (moved in the database, as the server's
  // clock cannot be moved) and the timer's own scheduled "fire" job is brought forward to now,
  // so the worker runs it at its next poll and raises the alert to her contact.
  await page.getByRole("form", { name: "Start a safety timer" }).getByLabel("Note for your contacts (optional)").fill("Walking home through the park");
  await dismissToasts(page);
  await page.getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByRole("timer", { name: "Time left to check in" })).toBeVisible();
  const [timer] = await query<{ id: string }>(
    `UPDATE safety_timers SET "endsAt" = now() - interval '1 second' WHERE "userId" = $1 AND status = 'running' RETURNING id`,
    [me!.id],
  );
  const due = await query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'safety-timer' AND state = 'created' AND data->>'timerId' = $1 AND data->>'step' = 'fire' RETURNING id`,
    [timer!.id],
  );
  expect(due).toHaveLength(1);
  await expect
    .poll(
      async () =>
        (await query<{ body: string }>(`SELECT body FROM sms_outbox WHERE "userId" = $1 AND kind = 'emergency-contact-alert'`, [me!.id]))[0]?.body ?? "",
      { timeout: 60_000, intervals: [1_000] },
    )
    .toMatch(/\/a\/[A-Za-z0-9_-]{20,}/);
  const [text] = await query<{ body: string }>(`SELECT body FROM sms_outbox WHERE "userId" = $1 AND kind = 'emergency-contact-alert'`, [me!.id]);
  const path = new URL(/(https?:\/\/\S+\/a\/[A-Za-z0-9_-]+)/.exec(text!.body)![1]!).pathname;

  const contact = await (await browser.newContext()).newPage();
  await contact.goto(path);
  await expect(contact.getByRole("heading", { name: "She did not check in" })).toBeVisible();
  await expect(contact.getByText("Her note: “Walking home through the park”")).toBeVisible();
  await expectAccessible(contact);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your alert is open" })).toBeVisible();
});

test("a timer that would alert nobody is not started: she is told why, and choosing local supporters lets it start", async ({ page }) => {
  const email = uniqueEmail("timer-nobody");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await page.goto("/emergency");
  const timerForm = page.getByRole("form", { name: "Start a safety timer" });
  const start = timerForm.getByRole("button", { name: "Start timer" });
  await expect(timerForm.getByText(NOBODY_TO_ALERT)).toBeVisible();
  await expect(start).toHaveAccessibleDescription(NOBODY_TO_ALERT);
  await expectAccessible(page);

  // Refused by the server too (the page's warning is only a warning).
  await start.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: NOBODY_TO_ALERT })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  expect(await query(`SELECT id FROM safety_timers WHERE "userId" = $1`, [me!.id])).toHaveLength(0);

  await timerForm.getByLabel("Also alert verified local supporters near me").check();
  await expect(timerForm.getByText(NOBODY_TO_ALERT)).toHaveCount(0);
  await start.click();
  await expect(page.getByText("Safety timer started", { exact: true })).toBeVisible();
  await expect(page.getByRole("timer", { name: "Time left to check in" })).toBeVisible();
});

test("when her running timer's last contact is removed, the timer says nobody will be alerted", async ({ page }) => {
  const email = uniqueEmail("timer-last-contact");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await query(
    `INSERT INTO emergency_contacts (id, "userId", name, "phoneNumber", relationship) VALUES ('e2e-' || md5(random()::text), $1, 'Sam', '+15553014455', 'Friend')`,
    [me!.id],
  );
  await page.goto("/emergency");
  const timerForm = page.getByRole("form", { name: "Start a safety timer" });
  await expect(timerForm.getByText(NOBODY_TO_ALERT)).toHaveCount(0);
  await timerForm.getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByRole("timer", { name: "Time left to check in" })).toBeVisible();
  await expect(page.getByText(NOBODY_WILL_BE_ALERTED)).toHaveCount(0);

  // Removing someone may be what keeps her safe: it is allowed, and the timer says what it means.
  await page.getByRole("button", { name: "Remove Sam" }).click();
  await page.getByRole("alertdialog", { name: "Remove Sam?" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(NOBODY_WILL_BE_ALERTED)).toBeVisible();
  await expectAccessible(page);
});
