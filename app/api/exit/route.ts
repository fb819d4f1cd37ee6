import { headers } from "next/headers";
import { z } from "zod";
import { getAuth } from "@/lib/auth/auth";
import { clearDirectorySearch, clearHavenCookies } from "@/lib/auth/cookies";
import { jsonResponse, publicRoute } from "@/lib/auth/route-handler";
import { toActor } from "@/lib/auth/session";
import { getSignOutOnExit } from "@/lib/data/safety-preferences";
import { signsOutOnExit } from "@/lib/domain/safety/exit";

export const dynamic = "force-dynamic";

/**
 * POST /api/exit, sent by "Exit this page" as it leaves (navigator.sendBeacon). When her
 * setting says so (lib/domain/safety/exit.ts), this browser's session ends on the server and its
 * cookies are expired; her other devices are not touched. Signed out, or with the setting off,
 * nothing more happens (her directory search is forgotten either way). Only Haven's own pages
 * may ask ("strict": a request that does not say where it comes from is refused too), so
 * another site cannot sign her out or learn anything.
 */
export const POST = publicRoute(
  z.object({}),
  async (_input, ctx) => {
    // Her directory search goes whatever her setting: nothing she looked for stays behind.
    await clearDirectorySearch();
    const state = await ctx.state();
    if (!state) return jsonResponse({ signedOut: false });

    const stored = await getSignOutOnExit(toActor(state));
    if (!signsOutOnExit(stored, state.primaryRole, state.currentMode)) return jsonResponse({ signedOut: false });

    try {
      await getAuth().api.signOut({ headers: await headers() });
    } finally {
      await clearHavenCookies();
    }
    return jsonResponse({ signedOut: true });
  },
  { sameOrigin: "strict", body: "form" },
);
