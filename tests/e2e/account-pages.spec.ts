import { expect, test, type Page } from "@playwright/test";
import { createSignedOutAccount, PERSON, expectAccessible, login, query, uniqueEmail } from "./helpers";

// Profile, settings and e-mail preferences (spec part 2). Every test that changes something
// uses a fresh account, so the demo accounts stay as documented.

async function freshAccount(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const password = `pw-${Math.random().toString(36).slice(2)}-start`;
  await createSignedOutAccount(page, email, password);
  await login(page, email, password);
  return { email, password };
}

/** Signs out from the shell and waits for the home page (the toast is too brief to rely on). */
async function signOutHere(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
  } else {
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === "/");
}

async function expectLoginRefused(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password. Please try again.");
  await expect(page).toHaveURL(/\/auth\/login/);
}

test("profile: edit the display name, see it across Haven, then go anonymous", async ({ page }) => {
  const { email } = await freshAccount(page, "profile");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
  await expect(page.getByText("Member since")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Roles and permissions" })).toBeVisible();
  await expect(page.getByText("Primary role")).toBeVisible();
  await expectAccessible(page);

  const field = page.getByLabel("Display name");
  await field.fill("Willow");
  await page.getByRole("button", { name: "Save display name" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByTestId("profile-display-name")).toHaveText("Willow");
  await page.reload();
  await expect(page.getByLabel("Display name")).toHaveValue("Willow");
  await page.goto("/dashboard/support-taker");
  await expect(page.getByRole("heading", { name: "Welcome, Willow" })).toBeVisible();

  // Empty means fully anonymous.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Clear (stay anonymous)" }).click();
  await page.getByRole("button", { name: "Save display name" }).click();
  await expect(page.getByText("You're fully anonymous now.")).toBeVisible();
  await expect(page.getByTestId("profile-display-name")).toHaveText("No display name");
  await page.goto("/dashboard/support-taker");
  await expect(page.getByRole("heading", { name: "Welcome", exact: true })).toBeVisible();
});

test("profile: a professional sees her roles, verification status and registered name", async ({ page }) => {
  await login(page, PERSON.professional);
  await page.goto("/profile");
  const roles = page.getByRole("definition").filter({ hasText: /supporter/i });
  await expect(roles.first()).toContainText(/professional supporter/i);
  await expect(page.getByText("Additional roles")).toBeVisible();
  await expect(page.getByText(/^local supporter$/i)).toBeVisible();
  await expect(page.getByText("Verification status")).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByText("Registered name", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("email preferences: critical is locked on; changes are saved and kept after a reload", async ({ page }) => {
  await freshAccount(page, "prefs");
  await page.goto("/settings");
  await page.getByRole("link", { name: "Manage email preferences" }).click();
  await page.waitForURL("**/email-preferences");
  await expect(page.getByText("Changes may take up to 24 hours to apply.")).toBeVisible();

  const critical = page.getByRole("switch", { name: "Critical alerts" });
  const important = page.getByRole("switch", { name: "Important updates" });
  const reminders = page.getByRole("switch", { name: "Reminders and check-ins" });
  const news = page.getByRole("switch", { name: "News and tips" });
  // Spec part 2 §9 defaults.
  await expect(critical).toBeChecked();
  await expect(critical).toBeDisabled();
  await expect(important).toBeChecked();
  await expect(reminders).toBeChecked();
  await expect(news).not.toBeChecked();
  await expectAccessible(page);

  await reminders.click();
  await news.click();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();

  await page.reload();
  await expect(critical).toBeChecked();
  await expect(important).toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(news).toBeChecked();

  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL("**/settings");
  const summary = page.getByRole("list").filter({ hasText: "News and tips" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Critical alerts" })).toContainText("Always on");
  await expect(summary.getByRole("listitem").filter({ hasText: "Reminders and check-ins" })).toContainText("Off");
  await expect(summary.getByRole("listitem").filter({ hasText: "News and tips" })).toContainText("On");
});

test("change password: clear errors, she stays signed in, and only the new password works", async ({ page }) => {
  const { email, password } = await freshAccount(page, "password");
  await page.goto("/settings");
  await expectAccessible(page);
  const submit = page.getByRole("button", { name: "Change password" });
  await expect(submit).toBeDisabled();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("shorter");
  await submit.click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("New passwords don't match")).toBeVisible();

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("my-new-password-2");
  await page.getByLabel("New password again").fill("my-new-password-2");
  await submit.click();
  await expect(page.getByText("Failed to change password")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Your current password isn't right." }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Current password").fill(password);
  await submit.click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await signOutHere(page);
  await expectLoginRefused(page, email, password);
  await login(page, email, "my-new-password-2");
});

test("sign out of every other device: the other browser is signed out, this one is not", async ({ page, browser }, testInfo) => {
  const { email, password } = await freshAccount(page, "devices");
  const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const other = await otherContext.newPage();
  await login(other, email, password);

  // Two others: a browser she no longer has at hand (its session still open on the server) and the other browser.
  await query(
    `INSERT INTO sessions (id, token, "userId", "expiresAt", "ipAddress", "userAgent", "createdAt", "updatedAt")
     SELECT md5(random()::text), md5(random()::text), id, now() + interval '1 hour', '127.0.0.1', 'an old browser', now(), now() FROM users WHERE email = $1`,
    [email],
  );
  await page.goto("/settings");
  await expect(page.getByText("You're signed in here and on 2 other devices.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out of every other device" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("You'll stay signed in here.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Sign out other devices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done. 2 other devices were signed out." })).toBeVisible();
  await expect(page.getByText("You're signed in on this device only.")).toBeVisible();

  await other.goto("/settings");
  await expect(other).toHaveURL(/\/auth\/login\?next=%2Fsettings/);
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await otherContext.close();
});

test("delete account: asks first, then deletes, signs her out and she cannot log in again", async ({ page }) => {
  const { email, password } = await freshAccount(page, "delete");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toContainText("Your stories and assessments");
  await expect(dialog).toContainText("Your chats and messages");
  await expect(dialog).toContainText("Your evidence journal: every entry, its earlier versions and its files");
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);

  // Cancel keeps everything.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete account" }).click();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await page.waitForURL("**/account-deleted");
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectLoginRefused(page, email, password);
});
