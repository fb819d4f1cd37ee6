import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Shared by the landing-page specs (spec part 1 §1, §2, §4 "Story hand-off", §5).

export const STORY = "My manager keeps commenting on how I look and I feel unsafe at work.";

/**
 * Nothing on the landing page may reach another host (safety principle: a person may be
 * watched). Call at the top of a spec: every test then fails if a request leaves 127.0.0.1.
 */
export function forbidOutsideRequests() {
  let outside: string[] = [];
  test.beforeEach(({ page }) => {
    outside = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      if (url.hostname !== "127.0.0.1") outside.push(request.url());
    });
  });
  test.afterEach(() => {
    expect(outside, "requests that left 127.0.0.1").toEqual([]);
  });
}

export async function storedStory(page: Page) {
  return page.evaluate(() => ({
    message: localStorage.getItem("haven.pendingMessage"),
    timestamp: localStorage.getItem("haven.pendingTimestamp"),
  }));
}

/**
 * The landing page is a file regenerated every 5 minutes (issue 20). A test that holds it to the
 * database's counts of this moment has it regenerated now, as an on-demand revalidation does:
 * the request carries the build's preview id, which only the server's own files know.
 */
export async function regenerateLanding(page: Page) {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next", "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
  const response = await page.request.get("/", { headers: { "x-prerender-revalidate": manifest.preview.previewModeId } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-nextjs-cache"]).toBe("REVALIDATED");
}

/** The landing page, once React has taken over (a click before that would be lost). */
export async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Sign-out shows its toast for only the 100 ms before the page reloads "/" (spec part 1 §4),
 * too short to poll for reliably: every toast is written down in sessionStorage instead, which
 * the reload keeps.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const seen: string[] = JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]");
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) sessionStorage.setItem("e2e-toasts", JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]"));
}

export const story = (page: Page) => page.getByRole("textbox", { name: "What's been happening?" });
export const submit = (page: Page) => page.getByRole("button", { name: "Continue privately" });
export const joinDialog = (page: Page) => page.getByRole("dialog");

export async function openJoinFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Join Now" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Join Now" }).click();
  }
  await expect(joinDialog(page)).toHaveAccessibleName("What would you like to do?");
}
