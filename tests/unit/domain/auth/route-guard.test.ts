import { guardDecision, isGuarded, requiredRole } from "@/lib/domain/auth/route-guard";
import type { RoleName } from "@/lib/domain/auth/roles";

// Spec part 1 §2 route table: "Routes behind a login guard" and "Role-guarded routes", plus the
// admin area (/admin*), which this app reserves for admins.
const LOGIN_GUARDED = [
  "/assessment",
  "/assessments/history",
  "/assessment/chat",
  "/assessment/roadmap",
  "/roadmaps",
  "/roadmap",
  "/onboarding/support-taker",
  "/onboarding/professional",
  "/onboarding/local",
  "/dashboard/support-taker",
  "/profile",
  "/settings",
  "/email-preferences",
  "/email-templates",
  "/supporters",
  "/chat",
  "/emergency",
  "/verification-pending",
  // Issue 18: a supporter's cases (the page checks the role), and the new-terms screen.
  "/cases",
  "/terms-update",
];

const ROLE_GUARDED: [string, RoleName][] = [
  ["/admin/backfill-roadmaps", "admin"],
  ["/admin/mailbox", "admin"],
  ["/dashboard/professional", "professional_supporter"],
  ["/dashboard/local", "local_supporter"],
];

const ALL_GUARDED: [string, RoleName | null][] = [...LOGIN_GUARDED.map((p) => [p, null] as [string, null]), ...ROLE_GUARDED];

type Who = { label: string; signedIn: boolean; roles: RoleName[] | null };
const WHO: Who[] = [
  { label: "signed out", signedIn: false, roles: null },
  { label: "signed in, roles unknown", signedIn: true, roles: null },
  { label: "support_taker", signedIn: true, roles: ["support_taker"] },
  { label: "professional", signedIn: true, roles: ["professional_supporter"] },
  { label: "local", signedIn: true, roles: ["local_supporter"] },
  { label: "admin", signedIn: true, roles: ["admin"] },
];

function expected(path: string, search: string, role: RoleName | null, who: Who) {
  if (!who.signedIn) return { type: "redirect", to: `/auth/login?next=${encodeURIComponent(path + search)}` };
  if (role && who.roles && !who.roles.includes(role)) return { type: "redirect", to: "/" };
  return { type: "next" };
}

const CASES = ALL_GUARDED.flatMap(([path, role]) => WHO.map((who) => [path, who.label, role, who] as const));

describe("guardDecision: every guarded route × every kind of visitor", () => {
  test.each(CASES)("%s as %s", (path, _label, role, who) => {
    expect(guardDecision(path, "", who.signedIn, who.roles)).toEqual(expected(path, "", role, who));
  });

  test.each(CASES)("%s?tab=2&x=a%%20b as %s (search kept in next)", (path, _label, role, who) => {
    const search = "?tab=2&x=a%20b";
    const decision = guardDecision(path, search, who.signedIn, who.roles);
    expect(decision).toEqual(expected(path, search, role, who));
    if (!who.signedIn && decision.type === "redirect") {
      const url = new URL(decision.to, "http://haven.test");
      expect(url.pathname).toBe("/auth/login");
      expect(url.searchParams.get("next")).toBe(path + search);
    }
  });
});

describe("guardDecision: concrete redirect targets", () => {
  test("signed-out visitor to /chat?id=1 is sent to login with an encoded next", () => {
    expect(guardDecision("/chat", "?id=1", false, null)).toEqual({ type: "redirect", to: "/auth/login?next=%2Fchat%3Fid%3D1" });
  });
  test("support taker on /admin is sent home", () => {
    expect(guardDecision("/admin", "", true, ["support_taker"])).toEqual({ type: "redirect", to: "/" });
  });
  test("local supporter may not open the professional dashboard", () => {
    expect(guardDecision("/dashboard/professional", "", true, ["local_supporter"])).toEqual({ type: "redirect", to: "/" });
  });
  test("professional who is also local may open both supporter dashboards", () => {
    const roles: RoleName[] = ["professional_supporter", "local_supporter"];
    expect(guardDecision("/dashboard/professional", "", true, roles)).toEqual({ type: "next" });
    expect(guardDecision("/dashboard/local", "", true, roles)).toEqual({ type: "next" });
    expect(guardDecision("/admin", "", true, roles)).toEqual({ type: "redirect", to: "/" });
  });
  test("empty roles list (known, none held) is refused on role routes but admitted elsewhere", () => {
    expect(guardDecision("/admin/mailbox", "", true, [])).toEqual({ type: "redirect", to: "/" });
    expect(guardDecision("/chat", "", true, [])).toEqual({ type: "next" });
  });
  test("deeper paths inherit the guard", () => {
    expect(guardDecision("/chat/abc123", "", false, null).type).toBe("redirect");
    expect(guardDecision("/admin/users/42", "", true, ["professional_supporter"])).toEqual({ type: "redirect", to: "/" });
    expect(guardDecision("/dashboard/local/map", "", true, ["support_taker"])).toEqual({ type: "redirect", to: "/" });
  });
});

describe("public routes are never redirected", () => {
  const PUBLIC = [
    "/",
    "/auth/login",
    "/auth/signup/support-taker",
    "/auth/signup/professional",
    "/auth/signup/local",
    "/auth/forgot-password",
    "/legal/terms",
    "/some-unknown-page",
    // prefix look-alikes must not be caught by a guard
    "/chatter",
    "/administrator",
    "/profiles-public",
  ];
  const cases = PUBLIC.flatMap((path) => WHO.map((who) => [path, who.label, who] as const));
  test.each(cases)("%s as %s → next", (path, _label, who) => {
    expect(guardDecision(path, "?x=1", who.signedIn, who.roles)).toEqual({ type: "next" });
  });
});

describe("isGuarded / requiredRole", () => {
  test.each(LOGIN_GUARDED)("%s is guarded and needs no role", (path) => {
    expect(isGuarded(path)).toBe(true);
    expect(requiredRole(path)).toBeNull();
  });
  test.each(ROLE_GUARDED)("%s needs %s", (path, role) => {
    expect(isGuarded(path)).toBe(true);
    expect(requiredRole(path)).toBe(role);
  });
  test.each(["/", "/auth/login", "/legal/terms", "/chatter", "/administrator"])("%s is public", (path) => {
    expect(isGuarded(path)).toBe(false);
    expect(requiredRole(path)).toBeNull();
  });
});
