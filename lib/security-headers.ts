// Response headers for every route. Haven loads nothing from third parties (safety principle:
// a person may be watched), so the policy names only our own origin, plus the realtime
// server's WebSocket origin. That origin is known only at run time (PUSHER_* or the embedded
// server's port), so proxy.ts sets the policy on each page; next.config.ts sets the same
// headers at build time with 'self' alone, for whatever proxy.ts does not see.
//
// Scripts (issue 15): every page rendered per request (private pages, the sign-in and sign-up
// forms, a contact's alert link, the 404) gets a fresh nonce that Next.js puts on its own
// scripts, with 'strict-dynamic' so the scripts those load may run, and no 'unsafe-inline'.
// The public pages served as files (prerendered HTML cannot carry a per-request nonce) keep
// 'self' 'unsafe-inline' for Next's inline bootstrap in this policy, and also carry a second
// policy, `script-src 'self'` with the hash of each of their inline scripts
// (lib/cache/script-hashes.mjs, issue 20); a browser enforces both.
// The one inline script of our own, the quick-exit back guard in the root layout, is allowed by
// its hash on private pages.
import { createHash } from "node:crypto";
import { headSafetyScript } from "./domain/safety/exit"; // relative: next.config.ts loads this file too

/** The CSP source that allows exactly the head script (back guard and early exit) the root layout renders. */
export const BACK_GUARD_HASH = `'sha256-${createHash("sha256").update(headSafetyScript()).digest("base64")}'`;

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
}

function scriptSources(nonce: string | undefined, dev: boolean): string {
  const evalInDev = dev ? " 'unsafe-eval'" : ""; // the dev server's HMR only
  if (nonce) return `'self' 'nonce-${nonce}' 'strict-dynamic' ${BACK_GUARD_HASH}${evalInDev}`;
  // A hash in the list would make browsers ignore 'unsafe-inline' (CSP 2), which Next's
  // inline bootstrap on static pages needs; the back guard runs under 'unsafe-inline' here.
  return `'self' 'unsafe-inline'${evalInDev}`;
}

export function contentSecurityPolicy(connectSources: string[] = [], options: { nonce?: string } = {}): string {
  const dev = process.env.NODE_ENV !== "production";
  const connect = ["'self'", ...connectSources];
  return [
    "default-src 'self'",
    `script-src ${scriptSources(options.nonce, dev)}`,
    // Styles keep 'unsafe-inline': React and the toaster set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join("; ");
}

/** What a build asset (a script, a style sheet, a font under /_next/static) needs: no sniffing
 * its type and no embedding by other sites. The pages' headers (CSP, framing, permissions,
 * opener) do nothing on a script, and they were about 600 bytes on each of the landing page's
 * ten (issue 20: its first-load JavaScript is counted as transferred). */
export function assetSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}

export function securityHeaders(): { key: string; value: string }[] {
  const csp = contentSecurityPolicy();
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "Referrer-Policy", value: "no-referrer" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}

/** HSTS, only when Haven is served over https (APP_URL): two years, subdomains included
 * (issue 15). Over http the header would be ignored, and on localhost it would be wrong. */
export function strictTransportSecurity(appUrl: string | undefined): string | null {
  return appUrl?.startsWith("https://") ? "max-age=63072000; includeSubDomains" : null;
}
