import { NextResponse, type NextRequest } from "next/server";
import { decodeRoleCookie, ROLE_COOKIE, SESSION_COOKIE_NAMES } from "@/lib/auth/role-cookie";
import { guardDecision, isGuarded } from "@/lib/domain/auth/route-guard";
import { authSecretFrom } from "@/lib/auth/development-secret";
import { contentSecurityPolicy, strictTransportSecurity } from "@/lib/security-headers";
import { realtimeConnectSources } from "@/lib/services/realtime/settings";

// The policy with the realtime server's origin, from the run-time environment (computed once).
let csp: string | undefined;
const policy = () => (csp ??= contentSecurityPolicy(realtimeConnectSources(process.env)));
const hsts = strictTransportSecurity(process.env.APP_URL);

/** The headers set on every response this file answers or passes on. */
function secure(response: NextResponse): NextResponse {
  response.headers.set("Content-Security-Policy", policy());
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

// Coarse, early redirects only (no database). Every layout, action, route handler and data
// function checks the session and role again: this file is not the wall (CVE-2025-29927).
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const sessionToken = SESSION_COOKIE_NAMES.map((n) => request.cookies.get(n)?.value).find(Boolean);
  const secret = authSecretFrom(process.env);
  const roles = secret ? decodeRoleCookie(request.cookies.get(ROLE_COOKIE)?.value, sessionToken, secret) : null;

  const decision = guardDecision(pathname, search, Boolean(sessionToken), roles);
  if (decision.type === "redirect") {
    const response = NextResponse.redirect(new URL(decision.to, request.url));
    response.headers.set("Cache-Control", "no-store");
    return secure(response);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-haven-path", pathname + search);
  const response = secure(NextResponse.next({ request: { headers: requestHeaders } }));
  // Private and auth pages must never be kept by the browser or a shared cache.
  if (isGuarded(pathname) || pathname.startsWith("/auth") || pathname.startsWith("/api")) {
    response.headers.set("Cache-Control", "no-store, max-age=0");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/|.*\\.(?:png|jpg|jpeg|svg|webp|ico|woff2?)$).*)"],
};
