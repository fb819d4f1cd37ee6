import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { PERSON, box, chatComposerShown, expectAccessible, login, overlaps, settled, uniqueEmail } from "./helpers";
import { person, signInAs } from "./people";
import { WORK_ANSWERS, insertCompletedAssessment } from "./assessment-fixtures";

const PASSWORD = "quiet-harbour-2026";
/** This worker's professional and local supporter (people.ts), in the roles of the demo's Dr. Maya Chen and Rosa. */
const proName = () => person("professional").name;

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run e2e tests through `npm test -- --only=e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh support taker, signed in, with a completed workplace assessment. */
async function takerWithAssessment(page: Page) {
  const email = uniqueEmail("dir");
  await page.goto("/auth/signup/support-taker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding/support-taker");
  await insertCompletedAssessment(email, WORK_ANSWERS);
  return email;
}

const card = (page: Page, name: string) => page.getByTestId("supporter-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("supporters directory", () => {
  test("her search and town never reach the address or the history; they follow her between lists and go at quick exit", async ({ page }) => {
    await login(page, PERSON.taker);
    // Every address the tab is at, history API changes included.
    const visited: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.goto("/supporters");
    await page.getByRole("searchbox", { name: "Search supporters" }).fill("psychologist");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(/supporters? matching “psychologist”/)).toBeVisible();
    // The form loaded the page again: a screen reader is told what the search found.
    const announcement = page.getByRole("status").filter({ hasText: /^Search updated: / });
    const count = Number((await page.getByText(/supporters? matching “psychologist”/).innerText()).match(/^\d+/)![0]);
    await expect(announcement).toHaveText(`Search updated: ${count === 0 ? "no results" : count === 1 ? "1 result" : `${count} results`}.`);
    await page.getByText("Show supporters near you").click();
    await page.getByLabel("Town or city").fill("Chicago");
    await page.getByRole("button", { name: "Show distances" }).click();
    await expect(page.getByText(/^Distances from Chicago/)).toBeVisible();
    // The search stayed while she set her town, and both stay as she moves between lists.
    await expect(page.getByRole("searchbox", { name: "Search supporters" })).toHaveValue("psychologist");
    await page.getByRole("link", { name: "Professional" }).click();
    await page.waitForURL((url) => url.pathname + url.search === "/supporters?tab=professional");
    await expect(page.getByText(/supporters? matching “psychologist”/)).toBeVisible();
    // Moving between lists is no search: nothing is announced (the note was taken once).
    await page.waitForTimeout(1_000);
    await expect(announcement).toHaveCount(0);
    await page.getByRole("link", { name: "Local" }).click();
    await page.waitForURL((url) => url.pathname + url.search === "/supporters?tab=local");
    await expect(page.getByText(/^Distances from Chicago/)).toBeVisible();
    await expectAccessible(page);

    // Nothing she typed was ever in the address, so none of it is in the browser's history.
    expect(visited.length).toBeGreaterThan(4);
    for (const url of visited) expect(url).not.toMatch(/psychologist|Chicago|q=|near=/i);
    // The cookie that holds it: read by the server only, and gone with the browser.
    const kept = (await page.context().cookies()).find((c) => c.name === "haven.directory_search");
    expect(kept).toMatchObject({ httpOnly: true, expires: -1, sameSite: "Strict" });
    expect(kept!.value).not.toMatch(/psychologist|Chicago/i);

    // Clear takes one away and keeps the other.
    await page.goto("/supporters");
    await page.getByRole("button", { name: "Clear search" }).first().click();
    await expect(page.getByRole("searchbox", { name: "Search supporters" })).toHaveValue("");
    await expect(page.getByText(/^Distances from Chicago/)).toBeVisible();

    // Quick exit forgets it.
    await page.request.post("/api/exit", { headers: { Origin: new URL(page.url()).origin } });
    expect((await page.context().cookies()).find((c) => c.name === "haven.directory_search")).toBeUndefined();
  });

  test("a taker finds the worker's professional in For You and Professional, searches, and messages her", async ({ page, browser }) => {
    const email = await takerWithAssessment(page);
    await page.goto("/supporters");
    await expect(page.getByRole("heading", { level: 1, name: "Community Supporters" })).toBeVisible();
    await expect(page.getByRole("link", { name: "For You" })).toHaveAttribute("aria-current", "page");
    const maya = card(page, proName());
    await expect(maya).toBeVisible();
    await expect(maya).toContainText("Specialises in workplace harassment");
    await expect(maya).toContainText("New");
    await expect(maya.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", /^\/profile\/[\w-]+$/);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Professional" }).click();
    await page.waitForURL("**/supporters?tab=professional");
    await expect(card(page, proName())).toBeVisible();
    await expect(card(page, proName())).toContainText("Licensed Clinical Psychologist");

    await page.getByRole("link", { name: "Local" }).click();
    await page.waitForURL("**/supporters?tab=local");
    await expect(card(page, person("local").name)).toContainText("Local supporter in Chicago");
    await expectAccessible(page);

    const search = page.getByRole("searchbox", { name: "Search supporters" });
    await search.fill("nobody-by-this-name");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No supporters match “nobody-by-this-name”" })).toBeVisible();
    await page.getByRole("region", { name: "Local supporters" }).getByRole("button", { name: "Clear search" }).click();
    await page.waitForURL("**/supporters?tab=local");
    await page.getByRole("link", { name: "Professional" }).click();
    await page.waitForURL("**/supporters?tab=professional");
    await page.getByRole("searchbox", { name: "Search supporters" }).fill("psychologist");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname + url.search === "/supporters?tab=professional");
    await expect(page.getByText(/supporters? matching “psychologist”/)).toBeVisible();
    await expect(card(page, proName())).toBeVisible();

    await card(page, proName())
      .getByRole("button", { name: `Message ${proName()}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Message ${proName()}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your message")).toBeFocused();
    await expectAccessible(page);
    // One dialog serves every card: closed, focus is back on her card's button; opened again, it is empty.
    await dialog.getByLabel("Your message").fill("Not yet");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(card(page, proName()).getByRole("button", { name: `Message ${proName()}` })).toBeFocused();
    await card(page, proName())
      .getByRole("button", { name: `Message ${proName()}` })
      .click();
    await expect(dialog.getByLabel("Your message")).toHaveValue("");

    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Please write a message before sending")).toBeVisible();

    await dialog.getByLabel("Your message").fill("Hello, I would like some advice about my manager.");
    await dialog.getByRole("checkbox", { name: "Share a short summary of my latest assessment" }).click();
    await expect(dialog).toContainText("Situation: Workplace harassment.");
    await dialog.getByRole("button", { name: "Send message" }).click();
    const sent = page.locator("[data-sonner-toast]").filter({ hasText: "Message sent!" });
    await expect(sent).toBeVisible();
    await page.waitForURL(/\/chat\?id=[\w-]+$/);
    // Her earlier "Message required" was answered: it does not follow her into the chat.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message required" })).toHaveCount(0);
    // Bottom right, where toasts appear, is the chat's Send button: the toast sits above the box.
    const composer = await chatComposerShown(page);
    await settled(sent);
    expect(overlaps(await box(sent), await box(composer))).toBe(false);
    expect(overlaps(await box(sent), await box(page.getByRole("button", { name: "Send message" })))).toBe(false);
    const chatId = new URL(page.url()).searchParams.get("id");

    const [chat] = await query<{ title: string; chatType: string; context: Record<string, string>; content: string }>(
      `SELECT c.title, c."chatType", c.context, m.content FROM support_chats c JOIN users u ON u.id = c."userId" JOIN chat_messages m ON m."chatId" = c.id WHERE c.id = $1 AND u.email = $2`,
      [chatId, email],
    );
    expect(chat).toMatchObject({
      title: `Chat with ${proName()}`,
      chatType: "professional_support",
      content: "Hello, I would like some advice about my manager.",
    });
    expect(chat!.context).toMatchObject({ supporter_name: proName(), case_type: "workplace_harassment" });

    // The professional reads the summary she chose to share, with the conversation.
    const proContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const proPage = await proContext.newPage();
    await signInAs(proPage, "professional", `/chat?id=${chatId}`);
    const shared = proPage.getByRole("group").filter({ hasText: "shared a summary of her assessment" });
    await shared.getByText(/shared a summary of her assessment/).click();
    await expect(shared).toContainText("Situation: Workplace harassment.");
    await expectAccessible(proPage);
    await proContext.close();
  });

  test("a profile's Message link opens the dialog; closing it leaves the address clean", async ({ page }) => {
    await takerWithAssessment(page);
    const [maya] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [PERSON.professional]);
    await page.goto(`/supporters?message=${maya!.id}`);
    const dialog = page.getByRole("dialog", { name: `Message ${proName()}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/supporters$/);

    await page.goto("/supporters?message=no-such-person");
    await expect(page.getByRole("alert").filter({ hasText: "This supporter isn't available to message right now." })).toBeVisible();
  });

  test("a supporter browsing (not in support mode) sees the directory without Message buttons", async ({ page }) => {
    await login(page, PERSON.local);
    await page.goto("/supporters?tab=professional");
    await expect(card(page, proName())).toBeVisible();
    await expect(page.getByText("Switch to support mode to get help for yourself.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Message / })).toHaveCount(0);
    await expectAccessible(page);
  });
});
