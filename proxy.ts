import { NextResponse, type NextRequest } from "next/server";
import { decodeRoleCookie, ROLE_COOKIE, SESSION_COOKIE_NAMES } from "@/lib/auth/role-cookie";
import { guardDecision, isGuarded } from "@/lib/domain/auth/route-guard";
import { isStaticPublicPage, staticPageCacheHeaders } from "@/lib/domain/static-pages";
import { authSecretFrom } from "@/lib/auth/development-secret";
import { contentSecurityPolicy, createNonce, strictTransportSecurity } from "@/lib/security-headers";
import { realtimeConnectSources } from "@/lib/services/realtime/settings";
import { refuseMalformedAction } from "@/lib/auth/action-request-guard";

// The policy with the realtime server's origin, from the run-time environment (computed once).
let connectSources: string[] | undefined;
let publicCsp: string | undefined;
const sources = () => (connectSources ??= realtimeConnectSources(process.env));
const publicPolicy = () => (publicCsp ??= contentSecurityPolicy(sources()));
const hsts = strictTransportSecurity(process.env.APP_URL);
const EMAIL_PREVIEW = /^\/api\/email-templates\/[a-z0-9-]+\/preview$/;
const EMAIL_PREVIEW_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/** The headers set on every response this file answers or passes on. */
function secure(response: NextResponse, csp = publicPolicy()): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

// Coarse, early redirects only (no database). Every layout, action, route handler and data
// function checks the session and role again: this file is not the wall (CVE-2025-29927).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A server-action body Next.js could not decode would end as a 500 inside Next (issue 15).
  const refusal = await refuseMalformedAction(request);
  if (refusal) return secure(new NextResponse(refusal.body, { status: refusal.status, headers: refusal.headers }));
  const sessionToken = SESSION_COOKIE_NAMES.map((n) => request.cookies.get(n)?.value).find(Boolean);
  const secret = authSecretFrom(process.env);
  const roles = secret ? decodeRoleCookie(request.cookies.get(ROLE_COOKIE)?.value, sessionToken, secret) : null;

  // A server action is answered by its own checks: signed out, its refusal says so (code
  // "unauthenticated"). Redirected to the sign-in page, it got a page it cannot read, and she was
  // told to check her connection, again and again.
  const serverAction = request.method === "POST" && request.headers.has("next-action");
  const decision = serverAction ? ({ type: "next" } as const) : guardDecision(pathname, search, Boolean(sessionToken), roles);
  if (decision.type === "redirect") {
    // A form posted while signed out (a session that ended on the directory) is sent on as a GET.
    const status = request.method === "GET" || request.method === "HEAD" ? 307 : 303;
    const response = NextResponse.redirect(new URL(decision.to, request.url), status);
    response.headers.set("Cache-Control", "no-store");
    return secure(response);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-haven-path", pathname + search);
  // Every page this file sees is rendered per request (private pages, the sign-in and sign-up
  // forms, a contact's alert link, the 404): a fresh nonce, which Next.js reads from the
  // request's policy and puts on its scripts (see lib/security-headers.ts). Only the pages served
  // as files keep the static policy (with their hashes); a server action posted to one of them
  // comes through here too.
  const guarded = isGuarded(pathname);
  const staticPage = isStaticPublicPage(pathname);
  let csp: string | undefined;
  if (!staticPage) {
    const nonce = createNonce();
    csp = contentSecurityPolicy(sources(), { nonce });
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
  }
  // An e-mail template's preview (admin only, checked by its route) is shown as a sandboxed
  // document: no scripts at all, an opaque origin, only inline styles and data: images.
  if (EMAIL_PREVIEW.test(pathname)) csp = EMAIL_PREVIEW_POLICY;
  const response = secure(NextResponse.next({ request: { headers: requestHeaders } }), csp);
  // Private and auth pages must never be kept by the browser or a shared cache.
  // An emergency contact's private link (/a/…) shows where she is: never kept either.
  // Public pages served as files: the browser keeps nothing either, a CDN may (issue 20).
  if (staticPage) {
    for (const [name, value] of Object.entries(staticPageCacheHeaders())) response.headers.set(name, value);
  } else if (guarded || pathname.startsWith("/auth") || pathname.startsWith("/api") || pathname.startsWith("/a/")) {
    response.headers.set("Cache-Control", "no-store, max-age=0");
  }
  return response;
}

// The pages served as files (lib/domain/static-pages.ts, issue 20) are answered without this
// file: their headers come from next.config.ts, so a visit costs no more than sending the file.
// A server action posted to one of them (the landing page's sign-out) still comes through here.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|fonts/|legal/|info/|safety$|contact$|account-deleted$|auth/forgot-password$|.*\\.(?:png|jpg|jpeg|svg|webp|ico|woff2?)$).+)",
    { source: "/", has: [{ type: "header", key: "next-action" }] },
    { source: "/legal/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/info/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/safety", has: [{ type: "header", key: "next-action" }] },
    { source: "/contact", has: [{ type: "header", key: "next-action" }] },
    { source: "/account-deleted", has: [{ type: "header", key: "next-action" }] },
    { source: "/auth/forgot-password", has: [{ type: "header", key: "next-action" }] },
  ],
};
