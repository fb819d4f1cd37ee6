import type { RoleName } from "@/lib/domain/auth/roles";

// Who may do what (ARCHITECTURE.md §4.5), named for the capability (what it lets her do), not
// for the page that happens to offer it. Checked on the server by guards, actions and data
// functions; the browser only mirrors it.
export const PERMISSIONS = {
  "admin:access": ["admin"],
  "admin:mailbox": ["admin"],
  /** The e-mail template tester: sending test mail to any address is admin-only (an open one would be an abuse channel). */
  "email:templates": ["admin"],
  /** A separate, confirmed "safe address" for her notifications (issue 16, Bright Sky's practice). */
  "notifications:safe-address": ["support_taker"],
  /** The professional's dashboard (her cases waiting, availability); the local supporter's, with requests near her. */
  "dashboard:view-professional": ["professional_supporter"],
  "dashboard:view-local": ["local_supporter"],
  /** Her own professional profile and application (title, skills, bio, languages). */
  "profile:edit-professional": ["professional_supporter"],
  /** Her own local-supporter profile and application. */
  "profile:edit-local": ["local_supporter"],
  /** Uploading her CV for verification (professionals only; reading others' is cv:read-any). */
  "cv:upload": ["professional_supporter"],
  /** A profile picture: supporters only (takers stay without one). */
  "avatar:upload": ["professional_supporter", "local_supporter"],
  /** Her availability shown to takers (professionals). */
  "availability:update": ["professional_supporter"],
  /** A local supporter's city (the area she answers alerts in). */
  "location:update": ["local_supporter"],
  "mode:switch": ["professional_supporter", "local_supporter"],
  /** A supporter's own cases: the conversations addressed to her (issue 18). */
  "cases:read": ["professional_supporter", "local_supporter"],
  /** Reading any professional's CV (verification review); each professional reads her own. */
  "cv:read-any": ["admin"],
  /** The verification queue and its decisions (approve, reject, needs info). */
  "verification:review": ["admin"],
  /** Raising her own emergency alert and choosing its responders (issue 17): anyone can be in danger,
   *  a supporter in support mode included. It only ever touches her own alert. */
  "emergency:activate": ["support_taker", "professional_supporter", "local_supporter", "admin"],
  /** Seeing and answering alerts near her (approved local supporters; checked again in the data layer). */
  "emergency:respond": ["local_supporter"],
  /** Issue 18: the user list, revealing a taker's address, suspension and the admin role. */
  "users:manage": ["admin"],
  /** Issue 18: the moderation queue and its decisions (dismiss, warn, suspend). */
  "reports:moderate": ["admin"],
  /** Issue 18: anyone signed in may report what she sees. */
  "reports:create": ["support_taker", "professional_supporter", "local_supporter", "admin"],
  /** Issue 22: her own evidence journal (takers, and supporters in support mode: the mode is checked by the page and the actions). */
  "journal:keep": ["support_taker", "professional_supporter", "local_supporter"],
  /** Issue 22: reading a journal someone shared with her (read-only, checked against the share in lib/data). */
  "journal:read-shared": ["professional_supporter", "local_supporter"],
} as const satisfies Record<string, readonly RoleName[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly RoleName[], permission: Permission): boolean {
  const allowed: readonly RoleName[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
