// Public pages served as files (issue 20): prerendered at build time (the landing page again at
// most every LANDING_REVALIDATE_SECONDS), the same for everyone and free of personal data. A
// browser keeps none of them (ARCHITECTURE §7: nothing Haven stored stays in the browser after a
// quick exit); a CDN in front of Haven may keep them for a few minutes.

/** The landing page's revalidation period; app/(marketing)/page.tsx exports the same literal. */
export const LANDING_REVALIDATE_SECONDS = 300;

const STATIC_PREFIXES = ["/legal/", "/info/"];
const STATIC_PATHS = new Set(["/", "/safety", "/contact", "/account-deleted", "/auth/forgot-password"]);

/** The same pages as next.config.ts `headers()` sources (proxy.ts's matcher leaves them out). */
export const STATIC_PAGE_SOURCES = ["/", "/legal/:slug", "/info/:slug", "/safety", "/contact", "/account-deleted", "/auth/forgot-password"];

/** Whether the path is one of the public pages served as files. */
export function isStaticPublicPage(pathname: string): boolean {
  return STATIC_PATHS.has(pathname) || STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/** Browsers store nothing; a shared cache (CDN-Cache-Control, RFC 9213) may keep the file briefly. */
export function staticPageCacheHeaders(): Record<string, string> {
  return {
    "Cache-Control": "no-store, max-age=0",
    "CDN-Cache-Control": `public, max-age=${LANDING_REVALIDATE_SECONDS}`,
  };
}
