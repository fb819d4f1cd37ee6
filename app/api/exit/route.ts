import { headers } from "next/headers";
import { getAuth } from "@/lib/auth/auth";
import { clearHavenCookies } from "@/lib/auth/cookies";
import { getAuthState, toActor } from "@/lib/auth/session";
import { getSignOutOnExit } from "@/lib/data/safety-preferences";
import { signsOutOnExit } from "@/lib/domain/safety/exit";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * Only Haven's own pages may ask: the browser says so in Sec-Fetch-Site, or, where it does not
 * send that header, in Origin. Without either the request is refused, so another site cannot
 * sign her out (or learn anything) by posting here.
 */
function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return false;
  }
}

/**
 * POST /api/exit, sent by "Exit this page" as it leaves (navigator.sendBeacon). When her
 * setting says so (lib/domain/safety/exit.ts), this browser's session ends on the server and its
 * cookies are expired; her other devices are not touched. Signed out, or with the setting off,
 * nothing happens.
 */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return Response.json({ error: "Refused" }, { status: 403, headers: noStore });
  const state = await getAuthState();
  if (!state) return Response.json({ signedOut: false }, { headers: noStore });

  const stored = await getSignOutOnExit(toActor(state));
  if (!signsOutOnExit(stored, state.primaryRole, state.currentMode)) return Response.json({ signedOut: false }, { headers: noStore });

  try {
    await getAuth().api.signOut({ headers: await headers() });
  } finally {
    await clearHavenCookies();
  }
  return Response.json({ signedOut: true }, { headers: noStore });
}
