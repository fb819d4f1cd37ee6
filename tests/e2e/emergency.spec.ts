import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, query, signUpSupportTaker, uniqueEmail } from "./helpers";

// The emergency page (spec part 2 §2, §4 "Location sharing", §5, §8; issue 17). A fresh
// support taker each time, so the demo accounts stay as documented.

const PHONE_MESSAGE = "Please enter a full phone number, with the country code if it is outside the US (for example +44 20 7946 0958).";

async function freshTaker(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await signUpSupportTaker(page, email);
  const [row] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  await page.goto("/emergency");
  await expect(page.getByRole("heading", { name: "Emergency Support", level: 1 })).toBeVisible();
  return row!.id;
}

const contactsOf = (userId: string) =>
  query<{ name: string; phoneNumber: string }>(`SELECT name, "phoneNumber" FROM emergency_contacts WHERE "userId" = $1 ORDER BY "createdAt"`, [userId]);
const sharingOf = async (userId: string) =>
  (await query<{ on: boolean }>(`SELECT "locationTrackingEnabled" AS on FROM safety_preferences WHERE "userId" = $1`, [userId]))[0]?.on;

async function fillContact(page: Page, name: string, phone: string, relationship: string) {
  const form = page.getByRole("form", { name: "Add a contact" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone number").fill(phone);
  await form.getByLabel("Relationship").fill(relationship);
  await form.getByRole("button", { name: "Add Contact" }).click();
}

test("she adds contacts (a bad number is refused), sees them newest first and removes one after confirming", async ({ page }) => {
  const userId = await freshTaker(page, "emergency-contacts");
  await expect(page.getByText("No emergency contacts yet.")).toBeVisible();
  await expectAccessible(page);

  const phone = page.getByRole("form", { name: "Add a contact" }).getByLabel("Phone number");
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("placeholder", "+1 (555) 123-4567");

  // Every required field: the spec's message.
  await page.getByRole("button", { name: "Add Contact" }).click();
  await expect(page.getByText("Missing information", { exact: true })).toBeVisible();
  await expect(page.getByText("Please fill in all fields.").first()).toBeVisible();

  await fillContact(page, "Aunt May", "555 12", "Aunt");
  await expect(page.getByText(PHONE_MESSAGE).first()).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  expect(await contactsOf(userId)).toEqual([]);

  await phone.fill("(555) 123-4567");
  await page.getByRole("button", { name: "Add Contact" }).click();
  await expect(page.getByText("Contact added", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Your emergency contacts" });
  await expect(list.getByRole("listitem")).toHaveCount(1);

  const form = page.getByRole("form", { name: "Add a contact" });
  await form.getByLabel("Email (optional)").fill("jordan@example.test");
  await form.getByLabel("Message they will get").fill("Please call me when you see this.");
  await fillContact(page, "Jordan", "+44 20 7946 0958", "Friend");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Jordan");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Aunt May");
  await expect(list.getByRole("link", { name: "+1 555 123 4567" })).toHaveAttribute("href", "tel:+15551234567");
  await expect(list.getByText("Message: “Please call me when you see this.”")).toBeVisible();
  expect(await contactsOf(userId)).toEqual([
    { name: "Aunt May", phoneNumber: "+15551234567" },
    { name: "Jordan", phoneNumber: "+442079460958" },
  ]);

  await page.getByRole("button", { name: "Remove Aunt May" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Aunt May?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Remove Aunt May" }).click();
  await page.getByRole("alertdialog", { name: "Remove Aunt May?" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Contact removed", { exact: true })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await contactsOf(userId)).map((c) => c.name)).toEqual(["Jordan"]);
});

test("location sharing: stays off when the browser denies, turns on when it grants", async ({ page, context }) => {
  const userId = await freshTaker(page, "emergency-location");
  const toggle = page.getByRole("switch", { name: "Share my location during an alert" });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("location-permission")).toHaveText("Not Requested");

  // Headless Chromium refuses the prompt: denied, and the toggle stays off.
  await toggle.click();
  await expect(page.getByText("Location permission denied", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enable location access in your browser settings.")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("location-permission")).toHaveText("Denied");
  expect(await sharingOf(userId)).toBe(false);

  // Permission already granted: switched on at page load.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 41.88, longitude: -87.63 });
  await page.reload();
  await expect(page.getByTestId("location-permission")).toHaveText("Granted");
  await expect(toggle).toBeChecked();
  await expect.poll(() => sharingOf(userId)).toBe(true);
  await expectAccessible(page);

  await toggle.click();
  await expect(page.getByText("Location sharing disabled", { exact: true })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await sharingOf(userId)).toBe(false);

  await toggle.click();
  await expect(page.getByText("Location sharing enabled", { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await sharingOf(userId)).toBe(true);
  // Only the choice is stored, never where she is.
  const [row] = await query<Record<string, unknown>>(`SELECT * FROM safety_preferences WHERE "userId" = $1`, [userId]);
  expect(JSON.stringify(row)).not.toMatch(/41\.88|87\.63/);
});

test("the EMERGENCY button asks first; crisis lines are tappable; 911 leads until supporters are near her area, and while her alert is open", async ({
  page,
}) => {
  const userId = await freshTaker(page, "emergency-button");
  const resources = page.locator("#crisis-resources");
  await expect(resources.getByRole("link", { name: /Emergency Services: 911/ })).toHaveAttribute("href", "tel:911");
  await expect(resources.getByRole("link", { name: /National DV Hotline: 1-800-799-7233/ })).toHaveAttribute("href", "tel:+18007997233");
  await expect(resources.getByRole("link", { name: /Crisis Text Line: Text HOME to 741741/ })).toHaveAttribute("href", "sms:741741?body=HOME");
  // Her area is unknown: it says so and 911 comes first.
  await expect(page.getByTestId("response-note")).toContainText("We don't know your area");
  await expect(resources.getByRole("link").first()).toHaveAccessibleName(/Emergency Services: 911/);
  await expect(page.getByText("Your emergency data is encrypted, and your location is shared only during an alert.")).toBeVisible();

  await page.getByRole("button", { name: "EMERGENCY" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Activate emergency alert?" });
  // It promises only what will happen: nobody can be sent to her, so 911 first, and who is told.
  await expect(dialog).toContainText(
    "If you are in immediate danger, call 911 now. Haven doesn't know your area, so no local supporter can be notified. This will tell the Haven team, and you have no emergency contacts to alert.",
  );
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "EMERGENCY" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Activate Emergency" }).click();
  // Nobody near her and no contacts: the toast tells the truth, 911 first.
  await expect(page.getByText("Emergency activated", { exact: true })).toBeVisible();
  await expect(page.getByText(/If you are in immediate danger, call 911 now\. No Haven supporters are near you right now/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your alert is open" })).toBeVisible();
  // No sharing and no area: it does not claim an area she never chose.
  await expect(page.getByText("Location sharing is off and you have not set your area, so Haven cannot show anyone where you are.")).toBeVisible();
  await page.getByRole("button", { name: "I'm safe now" }).click();
  await page.getByRole("alertdialog", { name: "Are you safe now?" }).getByRole("button", { name: "Yes, I'm safe" }).click();
  await expect(page.getByRole("button", { name: "EMERGENCY" })).toBeVisible();
  // The alert's toasts go (the activation one with the alert, the last one by itself).
  await expect(page.getByText("Emergency activated", { exact: true })).toBeHidden();
  await expect(page.getByText("We're glad you are safe", { exact: true })).toBeHidden({ timeout: 10_000 });

  // Her area is known but nobody is near it: it says so, 911 still first.
  await page.getByLabel("Your area (city)").fill("Boise, Idaho");
  await page.getByRole("button", { name: "Save area" }).click();
  await expect(page.getByText(/Your area: Boise/)).toBeVisible();
  await expect(page.getByTestId("response-note")).toContainText("There are no verified supporters near Boise");
  await expect(resources.getByRole("link").first()).toHaveAccessibleName(/Emergency Services: 911/);
  await page.getByRole("button", { name: "EMERGENCY" }).click();
  await expect(dialog).toContainText("If you are in immediate danger, call 911 now. There are no verified supporters near Boise");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const [row] = await query<{ areaCipher: string }>(`SELECT "areaCipher" FROM safety_preferences WHERE "userId" = $1`, [userId]);
  expect(row!.areaCipher).toMatch(/^v1\./);
  expect(row!.areaCipher).not.toMatch(/Boise|43\.6|116\.2/);

  // A local supporter about 3 km from the centre of Boise (the gazetteer's point): the estimate shows.
  const supporterId = `e2e-near-${randomUUID()}`;
  await query(`INSERT INTO users (id, name, email, "updatedAt") VALUES ($1, 'Near', $2, now())`, [supporterId, `${supporterId}@example.test`]);
  try {
    await query(
      `INSERT INTO local_supporters (id, "userId", "displayName", "locationCity", "locationLat", "locationLng", "hasLocation", "verificationStatus", "updatedAt") VALUES ($1, $1, 'Near', 'Boise', 43.635, -116.2275, true, 'approved', now())`,
      [supporterId],
    );
    await page.reload();
    await expect(page.getByTestId("response-note")).toContainText(
      "Estimated response time: 5-15 minutes from nearby verified supporters (1 supporter near Boise",
    );
    // The crisis resources went to the foot of the page: 911 is still one tap under the button.
    await expect(page.getByTestId("response-note").getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(resources.getByRole("link").first()).toHaveAccessibleName(/National DV Hotline/);
    await expectAccessible(page);

    // While her alert is open she has said she is in danger: 911 leads again, until she is safe.
    await page.getByRole("button", { name: "EMERGENCY" }).click();
    // Supporters are near her area: the spec's words.
    await expect(dialog).toContainText("This will notify local supporters near you. If you are in immediate danger, call 911.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Activate Emergency" }).click();
    await expect(page.getByRole("heading", { name: "Your alert is open" })).toBeVisible();
    await expect(page.getByText("Location sharing is off, so supporters see only the area you chose.")).toBeVisible();
    await expect(resources.getByRole("link").first()).toHaveAccessibleName(/Emergency Services: 911/);
    // And one tap to 911 at the top of her open alert, on any screen.
    const openAlert = page.getByRole("region", { name: "Your alert is open" });
    await expect(openAlert.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    await page.getByRole("button", { name: "I'm safe now" }).click();
    await page.getByRole("alertdialog", { name: "Are you safe now?" }).getByRole("button", { name: "Yes, I'm safe" }).click();
    await expect(page.getByRole("button", { name: "EMERGENCY" })).toBeVisible();
    await expect(resources.getByRole("link").first()).toHaveAccessibleName(/National DV Hotline/);
  } finally {
    await query(`DELETE FROM users WHERE id = $1`, [supporterId]);
  }
});

test(
  "on a phone a toast never hides the page for good: the page scrolls its last button clear of it, and focus stops above it",
  { tag: "@phone" },
  async ({ page }) => {
    // The clock moves only when the test says (animation frames included): the toast stays for as long as it looks.
    await page.clock.install();
    await freshTaker(page, "toast-space");
    await fillContact(page, "Lee", "(555) 301-4455", "Friend");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Contact added" });
    await expect(toast).toBeVisible();
    await page.mouse.move(1, 1);
    await page.clock.runFor(500);

    // At the very bottom of the page, the timer's button sits above the toast, and a tap reaches it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const start = page.getByRole("button", { name: "Start timer" });
    await expect(async () => {
      await page.clock.runFor(50);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [button, over] = [await start.boundingBox(), await toast.boundingBox()];
      expect(button!.y + button!.height).toBeLessThanOrEqual(over!.y);
    }).toPass();
    const [button] = [await start.boundingBox()];
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent,
        [button!.x + button!.width / 2, button!.y + button!.height / 2],
      ),
    ).toContain("Start timer");

    // A control that gets focus (by keyboard) is scrolled to a place above the toast. The page
    // measures the toast on its next frame, and this test's clock decides when frames come: a toast
    // still sliding in when last measured has moved since.
    for (const control of [page.getByRole("form", { name: "Add a contact" }).getByLabel("Name"), start]) {
      await expect(async () => {
        await page.clock.runFor(50);
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await control.focus();
        const [box, over] = [await control.boundingBox(), await toast.boundingBox()];
        expect(box!.y + box!.height).toBeLessThanOrEqual(over!.y);
      }).toPass();
    }
    await expectAccessible(page);
  },
);
