// Issue 22: her evidence journal, end to end at both widths: write an entry with a photo (the
// phone's quick capture), edit it, export the PDF (opened with pdftoppm), send the export to her
// safe address (attached), share it with a professional she talks with, who reads it, and revoke
// the share. Fresh people per test: the journey changes their journal and shares.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible, query, signOut } from "./helpers";
import { createPerson, signIn } from "./people";

test(
  "write with a photo, edit, export the PDF, send it to her safe address, share with her lawyer who reads it, revoke, delete",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const her = await createPerson("taker");
    const lawyer = await createPerson("professional");
    await query(
      `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, context, "updatedAt") VALUES ($1, $2, $3, 'professional_support', 'Chat', $4, now())`,
      [crypto.randomUUID(), her.id, lawyer.id, JSON.stringify({ supporter_name: lawyer.name, supporter_title: "Lawyer" })],
    );
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#7aa6c2" } })
      .jpeg()
      .toBuffer();

    // Quick capture: what happened, a photo, Save.
    await signIn(page, her, "/journal/new");
    await expect(page.getByRole("heading", { name: "New entry" })).toBeVisible();
    await expect(page.locator("form[data-restored=true]")).toBeVisible();
    // Save with nothing in it: she is told what is missing, and the message goes as she writes.
    const what = page.getByLabel("What happened?");
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page.getByText("Please write what happened, or add a photo or a file.")).toBeVisible();
    await expect(what).toHaveAttribute("aria-invalid", "true");
    await what.fill("He blocked my car in the car park and shouted at me.");
    await expect(page.getByText("Please write what happened, or add a photo or a file.")).toBeHidden();
    await expect(what).toHaveAttribute("aria-invalid", "false");
    await page.getByTestId("journal-file-input").setInputFiles({ name: "car-park.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByText("car-park.jpg")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "He blocked my car in the car park and shouted at me." })).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo: car-park.jpg" })).toBeVisible();
    // The photo opens larger in the page (quick exit still there), never in a bare tab of its own.
    await page.getByRole("button", { name: "Open photo larger: car-park.jpg" }).click();
    const viewer = page.getByRole("dialog", { name: "Photo" });
    await expect(viewer.getByRole("img", { name: "Photo: car-park.jpg" })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page.getByText("Written in Haven:")).toBeVisible();
    await expectAccessible(page);
    const entryUrl = page.url();

    // Edit: a new version, the earlier one kept.
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("What happened?").fill("He blocked my car in the car park and shouted at me for ten minutes.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(entryUrl);
    await expect(page.getByRole("heading", { name: "Earlier versions" })).toBeVisible();
    await expect(page.getByTestId("journal-version")).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Photo: car-park.jpg" }).first()).toBeVisible();

    // The list and the verify view.
    await page.goto("/journal");
    await expect(page.getByTestId("journal-entry")).toHaveCount(1);
    await page.goto("/journal/verify");
    await expect(page.getByTestId("verify-result")).toHaveAttribute("data-intact", "true");

    // Export the PDF, and open it.
    await page.goto("/journal/export");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
    const pdfPath = testInfo.outputPath("journal.pdf");
    await download.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
    const pngPrefix = path.join(os.tmpdir(), `journal-e2e-${her.id.slice(0, 8)}`);
    try {
      execFileSync("pdftoppm", ["-r", "40", "-png", "-f", "3", "-l", "3", pdfPath, pngPrefix]);
      const png = fs.readdirSync(os.tmpdir()).find((name) => name.startsWith(path.basename(pngPrefix)) && name.endsWith(".png"));
      expect(png).toBeTruthy();
      await testInfo.attach("pdf-entry-page.png", { path: path.join(os.tmpdir(), png!), contentType: "image/png" });
    } catch (error) {
      // pdftoppm not installed: the header check stands locally; CI installs it (.ci/run), so there it must run.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || process.env.CI) throw error;
    }

    // Send the export to her safe address: the PDF and the ZIP go as attachments, under neutral names.
    const safe = `safe-${her.id.slice(0, 8)}@elsewhere.test`;
    await query(`INSERT INTO safe_addresses ("userId", email, "confirmedAt", "createdAt", "updatedAt") VALUES ($1, $2, now(), now(), now())`, [her.id, safe]);
    await page.reload();
    await expect(page.getByText(`We'll e-mail the PDF and the ZIP to ${safe}`, { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send to my safe address" }).click();
    await expect(page.getByText("Sent to your safe address")).toBeVisible();
    await expect(async () => {
      const [mail] = await query<{ subject: string; status: string; attachments: { files: { filename: string }[] } }>(
        `SELECT subject, status, attachments FROM email_outbox WHERE "toAddress" = $1 AND template = 'journal-export'`,
        [safe],
      );
      expect(mail).toMatchObject({ subject: "Your requested copy", status: "captured" });
      expect(mail.attachments.files.map((file) => file.filename)).toEqual([expect.stringMatching(/^copy-.*\.pdf$/), expect.stringMatching(/^copy-.*\.zip$/)]);
    }).toPass({ timeout: 30_000 });

    // Share with her lawyer.
    await page.goto("/journal/share");
    await page.getByRole("button", { name: "Share read-only" }).click();
    await expect(page.getByTestId("journal-share")).toHaveAttribute("data-state", "active");
    await expectAccessible(page);

    // The lawyer reads it, read-only.
    const lawyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const lawyerPage = await lawyerContext.newPage();
    await signIn(lawyerPage, lawyer, "/journal/shared");
    await lawyerPage.getByTestId("shared-journal").click();
    await lawyerPage.getByTestId("journal-entry").click();
    await expect(lawyerPage.getByText("for ten minutes").first()).toBeVisible();
    await expect(lawyerPage.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expectAccessible(lawyerPage);
    const sharedEntryUrl = lawyerPage.url();

    // She sees each access, and stops sharing.
    await page.reload();
    await expect(page.getByText(/Opened \d+ times/)).toBeVisible();
    await page.getByRole("button", { name: "Stop sharing" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByTestId("journal-share")).toHaveAttribute("data-state", "revoked");

    const response = await lawyerPage.goto(sharedEntryUrl);
    expect(response?.status()).toBe(404);
    await lawyerContext.close();

    // She deletes the entry, after confirming: back on her list, which is empty.
    await page.goto(entryUrl);
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this entry?" });
    await expectAccessible(page);
    // With no connection she is told so, beside the dialog, and can try again: the page stays.
    await page.context().setOffline(true);
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(page.getByText("Could not delete this entry")).toBeVisible();
    await expect(page.getByText("Something went wrong. Please check your connection and try again.")).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Delete entry" })).toBeEnabled();
    await page.context().setOffline(false);
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByText("Entry deleted")).toBeVisible();
    await expect(page.getByTestId("journal-entry")).toHaveCount(0);
  },
);

test("an unsaved draft is hers: it comes back with a notice she can act on, and leaves the browser with her", async ({ page }) => {
  test.setTimeout(90_000);
  const her = await createPerson("taker");
  const form = page.locator("form[data-restored=true]");
  const what = page.getByLabel("What happened?");
  const draftKeys = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("haven.journal.draft")));

  // A new entry she did not save comes back after a reload, with a notice; she can let it go.
  await signIn(page, her, "/journal/new");
  await expect(form).toBeVisible();
  await expect(page.getByText("Your unsaved entry is back.")).toHaveCount(0);
  await what.fill("He was waiting outside the gym again.");
  await page.getByTestId("journal-file-input").setInputFiles({ name: "gym.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not sent") });
  await page.reload();
  await expect(form).toBeVisible();
  await expect(page.getByText("Your unsaved entry is back.")).toBeVisible();
  await expect(what).toHaveValue("He was waiting outside the gym again.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(what).toHaveValue("");
  await expect(page.getByText("gym.jpg")).toHaveCount(0);
  await page.reload();
  await expect(form).toBeVisible();
  await expect(what).toHaveValue("");
  await expect(page.getByText("Your unsaved entry is back.")).toHaveCount(0);

  // An edit she walked away from comes back with a notice, and "Discard changes" shows the saved entry.
  await what.fill("He followed me to the station.");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
  const entryUrl = page.url();
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(form).toBeVisible();
  await expect(page.getByText("Your unsaved changes to this entry are back.")).toHaveCount(0);
  await what.fill("");
  await page.goto(entryUrl);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByText("Your unsaved changes to this entry are back.")).toBeVisible();
  await expect(what).toHaveValue("");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(what).toHaveValue("He followed me to the station.");

  // Signing out takes her drafts with her: the next person in this browser starts empty.
  await page.goto("/journal/new");
  await expect(form).toBeVisible();
  await what.fill("Something only I should see.");
  expect(await draftKeys()).toHaveLength(1);
  await signOut(page);
  expect(await draftKeys()).toEqual([]);
  const next = await createPerson("taker");
  await signIn(page, next, "/journal/new");
  await expect(form).toBeVisible();
  await expect(what).toHaveValue("");
  await expect(page.getByText("Your unsaved entry is back.")).toHaveCount(0);
});
