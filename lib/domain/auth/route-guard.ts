import type { RoleName } from "./roles";

// The route table of spec part 1 §2 and part 2 §2, as data. proxy.ts applies it early
// (coarse, no database); layouts and actions apply the same rules again on the server.

/** Prefixes that need a signed-in person. */
export const GUARDED_PREFIXES = [
  "/assessment",
  "/assessments",
  "/assessment-chat",
  "/roadmaps",
  "/roadmap",
  "/care-plans",
  "/onboarding",
  "/dashboard",
  "/verification-pending",
  "/profile",
  "/settings",
  "/email-preferences",
  "/email-templates",
  "/supporters",
  "/chat",
  "/emergency",
  "/reports",
  "/admin",
  "/cases",
  "/terms-update",
  "/journal",
] as const;

/** Prefixes that need a role, with the role. */
export const ROLE_PREFIXES: { prefix: string; role: RoleName }[] = [
  { prefix: "/admin", role: "admin" },
  { prefix: "/dashboard/professional", role: "professional_supporter" },
  { prefix: "/dashboard/local", role: "local_supporter" },
];

function matches(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isGuarded(path: string) {
  return GUARDED_PREFIXES.some((p) => matches(path, p));
}

export function requiredRole(path: string): RoleName | null {
  return ROLE_PREFIXES.find((r) => matches(path, r.prefix))?.role ?? null;
}

export type GuardDecision = { type: "next" } | { type: "redirect"; to: string };

/**
 * signedIn: a session cookie is present. roles: the verified role hint, or null when unknown
 * (then the layout decides, with the database).
 */
export function guardDecision(path: string, search: string, signedIn: boolean, roles: RoleName[] | null): GuardDecision {
  if (!isGuarded(path)) return { type: "next" };
  if (!signedIn) return { type: "redirect", to: `/auth/login?next=${encodeURIComponent(path + search)}` };
  const role = requiredRole(path);
  if (role && roles && !roles.includes(role)) return { type: "redirect", to: "/" };
  return { type: "next" };
}
