import { cookies, headers } from "next/headers";
import { z } from "zod";
import { getAuth, SESSION_REFRESH_AGE_SECONDS } from "@/lib/auth/auth";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/role-cookie";
import { jsonResponse, publicRoute } from "@/lib/auth/route-handler";
import { extendSession } from "@/lib/data/sessions";
import { AppError } from "@/lib/domain/app-error";
import { env } from "@/lib/env";

// Activity keeps a session alive (spec part 1 §4): the browser calls this after activity,
// at most every 30 minutes, and the session then ends SESSION_TTL_SECONDS from now. This is
// the only way a session is extended, whether or not she chose "Remember me". The session is
// read here without better-auth's own refresh (so a public route, not userRoute).
export const POST = publicRoute(z.object({}), async () => {
  const requestHeaders = await headers();
  const session = await getAuth().api.getSession({ headers: requestHeaders, query: { disableRefresh: true } });
  if (!session) throw new AppError("unauthenticated");

  const ttlMs = env().SESSION_TTL_SECONDS * 1000;
  let expiresAt = new Date(session.session.expiresAt);
  // Skip the write when the last refresh was less than 30 minutes ago.
  if (expiresAt.getTime() - Date.now() < ttlMs - SESSION_REFRESH_AGE_SECONDS * 1000) {
    expiresAt = new Date(Date.now() + ttlMs);
    await extendSession(session.session.id, session.user.id, expiresAt);
    const store = await cookies();
    const remembered = !store.get("haven.dont_remember") && !store.get("__Secure-haven.dont_remember");
    const name = SESSION_COOKIE_NAMES.find((n) => store.get(n));
    if (remembered && name) {
      // Same signed value, later expiry: the browser keeps it as long as the server does.
      store.set(name, store.get(name)!.value, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: name.startsWith("__Secure-"),
        expires: expiresAt,
      });
    }
  }
  return jsonResponse({ expiresAt: expiresAt.toISOString() });
});
