import { z } from "zod";
import { jsonResponse, publicRoute } from "@/lib/auth/route-handler";

export const dynamic = "force-dynamic";

// GET /api/session: who is signed in, for the public pages that are served as files (issue 20).
// The landing page is the same static HTML for everyone; its signed-in header and buttons ask
// here after load. Never stored (no-store, like every /api answer); `null` when signed out.
export const GET = publicRoute(z.object({}), async (_input, ctx) => jsonResponse({ state: await ctx.state() }));
