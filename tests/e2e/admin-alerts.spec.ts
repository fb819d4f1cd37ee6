// Issue 17: a supporter reports an alert as a probable false alarm; the alert stays open for
// everyone; an admin sees it on /admin/alerts with how far it reached, and records a review.
// axe on each screen, at both widths.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PERSON, expectAccessible, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { newLocalSupporter } from "./local-supporter";

test("a false-alarm report reaches admins, who review it; the alert stays open", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const supporterName = `Maren ${randomUUID().slice(0, 5)}`;
  const supporter = await newLocalSupporter(browser, supporterName);

  // She names her area and presses EMERGENCY.
  const herContext = await browser.newContext();
  const her = await herContext.newPage();
  const email = uniqueEmail("falsealarm-taker");
  await signUpSupportTaker(her, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await her.goto("/emergency");
  await her.getByLabel("Your area (city)").fill("Fargo, North Dakota");
  await her.getByRole("button", { name: "Save area" }).click();
  await expect(her.getByText(/Your area: Fargo/)).toBeVisible();
  await her.getByRole("button", { name: "EMERGENCY" }).click();
  await her.getByRole("alertdialog", { name: "Activate emergency alert?" }).getByRole("button", { name: "Activate Emergency" }).click();
  await expect(her.getByRole("heading", { name: "Your alert is open" })).toBeVisible();
  const [alert] = await query<{ id: string }>(`SELECT id FROM emergency_alerts WHERE "userId" = $1`, [me!.id]);

  // The supporter was sent it, and reports it.
  await expect
    .poll(
      async () =>
        (
          await query(`SELECT 1 FROM alert_notifications n JOIN users u ON u.id = n."recipientUserId" WHERE n."alertId" = $1 AND u.email = $2`, [
            alert!.id,
            supporter.email,
          ])
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await supporter.page.goto(`/dashboard/local/alerts/${alert!.id}`);
  await supporter.page.getByRole("button", { name: "Report a probable false alarm" }).click();
  await supporter.page.getByRole("alertdialog", { name: "Report a probable false alarm?" }).getByRole("button", { name: "Report" }).click();
  await expect(supporter.page.getByText("Reported to the Haven team", { exact: true })).toBeVisible();
  await expect(supporter.page.getByText("You reported this as a probable false alarm. The Haven team will review it.")).toBeVisible();
  // Her alert is still open: a report hides nothing.
  await expect(supporter.page.getByRole("button", { name: "I can help" })).toBeVisible();

  // An admin: the bell says there is a report; the page lists it with who reported.
  await login(page, PERSON.admin);
  await page.goto("/admin");
  await page.getByRole("link", { name: /Emergency alerts/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emergency alerts" })).toBeVisible();
  const reports = page.getByRole("region", { name: /False-alarm reports to review/ });
  // One alert's item (it holds the review form; the reporters inside it are a list too).
  const itemFor = (name: string) =>
    reports
      .getByRole("listitem")
      .filter({ has: page.getByRole("form", { name: "Review the reports" }) })
      .filter({ hasText: name });
  const item = itemFor(supporterName);
  await expect(item).toBeVisible();
  await expect(item.getByText("Supporters alerted")).toBeVisible();
  expect(await page.content()).not.toContain("46.88");
  await expectAccessible(page);

  const form = item.getByRole("form", { name: "Review the reports" });
  await form.getByRole("button", { name: "Save review" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please choose what you found.");
  await form.getByRole("radio", { name: /A false alarm/ }).check();
  await form.getByLabel("Note (optional)").fill("Checked with her: pressed by mistake");
  await form.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByText("Review saved", { exact: true })).toBeVisible();
  await expect(itemFor(supporterName)).toHaveCount(0);
  const open = page.getByRole("region", { name: /Open now/ });
  await expect(open.getByText("Reports reviewed: A false alarm (a mistake, no action needed)").first()).toBeVisible();
  const [entry] = await query<{ action: string; summary: string }>(`SELECT action, summary FROM admin_audit_entries WHERE "targetId" = $1`, [alert!.id]);
  expect(entry).toMatchObject({ action: "alert.false_alarm_review" });
  await expectAccessible(page);

  // She ends it; it moves to "Recently ended".
  await her.getByRole("button", { name: "I'm safe now" }).click();
  await her.getByRole("alertdialog", { name: "Are you safe now?" }).getByRole("button", { name: "Yes, I'm safe" }).click();
  await expect(her.getByRole("heading", { name: "Your alert is open" })).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: /Recently ended/ })
      .getByText("Ended by her")
      .first(),
  ).toBeVisible();
  await Promise.all([herContext.close(), supporter.context.close()]);
});
