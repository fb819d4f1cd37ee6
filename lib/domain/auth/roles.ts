// Roles, modes and the navigation rules of spec part 1 §2, §4, §6. Pure: no I/O.
import { DASHBOARD_ROUTES, dashboardRoute } from "./dashboard-route";

export const ROLES = ["support_taker", "professional_supporter", "local_supporter", "admin"] as const;
export type RoleName = (typeof ROLES)[number];
export type Mode = "normal" | "support_mode";

export const ROLE_LABELS: Record<RoleName, string> = {
  support_taker: "Support Taker",
  professional_supporter: "Professional Supporter",
  local_supporter: "Local Supporter",
  admin: "Admin",
};

/** The four flags of the spec's auth state, all false by default. */
export interface RoleFlags {
  isSupportTaker: boolean;
  isProfessionalSupporter: boolean;
  isLocalSupporter: boolean;
  isAdmin: boolean;
}

export function roleFlags(roles: readonly RoleName[]): RoleFlags {
  return {
    isSupportTaker: roles.includes("support_taker"),
    isProfessionalSupporter: roles.includes("professional_supporter"),
    isLocalSupporter: roles.includes("local_supporter"),
    isAdmin: roles.includes("admin"),
  };
}

/** The mode switch is offered only to holders of a supporter role. */
export function canSwitchMode(roles: readonly RoleName[]): boolean {
  return roles.includes("professional_supporter") || roles.includes("local_supporter");
}

/** A stored mode is honoured only when the person may be in it. */
export function effectiveMode(requested: string | undefined | null, roles: readonly RoleName[]): Mode {
  return requested === "support_mode" && canSwitchMode(roles) ? "support_mode" : "normal";
}

// Where each role's dashboard is lives in its own module, so the landing page's header (which
// needs only that) does not bring the rest of this one into the first load.
export { DASHBOARD_ROUTES, dashboardRoute } from "./dashboard-route";

/** The label on the "Back to {role label}" control. */
export function primaryRoleLabel(primaryRole: RoleName | null | undefined): string {
  return ROLE_LABELS[primaryRole ?? "support_taker"];
}

export type TabIcon =
  "home" | "assessment" | "support" | "messages" | "cases" | "emergency" | "alerts" | "community" | "dashboard" | "users" | "journal" | "settings";

export interface NavTab {
  label: string;
  href: string;
  icon: TabIcon;
  /** Marked on this address only, not on the pages under it (/profile is hers; /profile/{id} is someone else's). */
  exact?: boolean;
}

/** A local supporter's alerts page: the alerts sent to her, open ones live, then her history
 * (issue 17). /emergency is the page for raising an alert, not for answering one. */
export const LOCAL_ALERTS_ROUTE = "/dashboard/local/alerts";

/** A supporter's own cases: the conversations addressed to her (issue 18). The professional's
 * "Cases" tab opens it (the spec's /supporters is the public directory, not her cases). */
export const CASES_ROUTE = "/cases";

/** Spec part 1 §2 mobile tab table. The Support tab's destination is not given: it opens the
 * supporters directory, where support is found. */
export function mobileTabs(primaryRole: RoleName | null | undefined, mode: Mode): NavTab[] {
  if (mode === "support_mode" || !primaryRole || primaryRole === "support_taker") {
    return [
      { label: "Home", href: DASHBOARD_ROUTES.support_taker, icon: "home" },
      { label: "Assessment", href: "/assessment", icon: "assessment" },
      { label: "Support", href: "/supporters", icon: "support" },
      { label: "Messages", href: "/chat", icon: "messages" },
    ];
  }
  if (primaryRole === "professional_supporter") {
    return [
      { label: "Home", href: DASHBOARD_ROUTES.professional_supporter, icon: "home" },
      { label: "Cases", href: CASES_ROUTE, icon: "cases" },
      { label: "Messages", href: "/chat", icon: "messages" },
      { label: "Emergency", href: "/emergency", icon: "emergency" },
    ];
  }
  if (primaryRole === "local_supporter") {
    return [
      { label: "Home", href: DASHBOARD_ROUTES.local_supporter, icon: "home" },
      { label: "Alerts", href: LOCAL_ALERTS_ROUTE, icon: "alerts" },
      { label: "Messages", href: "/chat", icon: "messages" },
      { label: "Community", href: "/supporters", icon: "community" },
    ];
  }
  return [
    { label: "Dashboard", href: "/admin", icon: "dashboard" },
    { label: "Users", href: "/admin/users", icon: "users" },
    { label: "Messages", href: "/chat", icon: "messages" },
  ];
}

/** The tab for the page she is on: the longest tab address that is this page or a parent of
 * it (so /dashboard/local/map is Alerts, not Home); on a tie, the first listed. Fragments are
 * ignored; an `exact` tab covers no sub-page. */
export function activeTab<T extends NavTab>(tabs: readonly T[], pathname: string): T | null {
  let best: T | null = null;
  let bestLength = -1;
  for (const tab of tabs) {
    const path = tab.href.split("#")[0];
    const matches = pathname === path || (!tab.exact && path !== "/" && pathname.startsWith(`${path}/`));
    if (matches && path.length > bestLength) {
      best = tab;
      bestLength = path.length;
    }
  }
  return best;
}

/**
 * The emergency control in the phone header, one tap from every signed-in screen, for the
 * people who may need to raise an alert: support takers, and supporters in support mode.
 * (Professionals at work have the Emergency tab; local supporters answer alerts, see
 * LOCAL_ALERTS_ROUTE; admins have neither.)
 */
export function emergencyShortcut(primaryRole: RoleName | null | undefined, mode: Mode): NavTab | null {
  if (mode === "support_mode" || !primaryRole || primaryRole === "support_taker") {
    return { label: "Emergency", href: "/emergency", icon: "emergency" };
  }
  return null;
}

/** Her evidence journal (issue 22). */
export const JOURNAL_ROUTE = "/journal";

/** Desktop sidebar groups (spec part 1 §2 "App shell"). */
export function sidebarNavigation(primaryRole: RoleName | null | undefined, mode: Mode, isAdmin: boolean) {
  const navigation: NavTab[] = [
    { label: "Dashboard", href: dashboardRoute(primaryRole, mode), icon: "dashboard" },
    { label: "Assessment", href: "/assessment", icon: "assessment" },
    { label: "Messages", href: "/chat", icon: "messages" },
    { label: "Supporters", href: "/supporters", icon: "support" },
    { label: "Emergency", href: "/emergency", icon: "emergency" },
  ];
  // Local supporters answer alerts: their own alerts page, beside the dashboard (issue 17).
  if (primaryRole === "local_supporter" && mode !== "support_mode") navigation.splice(1, 0, { label: "Alerts", href: LOCAL_ALERTS_ROUTE, icon: "alerts" });
  // Supporters at work have their cases beside the dashboard (issue 18).
  if ((primaryRole === "professional_supporter" || primaryRole === "local_supporter") && mode !== "support_mode") {
    navigation.splice(1, 0, { label: "Cases", href: CASES_ROUTE, icon: "cases" });
  }
  // Her evidence journal (issue 22) is one of her tools, after the assessment; supporters at work
  // read the journals shared with them.
  const keepsJournal = mode === "support_mode" || !primaryRole || primaryRole === "support_taker";
  if (keepsJournal) navigation.splice(2, 0, { label: "Journal", href: JOURNAL_ROUTE, icon: "journal" });
  else if (primaryRole === "professional_supporter" || primaryRole === "local_supporter")
    navigation.push({ label: "Shared journals", href: `${JOURNAL_ROUTE}/shared`, icon: "journal" });
  // An admin's own dashboard is the admin area: no second link to it (one item to mark on /admin/*).
  if (isAdmin && navigation[0]!.href !== "/admin") navigation.push({ label: "Admin", href: "/admin", icon: "users" });
  const account: NavTab[] = [
    // /profile/{id} is a supporter's public profile, not hers.
    { label: "Profile", href: "/profile", icon: "users", exact: true },
    { label: "Settings", href: "/settings", icon: "settings" },
  ];
  return { navigation, account };
}

/** `User_` followed by a number from 1000 to 9999 (spec part 1 §5). */
export function anonymousDisplayName(random: () => number = Math.random): string {
  return `User_${1000 + Math.floor(random() * 9000)}`;
}

/** Whether a name is one of those automatic aliases rather than one she chose. */
export function isAnonymousDisplayName(name: string): boolean {
  return /^User_[1-9]\d{3}$/.test(name);
}
