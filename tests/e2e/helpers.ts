import { expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { createPerson, person, PASSWORD, signIn, signInAs, type RoleKey } from "./people";
import { QUICK_EXIT_READY } from "../../lib/domain/safety/exit";
export { query } from "./db";

export const PERSON_PASSWORD = PASSWORD;
/**
 * The e-mail of this worker's person of each role (people.ts): fully set-up accounts like the
 * demo ones, made by the setup project, never the demo accounts themselves.
 */
export const PERSON = {
  get taker() {
    return person("taker").email;
  },
  get professional() {
    return person("professional").email;
  },
  get local() {
    return person("local").email;
  },
  get admin() {
    return person("admin").email;
  },
};

function workerRole(email: string): RoleKey | undefined {
  return (["taker", "professional", "local", "admin"] as const).find((role) => person(role).email === email);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Signed in and on her dashboard. A worker's person starts from her saved state (people.ts);
 * anyone else signs in through the form, as `loginThroughForm` does.
 */
export async function login(page: Page, email: string, password = PERSON_PASSWORD) {
  const role = password === PERSON_PASSWORD ? workerRole(email) : undefined;
  if (role) return signInAs(page, role);
  await loginThroughForm(page, email, password);
}

/** Through the login form, as she would: the "Welcome back!" toast, then wherever Haven sends her. */
export async function loginThroughForm(page: Page, email: string, password = PERSON_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
}

export async function signOut(page: Page) {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
  } else {
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  }
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
}

/** A new support-taker account, signed out (she signs in herself, through the form). */
export async function createSignedOutAccount(_page: Page, email: string, password: string) {
  await createPerson("taker", { email, password, fresh: true });
}

/**
 * A new support taker, as she is just after signing up (address not yet confirmed, onboarding
 * not done), signed in and on her onboarding screen. Sign-up itself is tested through the form
 * (accounts.spec.ts, email-confirmation.spec.ts): elsewhere the account is made directly.
 */
export async function signUpSupportTaker(page: Page, email: string, password = "quiet-harbour-2026") {
  const her = await createPerson("taker", { email, password, fresh: true });
  await signIn(page, her, "/onboarding/support-taker");
  return email;
}

/** Sign-up through the form, for the journeys that follow what sign-up sends (the confirmation e-mail). */
export async function signUpThroughForm(page: Page, email: string, password = "quiet-harbour-2026") {
  await page.goto("/auth/signup/support-taker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding/support-taker");
  return email;
}

/** No serious or critical WCAG 2 A/AA violations. */
export async function expectAccessible(page: Page) {
  // axe's document-title rule, checked here with Playwright's waiting: a page being refreshed by
  // the router (a live update, a soft navigation's streamed metadata) can be between two titles
  // for a moment, which a one-shot scan would catch. A page that has no title fails here.
  await expect(page, "the page has a title (axe: document-title)").toHaveTitle(/\S/);
  // A toast mid-animation is partly transparent, which axe reads as low contrast: wait until
  // every toast has settled (fully shown, or gone), however slow the machine is.
  const toastsBefore = await page.locator("[data-sonner-toast]").count();
  if (toastsBefore) await toastsSettled(page);
  // Behind an open modal dialog the page (toasts included) is dimmed on purpose: axe would read
  // the dimmed toast text as low contrast, so toasts are left out while a modal is open.
  const modalOpen = (await page.locator('[role="alertdialog"][aria-modal="true"], [role="dialog"][aria-modal="true"]').count()) > 0;
  // One axe.run() in the page (legacy mode): the same rules over the same page (Haven's pages have
  // no frames), without the default's second page opened to merge per-frame results, which
  // doubled the cost of every scan. Only violations are reported in full (they are all we read).
  let axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .disableRules(["document-title"]); // checked above
  if (modalOpen) axe = axe.exclude("[data-sonner-toaster]");
  let results = await axe.analyze();
  // A toast raised as the page hydrated can arrive during the scan (sonner loads with the first
  // one) and be caught mid-animation: once the toasts have settled, the page is scanned again.
  if ((await page.locator("[data-sonner-toast]").count()) !== toastsBefore) {
    await toastsSettled(page);
    results = await axe.analyze();
  }
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** Every toast fully shown or gone (at most 10 s; the scan then reports what it sees). */
async function toastsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (t) => t.getAttribute("data-removed") !== "true" && getComputedStyle(t).opacity === "1" && t.getAnimations().length === 0,
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/** The global "Exit this page" control (a safety message on a page may carry its own Exit button). */
export const exitButton = (page: Page) => page.getByRole("button", { name: /^Exit this page quickly/ });

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share any point (a toast over a control, a bar over a button). */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Its box, once it has one: a page still hydrating can replace the element for a moment. */
export async function box(locator: Locator): Promise<Box> {
  let b: Box | null = null;
  await expect.poll(async () => (b = await locator.boundingBox()) !== null, { message: "element has a box" }).toBe(true);
  return b!;
}

/** Waits until the element's own animations and transitions (a toast sliding in) have finished. */
export async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/**
 * The chat has drawn its message box and put bottom toasts above it (useToastClearance). After a
 * client navigation the address changes while the chat's loading state shows, with no box yet;
 * a toast measured then is where it was before the chat came.
 */
export async function chatComposerShown(page: Page): Promise<Locator> {
  const composer = page.locator("main").getByLabel("Your message");
  await expect(composer).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-toast-clearance", "");
  return composer;
}

/**
 * Waits until the page's scripts have run: the QuickExit component, in every page's root
 * layout, marks the window once React has mounted it. A click on a server-rendered button
 * before then does nothing (on two busy cores the HTML can be up well before its scripts);
 * after it, React replays a click on any part of the page still hydrating.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, QUICK_EXIT_READY, {
    timeout: 15_000,
  });
}

/**
 * A slow phone: the page's script files are held back until the returned function is called, so
 * what she does before hydration can be tested. Call before `page.goto`.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A directory search through its form, on a list ("for-you" by default). Her words are posted,
 * never put in the address: she lands back on the list, on its first page.
 */
export async function searchDirectory(page: Page, text: string, tab: "for-you" | "professional" | "local" = "for-you") {
  const list = tab === "for-you" ? "/supporters" : `/supporters?tab=${tab}`;
  await page.goto(list);
  await page.getByRole("searchbox", { name: "Search supporters" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === list);
  await expect(page.getByRole("searchbox", { name: "Search supporters" })).toHaveValue(text);
}
