// Issue 17, end to end with two (then three) browsers: she adds a contact and turns on sharing,
// sends a test, activates; a vetted local supporter near her sees the alert live on an open
// Haven page, offers help; she accepts; the responder sees where she is and can message her;
// her contact's text carries a private link that shows her position only while the alert is
// open; she says she is safe and everyone's view ends. axe on every screen.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { newLocalSupporter } from "./local-supporter";

// Fargo's gazetteer point; she is a few hundred metres from it.
const HER = { latitude: 46.8801, longitude: -96.7851 };

const captured = (sql: string, params: unknown[]) => expect.poll(async () => (await query<{ body: string }>(sql, params))[0]?.body ?? "", { timeout: 20_000 });

async function openEmergency(page: Page) {
  await page.goto("/emergency");
  await expect(page.getByRole("heading", { name: "Emergency Support", level: 1 })).toBeVisible();
}

test("she raises an alert; a nearby vetted supporter answers, is accepted and sees where she is; her contact's link works until she is safe", async ({
  browser,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const supporterName = `Ines ${randomUUID().slice(0, 5)}`;
  const supporter = await newLocalSupporter(browser, supporterName);

  // She: a fresh account, her area, a contact with an e-mail, and location sharing on.
  const herContext = await browser.newContext({
    permissions: ["geolocation"],
    geolocation: HER,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await herContext.newPage();
  const email = uniqueEmail("alert-taker");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await openEmergency(page);
  await page.getByLabel("Your area (city)").fill("Fargo, North Dakota");
  await page.getByRole("button", { name: "Save area" }).click();
  await expect(page.getByText(/Your area: Fargo/)).toBeVisible();
  const contactEmail = `${randomUUID().slice(0, 8)}@contact.example.test`;
  const form = page.getByRole("form", { name: "Add a contact" });
  await form.getByLabel("Name").fill("Sam");
  await form.getByLabel("Phone number").fill("(555) 201-7788");
  await form.getByLabel("Relationship").fill("Sister");
  await form.getByLabel("Email (optional)").fill(contactEmail);
  await form.getByRole("button", { name: "Add Contact" }).click();
  await expect(page.getByText("Contact added", { exact: true })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Share my location during an alert" })).toBeChecked();

  // A test first: her contact gets a message marked as a test; no supporter is alerted.
  await page.getByRole("button", { name: "Send a test to my contacts" }).click();
  await expectAccessible(page);
  await page.getByRole("alertdialog", { name: "Send a test message?" }).getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test sent", { exact: true })).toBeVisible();
  await captured(`SELECT body FROM sms_outbox WHERE "toNumber" = '+15552017788' AND kind = 'emergency-contact-test' AND "userId" = $1`, [me!.id]).toMatch(
    /^TEST ONLY, no action needed: /,
  );
  expect(
    await query(`SELECT 1 FROM alert_notifications n JOIN emergency_alerts a ON a.id = n."alertId" WHERE a."userId" = $1 AND n."recipientUserId" IS NOT NULL`, [
      me!.id,
    ]),
  ).toEqual([]);

  // The supporter has Haven open on another page: the alert reaches her live.
  await supporter.page.goto("/dashboard/local/alerts");
  await expect(supporter.page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  // Her page has joined her realtime channel (before that, an alert reaches her by bell and push).
  await expect(supporter.page.locator("html[data-live]")).toBeAttached();

  await page.getByRole("button", { name: "EMERGENCY" }).click();
  await page.getByRole("alertdialog", { name: "Activate emergency alert?" }).getByRole("button", { name: "Activate Emergency" }).click();
  await expect(page.getByText("Emergency activated", { exact: true })).toBeVisible();
  await expect(page.getByText("Local supporters have been notified. Help is on the way.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your alert is open" })).toBeVisible();
  // Keyboard and screen-reader users are taken to it (the button they pressed is gone).
  await expect(page.getByRole("heading", { name: "Your alert is open" })).toBeFocused();
  await expectAccessible(page);

  await expect(supporter.page.getByText("Someone near you asked for help").first()).toBeVisible({ timeout: 10_000 });
  await supporter.page.getByRole("button", { name: "Open alert" }).click();
  await expect(supporter.page.getByRole("heading", { level: 1, name: /Someone near you asked for help/ })).toBeVisible();
  await expect(supporter.page.getByText(/Less than 1 km away|About \d/).first()).toBeVisible();
  await expect(supporter.page.getByText(/Near Fargo/)).toBeVisible();
  // Distance and area only: never where she is, before she accepts.
  await expect(supporter.page.getByRole("heading", { name: "Where she is" })).toHaveCount(0);
  expect(await supporter.page.content()).not.toContain("46.880");
  await expectAccessible(supporter.page);
  await supporter.page.getByRole("button", { name: "I can help" }).click();
  await expect(supporter.page.getByText("Thank you. She can now see that you can help.")).toBeVisible();
  // Her answer is what the page says now; she can still change it.
  await expect(supporter.page.getByRole("heading", { name: "You offered to help" })).toBeVisible();
  await expect(supporter.page.getByRole("button", { name: "I can help" })).toHaveAttribute("aria-pressed", "true");

  // She sees who is responding (live) and accepts.
  const responder = page.getByRole("listitem").filter({ hasText: supporterName });
  await expect(responder).toBeVisible({ timeout: 10_000 });
  await expect(responder.getByLabel("Verified")).toBeVisible();
  await expectAccessible(page);
  await responder.getByRole("button", { name: `Accept ${supporterName}` }).click();
  await expect(page.getByText(`You accepted ${supporterName}`, { exact: true })).toBeVisible();
  await expect(responder.getByRole("link", { name: `Message ${supporterName}` })).toBeVisible();

  // The responder now sees where she is, and can message her.
  await expect(supporter.page.getByRole("heading", { name: "Where she is" })).toBeVisible({ timeout: 10_000 });
  await expect(supporter.page.getByText(/46\.880\d*, -96\.785/)).toBeVisible();
  await expect(supporter.page.getByRole("link", { name: "Message her" })).toBeVisible();
  await expectAccessible(supporter.page);

  // Her contact: one text with a private link, and an e-mail.
  const smsBody = `SELECT body FROM sms_outbox WHERE "toNumber" = '+15552017788' AND kind = 'emergency-contact-alert' AND "userId" = $1`;
  await captured(smsBody, [me!.id]).toMatch(/\/a\/[A-Za-z0-9_-]{20,}/);
  const [text] = await query<{ body: string }>(smsBody, [me!.id]);
  expect(text!.body).not.toMatch(/abuse|harass|danger|haven/i);
  // (The test alert's e-mail went to the same address first: read the newest.)
  await captured(`SELECT subject AS body FROM email_outbox WHERE "toAddress" = $1 AND template = 'contact-alert' ORDER BY "createdAt" DESC LIMIT 1`, [
    contactEmail,
  ]).toMatch(/asked you to get in touch/);
  const link = new URL(/(https?:\/\/\S+\/a\/[A-Za-z0-9_-]+)/.exec(text!.body)![1]!);
  const contactContext = await browser.newContext();
  const contactPage = await contactContext.newPage();
  await contactPage.goto(link.pathname);
  await expect(contactPage.getByRole("heading", { level: 1, name: /asked you to get in touch/ })).toBeVisible();
  await expect(contactPage.getByText(/46\.880\d*, -96\.785/)).toBeVisible();
  await expectAccessible(contactPage);

  // She is safe: the alert ends for everyone.
  await page.getByRole("button", { name: "I'm safe now" }).click();
  await expectAccessible(page);
  await page.getByRole("alertdialog", { name: "Are you safe now?" }).getByRole("button", { name: "Yes, I'm safe" }).click();
  await expect(page.getByText("We're glad you are safe", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "EMERGENCY" })).toBeVisible();
  await expect(supporter.page.getByText(/This alert has ended/)).toBeVisible({ timeout: 10_000 });
  await expect(supporter.page.getByRole("heading", { name: "Where she is" })).toHaveCount(0);
  await contactPage.reload();
  await expect(contactPage.getByRole("heading", { level: 1, name: "This link has ended" })).toBeVisible();
  await captured(`SELECT body FROM sms_outbox WHERE "toNumber" = '+15552017788' AND kind = 'emergency-contact-ended' AND "userId" = $1`, [me!.id]).toMatch(
    /says she is safe now/,
  );
  await expect(contactPage.getByText(/46\.880/)).toHaveCount(0);

  await supporter.page.goto("/dashboard/local/alerts");
  await expect(supporter.page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(supporter.page.getByText("She is safe").first()).toBeVisible();
  await expectAccessible(supporter.page);

  await Promise.all([herContext.close(), supporter.context.close(), contactContext.close()]);
});

test("pressing EMERGENCY twice, or in two tabs, raises one alert", async ({ page }) => {
  const email = uniqueEmail("alert-twice");
  await signUpSupportTaker(page, email);
  const [me] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await openEmergency(page);
  const second = await page.context().newPage();
  await openEmergency(second);
  for (const tab of [page, second]) {
    await tab.getByRole("button", { name: "EMERGENCY" }).click();
    await tab.getByRole("alertdialog", { name: "Activate emergency alert?" }).getByRole("button", { name: "Activate Emergency" }).click();
    await expect(tab.getByText("Emergency activated", { exact: true })).toBeVisible();
  }
  // Nobody near and no contacts: the toast says so and puts 911 first.
  await expect(second.getByText(/If you are in immediate danger, call 911 now/)).toBeVisible();
  expect(await query(`SELECT id FROM emergency_alerts WHERE "userId" = $1`, [me!.id])).toHaveLength(1);
});
