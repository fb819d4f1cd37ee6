import { expect, test, type APIRequestContext } from "@playwright/test";
import { PERSON, login } from "./helpers";

// Issue 15: a router request that claims the browser already holds the layouts makes Next.js
// render only the page, skipping the layouts' checks. Every page checks for itself, so such a
// replayed request gets a redirect, never the page.

/** The Next-Router-State-Tree a browser sends when it is on a page under these layouts (what
 * Next.js sends on a client-side navigation): the server then renders only what lies below
 * them, and the layouts' own checks do not run. */
function stateTreeFor(layouts: string[]): string {
  let tree: unknown = ["__PAGE__", {}, null, null, 0];
  for (const segment of [...layouts].reverse()) tree = [segment, { children: tree }, null, null, 0];
  return encodeURIComponent(JSON.stringify(["", { children: tree }, null, null, 16]));
}

async function replay(request: APIRequestContext, path: string, segments: string[], extra: Record<string, string> = {}) {
  const headers = { RSC: "1", "Next-Router-State-Tree": stateTreeFor(segments), ...extra };
  let response = await request.get(`${path}?_rsc=replay`, { headers, maxRedirects: 0 });
  // Next.js first answers with the cache-busting parameter that matches these headers.
  const location = response.headers()["location"];
  if (response.status() === 307 && location?.includes("_rsc=")) response = await request.get(location, { headers, maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

// Each as if she were on another page under the layout that holds the check.
const CASES = [
  { path: "/admin", segments: ["(app)", "admin"], content: "Tools for keeping Haven safe and running." },
  { path: "/admin/users", segments: ["(app)", "admin"], content: "Admins will manage accounts here." },
  { path: "/admin/mailbox", segments: ["(app)", "admin"], content: "E-mails Haven" },
  { path: "/admin/verifications", segments: ["(app)", "admin"], content: "Pending Review" },
  { path: "/admin/backfill-roadmaps", segments: ["(app)", "admin"], content: "Creates roadmaps for completed assessments" },
  // The admin tools and the audit log (issue 18).
  { path: "/admin/seed", segments: ["(app)", "admin"], content: "existing users are skipped" },
  { path: "/admin/seed-mock-supporters", segments: ["(app)", "admin"], content: "updates existing ones on repeat" },
  { path: "/admin/avatars", segments: ["(app)", "admin"], content: "Creates avatars for all users without one" },
  { path: "/admin/fix-avatars", segments: ["(app)", "admin"], content: "Scans profiles, professional supporters" },
  { path: "/admin/upload-clara-avatar", segments: ["(app)", "admin"], content: "Uploads the picture of Clara" },
  { path: "/admin/audit", segments: ["(app)", "admin"], content: "Every admin action, with who did it and when" },
  { path: "/dashboard/professional", segments: ["(app)", "dashboard", "professional"], content: "Active Cases" },
  { path: "/dashboard/local", segments: ["(app)", "dashboard", "local"], content: "Emergency Alerts" },
];

test("a support taker replaying router requests gets no admin or supporter page", async ({ page, context }) => {
  await login(page, PERSON.taker);
  // Without the role hint proxy.ts lets the request through to the server's own checks.
  const session = (await context.cookies()).filter((c) => c.name.endsWith("session_token"));
  await context.clearCookies();
  await context.addCookies(session);
  for (const { path, segments, content } of CASES) {
    const { status, body } = await replay(page.request, path, segments);
    expect(body, path).not.toContain(content);
    expect([200, 303, 307, 308], path).toContain(status); // a redirect, or a payload that redirects
  }
});

test("a made-up session cookie gets no private page", async ({ request }) => {
  const cookie = { Cookie: "haven.session_token=made-up-token.signature" };
  for (const { path, segments, content } of [
    { path: "/emergency", segments: ["(app)"], content: "Here you will raise an emergency alert" },
    { path: "/email-templates", segments: ["(app)"], content: "Preview every e-mail Haven sends" },
    { path: "/admin/users", segments: ["(app)", "admin"], content: "Admins will manage accounts here." },
    { path: "/settings", segments: ["(app)"], content: "Change password" },
  ]) {
    const { body } = await replay(request, path, segments, cookie);
    expect(body, path).not.toContain(content);
  }
});
