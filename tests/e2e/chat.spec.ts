// The chat screen (issue 7): a conversation with Clara (reply, title, crisis panel), deletes
// with confirmation, and a support taker and the worker's professional talking live in two
// browsers. Axe scans at both widths (the desktop and mobile projects).
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { PERSON, exitButton, expectAccessible, login, signUpSupportTaker, uniqueEmail } from "./helpers";
import { person } from "./people";
import { insertConversation } from "./db";
import { HOME_ANSWERS, insertCompletedAssessment } from "./assessment-fixtures";

/** This worker's professional (people.ts), in the role the demo's Dr. Maya Chen plays. */
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

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const composer = (page: Page) => page.getByLabel("Your message");
const conversation = (page: Page, name: string) => page.getByRole("region", { name: `Conversation with ${name}` });
const bubble = (page: Page, who: string, text: string | RegExp) =>
  page
    .locator("li")
    .filter({ hasText: `${who}:` })
    .filter({ hasText: text });
const DISCLOSURE = "I'm Clara, an AI companion — not a person or a therapist";

/** A new conversation with Clara, her message sent, Clara's stored reply on screen. */
/** The address of the conversation tellClara opened last. */
let lastConversation = "";

async function tellClara(page: Page, message: string) {
  const before = page.url();
  await page.getByRole("button", { name: "New Conversation" }).first().click();
  await page.waitForURL((url) => /^\/chat$/.test(url.pathname) && Boolean(url.searchParams.get("id")) && url.href !== before);
  lastConversation = page.url();
  await expect(conversation(page, "Clara").getByText("What's been happening?")).toBeVisible();
  await composer(page).fill(message);
  await composer(page).press("Enter");
  // Her message is in the conversation on screen before anything is read from it.
  await expect(conversation(page, "Clara").locator("li").filter({ hasText: message })).toHaveCount(1, { timeout: 20_000 });
  const reply = page.locator("li").filter({ hasText: "Clara:" });
  await expect(reply).toHaveCount(1, { timeout: 20_000 });
  return reply;
}

/** The crisis panel's actions, in order. */
async function panelActions(page: Page) {
  const panel = page.getByRole("region", { name: "Crisis Resources Available" });
  await expect(panel).toBeVisible();
  const links = panel.getByRole("link");
  return Promise.all((await links.all()).map(async (link) => ({ name: (await link.innerText()).trim(), href: await link.getAttribute("href") })));
}

test.describe("chat", () => {
  // Several round trips and, in one test, two browsers on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("a conversation with Clara: reply, title from the first message, crisis panel", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat"));
    await page.goto("/chat");
    await expect(page.getByText("No conversations yet")).toBeVisible();
    await expect(page.getByText("Start a new chat to talk with Clara")).toBeVisible();
    // Before any conversation, on every width, the page says what Clara is (issue 14).
    await expect(page.getByText("Clara is an AI companion, not a person or a therapist.").filter({ visible: true })).toHaveCount(1);
    if (!isMobile(page)) {
      await expect(page.getByText("Select a conversation or start a new one")).toBeVisible();
      await expect(page.getByText("Clara is ready to support you")).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await page.waitForURL(/\/chat\?id=[\w-]+$/);
    const clara = conversation(page, "Clara");
    await expect(clara.getByText("Hi, I'm Clara")).toBeVisible();
    // Clara says what she is: in the header and in the empty conversation (issue 14).
    await expect(clara.getByRole("heading", { name: "Clara AI companion" })).toBeVisible();
    await expect(clara.getByText("I'm an AI companion — not a person or a therapist.")).toBeVisible();
    await expect(clara.getByText("This is a safe, private space - just for you.")).toBeVisible();
    await expect(clara.getByText("A safe space to process and reflect")).toBeVisible();
    await expect(composer(page)).toHaveAttribute("placeholder", "Share whatever feels right to share...");
    await expectAccessible(page);

    // Shift+Enter adds a line; Enter sends.
    await composer(page).fill("My manager keeps commenting on my clothes in meetings");
    await composer(page).press("Shift+Enter");
    await composer(page).pressSequentially("and I dread going in");
    await expect(composer(page)).toHaveValue("My manager keeps commenting on my clothes in meetings\nand I dread going in");
    await composer(page).press("Enter");
    await expect(bubble(page, "You", "and I dread going in")).toBeVisible();
    await expect(composer(page)).toHaveValue("");
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByText("Crisis Resources Available")).toHaveCount(0);

    const chatId = new URL(page.url()).searchParams.get("id");
    const [row] = await query<{ title: string }>(`SELECT title FROM support_chats WHERE id = $1`, [chatId]);
    expect(row!.title).toBe("My manager keeps commenting on my clothes in meeti…");
    const [reply] = await query<{ senderType: string }>(`SELECT "senderType" FROM chat_messages WHERE "chatId" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [
      chatId,
    ]);
    expect(reply!.senderType).toBe("ai");

    await composer(page).fill("I don't want to live anymore");
    await composer(page).press("Enter");
    const panel = page.getByRole("region", { name: "Crisis Resources Available" });
    await expect(panel).toBeVisible();
    // Thoughts of suicide: 988 first (issue 14), the text line always.
    await expect(panel.getByRole("link").first()).toHaveAttribute("href", "tel:988");
    await expect(panel.getByRole("link", { name: /Text HOME to 741741/ })).toHaveAttribute("href", "sms:741741?body=HOME");
    await expect(bubble(page, "Clara", "988")).toBeVisible({ timeout: 20_000 });
    await expect(bubble(page, "Clara", "988").getByRole("link", { name: /emergency page/i })).toHaveAttribute("href", "/emergency");
    await expectAccessible(page);

    if (isMobile(page)) {
      await page.getByRole("button", { name: "Back to conversations" }).click();
      await expect(page).toHaveURL(/\/chat$/);
    }
    await expect(
      page.getByRole("navigation", { name: "Conversations" }).getByText("My manager keeps commenting on my clothes in meeti…", { exact: true }),
    ).toBeVisible();

    // The crisis panel stays when she comes back to the conversation.
    await page.goto(`/chat?id=${chatId}`);
    await expect(page.getByRole("region", { name: "Crisis Resources Available" })).toBeVisible();
  });

  test("crisis resources fit the crisis, and Clara's numbers and pages are tappable links (issue 14)", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-fit"));
    await page.goto("/chat");

    // Thoughts of suicide: call 988 first, then text 988; the text line always.
    const reply = await tellClara(page, "I can't do this anymore, I just want it all to end");
    const self = await panelActions(page);
    expect(self[0]).toEqual({ name: "Call 988", href: "tel:988" });
    expect(self[1]).toEqual({ name: "Text 988", href: "sms:988" });
    expect(self.map((a) => a.href)).toContain("sms:741741?body=HOME");
    // Her first message from Clara says what Clara is; the numbers in it are links, the emergency page is an in-app link, no raw path.
    await expect(reply).toContainText(DISCLOSURE);
    await expect(reply.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    await expect(reply.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
    await expect(reply.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    await expect(reply.getByRole("link", { name: "Call 1-800-799-7233" })).toHaveAttribute("href", "tel:18007997233");
    await expect(reply.getByRole("link", { name: "Text HOME to 741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
    await expect(reply.getByRole("link", { name: /emergency page/i })).toHaveAttribute("href", "/emergency");
    await expect(reply).not.toContainText("/emergency");
    await expect(reply).not.toContainText("](");
    await expectAccessible(page);

    // Danger: 911 first, then the National Domestic Violence Hotline; the text line always.
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await tellClara(page, "he has a knife and says he will kill me tonight");
    const danger = await panelActions(page);
    expect(danger[0]).toEqual({ name: "Call 911", href: "tel:911" });
    expect(danger[1]).toMatchObject({ href: "tel:18007997233" });
    // On phones the button reads "DV Hotline 1-800-799-7233" (two buttons to a row).
    expect(danger[1]!.name).toMatch(/National Domestic Violence Hotline|DV Hotline 1-800-799-7233/);
    // Its number stays on one line, on every width.
    const number = page
      .getByRole("region", { name: "Crisis Resources Available" })
      .locator("[data-number]")
      .filter({ hasText: "1-800-799-7233", visible: true });
    await expect(number).toHaveCount(1);
    expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(danger.map((a) => a.href)).toContain("sms:741741?body=HOME");
    expect(danger.map((a) => a.href)).not.toContain("tel:988");
    await expectAccessible(page);

    // The panel is the same when she comes back (the categories are read from the stored messages).
    await page.goto(lastConversation);
    expect((await panelActions(page))[0]).toEqual({ name: "Call 911", href: "tel:911" });
  });

  test("Clara answers what was said: a message about work gets no advice from an unrelated roadmap step (issue 14)", { tag: "@phone" }, async ({ page }) => {
    const email = uniqueEmail("chat-fits");
    await signUpSupportTaker(page, email);
    // Her assessment: domestic abuse with strangulation, so her next roadmap step is a medical check.
    const id = await insertCompletedAssessment(
      email,
      { ...HOME_ANSWERS, danger_signs: { kind: "choices", values: ["strangulation", "threats_to_kill"] } },
      { roadmap: true },
    );
    const [step] = await query<{ title: string }>(
      `UPDATE assessment_conversations SET "immediateActions" = "immediateActions" - 0 WHERE id = $1 RETURNING "immediateActions"->0->>'title' AS title`,
      [id],
    );
    expect(step!.title).toMatch(/medical check after being choked/);
    await page.goto("/chat");
    const reply = await tellClara(page, "My boss yelled at me again in front of everyone");
    await expect(reply).toContainText(DISCLOSURE);
    await expect(reply).not.toContainText(/chok|strangl|medical|doctor|injur|police|court|shelter|emergency|911/i);
    await expect(page.getByRole("region", { name: "Crisis Resources Available" })).toHaveCount(0);
    // Her second message asks what to do: then her next step is the answer.
    await composer(page).fill("What should I do next?");
    await composer(page).press("Enter");
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(2, { timeout: 20_000 });
    await expect(page.locator("li").filter({ hasText: "Clara:" }).nth(1)).toContainText("Get a medical check after being choked");
    await expect(page.locator("li").filter({ hasText: "Clara:" }).nth(1)).not.toContainText(DISCLOSURE);
    await expectAccessible(page);
  });

  test("her own message and her conversation are deleted only after confirming", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-del"));
    await page.goto("/chat");
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await composer(page).fill("Something I want to take back");
    await composer(page).press("Enter");
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });

    await bubble(page, "You", "Something I want to take back").getByRole("button", { name: "Delete message" }).click();
    const confirmMessage = page.getByRole("alertdialog", { name: "Delete this message?" });
    await expect(confirmMessage).toBeVisible();
    await expectAccessible(page);
    await confirmMessage.getByRole("button", { name: "Cancel" }).click();
    await expect(bubble(page, "You", "Something I want to take back")).toBeVisible();
    // One dialog serves every message: focus goes back to the button that opened it.
    await expect(bubble(page, "You", "Something I want to take back").getByRole("button", { name: "Delete message" })).toBeFocused();
    await bubble(page, "You", "Something I want to take back").getByRole("button", { name: "Delete message" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete message" }).click();
    await expect(page.getByText("Message deleted")).toBeVisible();
    await expect(bubble(page, "You", "Something I want to take back")).toHaveCount(0);
    // Her message and its button are gone: focus is in her composer.
    await expect(composer(page)).toBeFocused();
    // Clara's messages have no delete button.
    await expect(page.locator("li").filter({ hasText: "Clara:" }).getByRole("button", { name: "Delete message" })).toHaveCount(0);

    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    // The conversation was named after her message: the name went with it, here and after a reload.
    const list = page.getByRole("navigation", { name: "Conversations" });
    await expect(list.getByRole("button", { name: "Delete conversation: New Conversation" })).toBeVisible();
    await expect(list.getByText("Something I want to take back")).toHaveCount(0);
    await page.reload();
    await expect(list.getByRole("button", { name: "Delete conversation: New Conversation" })).toBeVisible();
    await expect(list.getByText("Something I want to take back")).toHaveCount(0);
    await page.getByRole("button", { name: "Delete conversation: New Conversation" }).click();
    await page.getByRole("alertdialog", { name: "Delete this conversation?" }).getByRole("button", { name: "Delete conversation" }).click();
    await expect(page.getByText("Conversation deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText("No conversations yet")).toBeVisible();
  });

  test("deleting the open conversation is one round trip, before and after a reload: the page stays, says so and keeps her place, even when the server is struggling", async ({
    page,
  }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-del-busy"));
    await page.goto("/chat");
    const newConversation = page.getByRole("button", { name: "New Conversation" }).first();

    // Every page fetch fails, as a busy server's can, and the deletion's answer comes late, after
    // the realtime event that says the conversation is gone. Neither may cost her the page:
    // nothing but the deletion goes to the server, and the page is not loaded again. (The menu's
    // links fetching their pages ahead, as the router does when idle, are not hers.)
    const pageFetches: string[] = [];
    const struggle = async () => {
      await page.route(/[?&]_rsc=/, (route) => {
        if (!route.request().headers()["next-router-prefetch"]) pageFetches.push(route.request().url());
        return route.fulfill({ status: 500, body: "busy" });
      });
      await page.route(/\/chat\?id=/, async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        const answer = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fulfill({ response: answer });
      });
      await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
    };
    const deleteIt = async (title: string) => {
      await page.getByRole("button", { name: `Delete conversation: ${title}` }).click();
      await page.getByRole("alertdialog", { name: "Delete this conversation?" }).getByRole("button", { name: "Delete conversation" }).click();
      await expect(page.getByText("Conversation deleted")).toBeVisible();
      await expect(page.getByText("No conversations yet")).toBeVisible();
      await expect(page).toHaveURL(/\/chat$/);
      // Her place: the top of the list, as the conversation (and its button) went.
      await expect(newConversation).toBeFocused();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
      expect(pageFetches).toEqual([]);
      await page.unrouteAll({ behavior: "wait" });
    };
    const startOne = async (words: string) => {
      await newConversation.click();
      await composer(page).fill(words);
      await composer(page).press("Enter");
      await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });
    };

    await startOne("Please forget this one");
    await struggle();
    // On a phone the list and the conversation take turns: back to the list first.
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await deleteIt("Please forget this one");

    // The same after a reload of the conversation, when the list's entry before it belongs to
    // the page she reloaded.
    await startOne("And this one");
    await page.reload();
    await expect(composer(page)).toBeVisible();
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await struggle();
    await deleteIt("And this one");
  });

  test("a conversation she deletes in another tab closes here with a word, and her place is the top of the list", async ({ page, context }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-del-tab"));
    await page.goto("/chat");
    await tellClara(page, "Writing from two windows");
    const other = await context.newPage();
    await other.goto(lastConversation);
    await expect(composer(other)).toBeVisible();
    await composer(other).click();

    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await page.getByRole("button", { name: "Delete conversation: Writing from two windows" }).click();
    await page.getByRole("alertdialog", { name: "Delete this conversation?" }).getByRole("button", { name: "Delete conversation" }).click();
    await expect(page.getByText("Conversation deleted")).toBeVisible();

    // The other window was in it: it says what happened and, when she looks at it again, her
    // place is the top of the list (a tab in the background draws nothing until then).
    await other.bringToFront();
    await expect(other.getByText("This conversation was deleted")).toBeVisible();
    await expect(conversation(other, "Clara")).toHaveCount(0);
    await expect(other.getByText("No conversations yet")).toBeVisible();
    await expect(other).toHaveURL(/\/chat$/);
    await expect(other.getByRole("button", { name: "New Conversation" }).first()).toBeFocused();
    await expectAccessible(other);
  });

  test("with the confirm-your-address notice above it, the whole chat, message box included, is on screen", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-notice"));
    await page.goto("/chat");
    // On a phone the notice stays off the chat (it took a quarter of the screen); other pages show it.
    if (isMobile(page)) await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toBeHidden();
    else await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toBeVisible();
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await expect(composer(page)).toBeVisible();
    const box = (await composer(page).boundingBox())!;
    // Above the phone's tab bar, or the window's bottom edge.
    const tabs = page.getByRole("navigation", { name: "Tabs" });
    const bottom = (await tabs.isVisible()) ? (await tabs.boundingBox())!.y : page.viewportSize()!.height;
    expect(box.y + box.height).toBeLessThanOrEqual(bottom);
    // Without scrolling the page.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  });

  test("the message box keeps her words: typed while one is sending, left in another conversation, too long to send", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-box"));
    await page.goto("/chat");
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await expect(conversation(page, "Clara").getByText("What's been happening?")).toBeVisible();

    // A slow connection: she goes on typing while her first words are on their way.
    const sending = /\/api\/chat\/[^/]+\/messages$/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(sending, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await composer(page).fill("First part.");
    await composer(page).press("Enter");
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await composer(page).pressSequentially(" And the part I kept typing.");
    release();
    await expect(bubble(page, "You", "First part.")).toBeVisible();
    await expect(composer(page)).toHaveValue("And the part I kept typing.");
    await page.unroute(sending);
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });

    // Too long to send: she is told before she presses Send, and her words stay.
    await composer(page).fill("x".repeat(4001));
    await expect(page.getByText("4,001/4,000 · Please keep your message under 4000 characters.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expect(composer(page)).toHaveValue("x".repeat(4001));

    // Unsent words stay with their conversation while she looks at another.
    await composer(page).fill("Unsent in the first one.");
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await expect(composer(page)).toHaveValue("");
    await composer(page).fill("Half a thought");
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    const list = page.getByRole("navigation", { name: "Conversations" });
    await list.getByRole("button", { name: /^First part\./ }).click();
    await expect(composer(page)).toHaveValue("Unsent in the first one.");
    if (isMobile(page)) await page.getByRole("button", { name: "Back to conversations" }).click();
    await list.getByRole("button", { name: /^New Conversation Clara/ }).click();
    await expect(composer(page)).toHaveValue("Half a thought");

    // From the top of a conversation, one key press reaches the message box.
    const skip = page.getByRole("link", { name: "Skip to the message box" });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(composer(page)).toBeFocused();
    await expectAccessible(page);
  });

  test("starting conversations and moving between them never reloads her page or fetches her other pages again", { tag: "@desktop" }, async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-stay"));
    await page.goto("/chat");
    await expect(page.getByRole("button", { name: "New Conversation" }).first()).toBeEnabled();
    // The sidebar's pages are fetched once, ahead of her (Next's prefetch), before counting starts.
    await page.waitForLoadState("networkidle");
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() || new URL(request.url()).searchParams.has("_rsc")) fetched.push(`${request.method()} ${request.url()}`);
    });
    const list = page.getByRole("navigation", { name: "Conversations" });
    for (const words of ["Unsent in the first.", "Unsent in the second."]) {
      const before = page.url();
      await list.getByRole("button", { name: "New Conversation", exact: true }).click();
      await page.waitForURL((url) => url.href !== before && url.searchParams.has("id"));
      await composer(page).fill(words);
    }
    const [second, first] = await list.locator('button[id^="chat-item-"]').all();
    await first!.click();
    await expect(composer(page)).toHaveValue("Unsent in the first.");
    await second!.click();
    await expect(composer(page)).toHaveValue("Unsent in the second.");
    await first!.click();
    await expect(composer(page)).toHaveValue("Unsent in the first.");
    // Nothing is on its way: a reload the router fell back to would have been asked for by now.
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await expect(composer(page)).toHaveValue("Unsent in the first.");
  });

  test("Back from a conversation to her dashboard shows her latest message there", async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-back-dashboard"));
    await page.goto("/dashboard/support-taker");
    await expect(page.getByText("No messages yet.")).toBeVisible();
    await page.getByRole("link", { name: "Open messages" }).click();
    await page.waitForURL((url) => url.pathname === "/chat");
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await composer(page).fill("Back to my dashboard after this.");
    await composer(page).press("Enter");
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });
    for (let step = 0; step < 3 && new URL(page.url()).pathname !== "/dashboard/support-taker"; step++) {
      await page.goBack();
      await page.waitForTimeout(300);
    }
    await page.waitForURL((url) => url.pathname === "/dashboard/support-taker");
    await expect(page.getByRole("link", { name: /You: Back to my dashboard after this\./ })).toBeVisible();
    await expect(page.getByText("No messages yet.")).toBeHidden();
  });

  test("on a tablet (under 1024 px) the list and a conversation are shown one at a time", { tag: "@desktop" }, async ({ page }) => {
    const email = uniqueEmail("chat-tablet");
    await signUpSupportTaker(page, email);
    await insertConversation(email, PERSON.professional, "Chat about my manager");
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto("/chat");
    // The panel starts below "Exit this page" (fixed at the top right), whose corner it met.
    const exit = (await exitButton(page).boundingBox())!;
    const panel = (await page.locator("[data-fills-screen]").boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(exit.y + exit.height);
    const list = page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: /^Chat about my manager/ });
    await list.click();
    const conversation = page.getByRole("region", { name: /^Conversation with / });
    await expect(conversation).toBeVisible();
    await expect(list).toBeHidden();
    // The conversation has the whole panel, beside the sidebar: far wider than the 200 px it had.
    expect((await conversation.boundingBox())!.width).toBeGreaterThan(500);
    await conversation.getByRole("button", { name: "Back to conversations" }).click();
    await expect(list).toBeVisible();
    await expect(conversation).toBeHidden();
    await expectAccessible(page);
    // From 1024 px both are shown, side by side, and there is no Back.
    await page.setViewportSize({ width: 1100, height: 900 });
    await list.click();
    await expect(conversation).toBeVisible();
    await expect(list).toBeVisible();
    await expect(conversation.getByRole("button", { name: "Back to conversations" })).toBeHidden();
  });

  test("when Clara's answer cannot be fetched she is told, her message is kept, and Try again brings the answer", { tag: "@desktop" }, async ({ page }) => {
    await signUpSupportTaker(page, uniqueEmail("chat-clara-fail"));
    await page.goto("/chat");
    await page.getByRole("button", { name: "New Conversation" }).first().click();
    await expect(conversation(page, "Clara").getByText("What's been happening?")).toBeVisible();
    await page.route("**/api/chat/*/reply", (route) => route.fulfill({ status: 500, body: "" }));
    await composer(page).fill("I am scared to go home tonight");
    await composer(page).press("Enter");
    const notice = page.getByTestId("clara-unanswered");
    await expect(notice).toContainText("Clara couldn't answer just now. Your message is saved.");
    await expect(bubble(page, "You", "I am scared to go home tonight")).toHaveCount(1);
    // Still unanswered after a reload: the page says so again.
    await page.reload();
    await expect(notice).toBeVisible();
    await page.unroute("**/api/chat/*/reply");
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("li").filter({ hasText: "Clara:" })).toHaveCount(1, { timeout: 20_000 });
    await expect(notice).toHaveCount(0);
    await expectAccessible(page);
  });

  test("with no connection, starting or deleting a conversation says it failed and gives her the buttons back", { tag: "@desktop" }, async ({ page }) => {
    const email = uniqueEmail("chat-offline");
    await signUpSupportTaker(page, email);
    await insertConversation(email, PERSON.professional, "Chat about my manager");
    await page.goto("/chat");
    const newConversation = page.getByRole("button", { name: "New Conversation" }).first();
    await expect(newConversation).toBeEnabled();
    // A signed-in page loads its toaster while it can, before she has touched anything.
    await expect(page.locator('section[aria-label^="Notifications alt"]')).toBeAttached();
    await page.context().setOffline(true);
    await newConversation.click();
    await expect(page.getByText("Failed to create conversation")).toBeVisible();
    await expect(newConversation).toBeEnabled();
    await page
      .getByRole("button", { name: /^Delete conversation/ })
      .first()
      .click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(page.getByText("Failed to delete conversation")).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: /^Chat about my manager/ })).toBeVisible();
  });

  test("on a phone the browser's Back returns from a conversation to the list, and Forward opens it again", { tag: "@phone" }, async ({ page }) => {
    const email = uniqueEmail("chat-back");
    await signUpSupportTaker(page, email);
    await insertConversation(email, PERSON.professional, "Chat about my manager");
    await page.goto("/dashboard/support-taker");
    await page.goto("/chat");
    const list = page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: /^Chat about my manager/ });
    const open = page.getByRole("region", { name: /^Conversation with / });
    await list.click();
    await expect(open).toBeVisible();
    // The conversation took the list's place: focus is on its heading, not lost on the page.
    await expect(open.getByRole("heading", { level: 2 })).toBeFocused();
    await page.waitForURL((url) => url.pathname === "/chat" && Boolean(url.searchParams.get("id")));
    const conversationUrl = page.url();

    await page.goBack();
    await expect(list).toBeVisible();
    await expect(open).toBeHidden();
    expect(new URL(page.url()).search).toBe("");
    await page.goForward();
    await expect(open).toBeVisible();
    expect(page.url()).toBe(conversationUrl);
    // The page's own Back takes the same step: the browser's Back after it leaves the chat,
    // rather than opening the conversation again. Closed twice before that step lands (her own
    // deletion closes her twice: its answer, and the realtime event that reaches her tab too),
    // it is still one step.
    await open.getByRole("button", { name: "Back to conversations" }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(list).toBeVisible();
    await expect(list).toBeFocused();
    expect(new URL(page.url()).search).toBe("");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/dashboard/support-taker");
    await expectAccessible(page);
  });

  test("a long conversation opens on its latest messages; scrolling up brings the earlier ones, in place (issue 20)", async ({ page }) => {
    const email = uniqueEmail("chat-long");
    await signUpSupportTaker(page, email);
    const [her] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
    const chatId = crypto.randomUUID();
    await query(`INSERT INTO support_chats (id, "userId", "chatType", title, "updatedAt") VALUES ($1, $2, 'ai_support', 'A long talk', now())`, [
      chatId,
      her!.id,
    ]);
    await query(
      `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, "createdAt", seq)
       SELECT gen_random_uuid()::text, $1, CASE WHEN n % 2 = 1 THEN $2 END, CASE WHEN n % 2 = 1 THEN 'user' ELSE 'ai' END::"SenderType",
              'message ' || n, now() - make_interval(secs => 300 - n), n
       FROM generate_series(1, 230) AS n`,
      [chatId, her!.id],
    );
    await page.goto(`/chat?id=${chatId}`);
    const view = conversation(page, "Clara");
    const text = (n: number) => view.getByText(`message ${n}`, { exact: true });
    await expect(text(230)).toBeInViewport();
    await expect(text(131)).toBeAttached();
    await expect(text(130)).toHaveCount(0);
    // The messages scroll inside the panel: the page itself is no taller than the window (the
    // bubbles' screen-reader labels once stretched it far below).
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);

    // Up to the first message shown: the page before it comes, and she stays where she was.
    await view.getByRole("list").evaluate((list) => (list.parentElement!.scrollTop = 0));
    await expect(text(31)).toBeAttached();
    await expect(text(131)).toBeInViewport();
    await expect(text(30)).toHaveCount(0);
    // The button does the same without scrolling (keyboard).
    await view.getByRole("button", { name: "Show earlier messages" }).focus();
    await page.keyboard.press("Enter");
    await expect(text(1)).toBeAttached();
    await expect(view.getByRole("button", { name: "Show earlier messages" })).toHaveCount(0);
    await expect(view.locator("ol > li")).toHaveCount(230);
  });

  test("a support taker and the worker's professional exchange messages live", async ({ browser, page }) => {
    const email = uniqueEmail("chat-live");
    await signUpSupportTaker(page, email);
    const [maya] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [PERSON.professional]);
    await page.goto(`/supporters?message=${maya!.id}`);
    const dialog = page.getByRole("dialog", { name: `Message ${proName()}` });
    await dialog.getByLabel("Your message").fill("Hello, could we talk about my manager?");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/chat\?id=[\w-]+$/);
    const chatId = new URL(page.url()).searchParams.get("id")!;
    await expect(conversation(page, proName())).toBeVisible();
    await expect(composer(page)).toHaveAttribute("placeholder", `Message ${proName()}...`);
    const [alias] = await query<{ displayName: string | null }>(`SELECT p."displayName" FROM profiles p JOIN users u ON u.id = p."userId" WHERE u.email = $1`, [
      email,
    ]);
    const herName = alias!.displayName?.trim() || "Anonymous member";

    const viewport = page.viewportSize()!;
    const proContext = await browser.newContext({ viewport, isMobile: isMobile(page), hasTouch: isMobile(page) });
    const pro = await proContext.newPage();
    try {
      await login(pro, PERSON.professional);
      // The dashboards link with ?chatId=; the page settles on ?id=.
      await pro.goto(`/chat?chatId=${chatId}`);
      const inbox = conversation(pro, herName);
      await expect(inbox).toBeVisible();
      await expect(pro).toHaveURL(new RegExp(`/chat\\?id=${chatId}$`));
      await expect(bubble(pro, herName, "Hello, could we talk about my manager?")).toBeVisible();
      await expect(pro.getByText(email)).toHaveCount(0);
      await expectAccessible(pro);

      // Typing shows on the other side, through the server.
      await composer(page).pressSequentially("I am writing", { delay: 20 });
      await expect(pro.getByText(`${herName} is typing...`)).toBeVisible();
      await composer(page).fill("");

      await composer(pro).fill("Hi, I'm here. What has been happening?");
      await composer(pro).press("Enter");
      await expect(bubble(page, proName(), "Hi, I'm here. What has been happening?")).toBeVisible();

      await composer(page).fill("He keeps calling me into his office alone");
      await composer(page).press("Enter");
      await expect(bubble(pro, herName, "He keeps calling me into his office alone")).toBeVisible();
      // Her page has its answer too (he can see it before she does: Enter while her message is
      // still sending is not a second message).
      await expect(bubble(page, "You", "He keeps calling me into his office alone")).toBeVisible();
      // Over the realtime limit (4,000 characters of Chinese are 12 KB): still live (issue 15).
      const long = "我很害怕回家，他一直在看我的手机。".repeat(300).slice(0, 4000);
      await composer(page).fill(long);
      await composer(page).press("Enter");
      await expect(bubble(pro, herName, long.slice(0, 60))).toBeVisible();
      // A supporter may not delete the conversation; her messages can't be deleted by him.
      await expect(bubble(pro, herName, "He keeps calling me").getByRole("button", { name: "Delete message" })).toHaveCount(0);
      await expect(pro.getByRole("button", { name: /^Delete conversation/ })).toHaveCount(0);
    } finally {
      await proContext.close();
    }
  });

  test("a new conversation arrives in the supporter's inbox live, marked new until opened", { tag: "@desktop" }, async ({ browser, page }) => {
    const viewport = page.viewportSize()!;
    const proContext = await browser.newContext({ viewport, isMobile: isMobile(page), hasTouch: isMobile(page) });
    const pro = await proContext.newPage();
    try {
      await login(pro, PERSON.professional);
      await pro.goto("/chat");
      await expect(pro.getByRole("navigation", { name: "Conversations" })).toBeVisible();
      // Wait until the page has joined her own channel (the list is re-read then).
      await pro.waitForLoadState("networkidle");

      const email = uniqueEmail("chat-inbox");
      await signUpSupportTaker(page, email);
      // A Haven name of her own, so her entry is told apart from other new conversations in his inbox.
      const herName = `User_${1000 + Math.floor(Math.random() * 9000)}`;
      await query(`UPDATE profiles SET "displayName" = $2 WHERE "userId" = (SELECT id FROM users WHERE email = $1)`, [email, herName]);
      const [maya] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [PERSON.professional]);
      await page.goto(`/supporters?message=${maya!.id}`);
      const dialog = page.getByRole("dialog", { name: `Message ${proName()}` });
      await dialog.getByLabel("Your message").fill("Hello, is this a good place to ask about my landlord?");
      await dialog.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL(/\/chat\?id=[\w-]+$/);

      // No reload on his side: the conversation appears at the top of his list, marked new.
      const entry = pro.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: new RegExp(herName) });
      await expect(entry).toBeVisible({ timeout: 10_000 });
      await expect(entry.getByRole("img", { name: "New message" })).toBeVisible();
      await expectAccessible(pro);
      await entry.click();
      await expect(bubble(pro, herName, "Hello, is this a good place to ask about my landlord?")).toBeVisible();
      if (isMobile(pro)) await pro.getByRole("button", { name: "Back to conversations" }).click();
      await expect(entry.getByRole("img", { name: "New message" })).toHaveCount(0);
    } finally {
      await proContext.close();
    }
  });
});
