import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PERSON, hydrated, login } from "./helpers";

// The route table of spec part 1 §2 and part 2 §2, walked as every kind of visitor.
const GUARDED = [
  "/assessment",
  "/assessments/history",
  "/dashboard/support-taker",
  "/profile",
  "/settings",
  "/email-preferences",
  "/supporters",
  "/chat",
  "/emergency",
  "/verification-pending",
];
/** Signed-in paths that forward elsewhere by design. */
const FORWARDS: Record<string, string> = {
  "/assessment-chat": "/assessment",
  // Without a conversationId: the viewer goes to the history; the roadmap to her latest
  // completed assessment, or (none for the demo accounts) to the assessment.
  "/assessment/chat": "/assessments/history",
  "/assessment/roadmap": "/assessment",
  "/roadmap": "/assessment",
  "/roadmaps": "/assessment",
};
const ONBOARDING = ["/onboarding/support-taker", "/onboarding/professional", "/onboarding/local"];
const ROLE_ROUTES = ["/dashboard/professional", "/dashboard/local", "/admin", "/admin/mailbox", "/admin/backfill-roadmaps", "/email-templates"];
const PUBLIC = ["/", "/auth/signup/support-taker", "/auth/forgot-password", "/legal/terms"];

type Who = "signedOut" | "taker" | "professional" | "local" | "admin";
const ALLOWED: Record<Exclude<Who, "signedOut">, string[]> = {
  taker: [],
  professional: ["/dashboard/professional", "/dashboard/local"], // the worker's professional is also local
  local: ["/dashboard/local"],
  // The template tester sends mail to any address: admins only (issue 16).
  admin: ["/admin", "/admin/mailbox", "/admin/backfill-roadmaps", "/email-templates"],
};
/** Onboarding is done for every demo account, so each onboarding screen sends them on (spec part 1 §2). */
const ONBOARDED: Record<Exclude<Who, "signedOut">, string> = {
  taker: "/dashboard/support-taker",
  professional: "/verification-pending",
  local: "/dashboard/local",
  admin: "/admin",
};
const HOME: Record<Exclude<Who, "signedOut">, string> = {
  taker: "/dashboard/support-taker",
  professional: "/dashboard/professional",
  local: "/dashboard/local",
  admin: "/admin",
};

/**
 * Where the server sends her: the document she lands on (after every redirect) and its status.
 * Redirects here are the server's (307s from proxy.ts and the layouts), so the answer is known
 * once that document's response arrives; the page is not left to load and hydrate.
 */
async function landing(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "commit" });
  const url = new URL(page.url());
  return { path: url.pathname, search: url.search, status: response?.status() ?? 0 };
}

test.describe("guard matrix", () => {
  test.skip(({ isMobile }) => isMobile, "the matrix is the same at every width");
  test.describe.configure({ timeout: 90_000 }); // some forty pages per person

  test("signed out", async ({ page }) => {
    for (const path of [...GUARDED, ...Object.keys(FORWARDS), ...ONBOARDING, ...ROLE_ROUTES]) {
      const at = await landing(page, path);
      expect(`${path} -> ${at.path}${at.search}`).toBe(`${path} -> /auth/login?next=${encodeURIComponent(path)}`);
    }
    for (const path of [...PUBLIC, "/auth/login"]) {
      const at = await landing(page, path);
      expect(`${path} -> ${at.path} ${at.status}`).toBe(`${path} -> ${path} 200`);
    }
  });

  for (const who of ["taker", "professional", "local", "admin"] as const) {
    test(who, async ({ page }) => {
      await login(page, PERSON[who]);
      for (const path of GUARDED) {
        const at = await landing(page, path);
        expect(`${path} -> ${at.path} ${at.status}`).toBe(`${path} -> ${path} 200`);
      }
      for (const [path, target] of Object.entries(FORWARDS)) {
        const at = await landing(page, path);
        expect(`${path} -> ${at.path} ${at.status}`).toBe(`${path} -> ${target} 200`);
      }
      for (const path of ONBOARDING) {
        const at = await landing(page, path);
        expect(`${path} -> ${at.path} ${at.status}`).toBe(`${path} -> ${ONBOARDED[who]} 200`);
      }
      for (const path of ROLE_ROUTES) {
        const expected = ALLOWED[who].includes(path) ? path : "/";
        const at = await landing(page, path);
        expect(`${path} -> ${at.path}`).toBe(`${path} -> ${expected}`);
      }
      for (const path of ["/auth/login", "/auth/signup/professional", "/dashboard"]) {
        const at = await landing(page, path);
        expect(`${path} -> ${at.path}`).toBe(`${path} -> ${HOME[who]}`);
      }
    });
  }

  test("the server checks again without the proxy's hint", async ({ page, context }) => {
    await login(page, PERSON.taker);
    // Remove the signed role hint: proxy.ts can no longer decide, the layout must.
    const cookies = (await context.cookies()).filter((c) => c.name !== "haven_roles");
    await context.clearCookies();
    await context.addCookies(cookies);
    for (const path of ["/admin", "/admin/mailbox", "/dashboard/professional", "/dashboard/local"]) {
      const at = await landing(page, path);
      expect(`${path} -> ${at.path}`).toBe(`${path} -> /`);
    }
    // A forged hint does not open the admin area either.
    await context.addCookies([{ name: "haven_roles", value: "YWRtaW4.forged", domain: new URL(page.url()).hostname, path: "/" }]);
    expect((await landing(page, "/admin")).path).toBe("/");
  });

  test("better-auth's own sign-in route is closed (rate limits cannot be skipped)", async ({ request }) => {
    const response = await request.post("/api/auth/sign-in/email", { data: { email: PERSON.taker, password: "x" } });
    expect(response.status()).toBe(404);
  });
});

test("security headers on every response", async ({ request }) => {
  for (const path of ["/", "/auth/login", "/dashboard"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/https?:\/\//);
    expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  }
  // A build asset: what applies to a script (no sniffing, not embedded elsewhere), not the pages' policy.
  const landing = await (await request.get("/")).text();
  const script = landing.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
  const asset = (await request.get(script)).headers();
  expect(asset["x-content-type-options"]).toBe("nosniff");
  expect(asset["cross-origin-resource-policy"]).toBe("same-origin");
  expect(asset["content-security-policy"]).toBeUndefined();
  const privatePage = await request.get("/auth/login");
  expect(privatePage.headers()["cache-control"]).toContain("no-store");
});

test("unknown paths show the not-found page, and the path is logged", async ({ page }) => {
  const missing = `/this/does/not/exist-${Date.now()}`;
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The tab says so too, once the page's scripts have run.
  await hydrated(page);
  await expect(page).toHaveTitle("Page not found · Haven");
  const serverLog = process.env.E2E_SERVER_LOG;
  if (serverLog) await expect.poll(() => readFileSync(serverLog, "utf8")).toContain(`[404] ${missing}`);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
