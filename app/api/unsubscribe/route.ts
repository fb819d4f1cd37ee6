import { NextResponse } from "next/server";
import { z } from "zod";
import { authSecret } from "@/lib/env";
import { NO_STORE, jsonResponse, publicRoute } from "@/lib/auth/route-handler";
import { unsubscribeFromCategory } from "@/lib/data/email-preferences";
import { AppError } from "@/lib/domain/app-error";
import { verifyUnsubscribe } from "@/lib/domain/notifications/unsubscribe";

export const dynamic = "force-dynamic";

// One-click unsubscribe (issue 16, RFC 8058). Mail clients POST here from the List-Unsubscribe
// header; the /unsubscribe page's button posts here too. The signed link is the only
// credential (so no same-origin check): it names one person and one kind of e-mail. A GET
// never changes anything (link scanners follow links), it shows the page.

const field = z.string().optional().catch(undefined);
const linkSchema = z.object({ u: field, c: field, t: field, from: field });

export const GET = publicRoute(
  z.object({}),
  async (_input, { request }) => {
    const url = new URL(request.url);
    return NextResponse.redirect(new URL(`/unsubscribe?${url.searchParams}`, url), { status: 303, headers: NO_STORE });
  },
  { sameOrigin: false },
);

export const POST = publicRoute(
  linkSchema,
  async ({ u, c, t, from }, { request }) => {
    const url = new URL(request.url);
    const link = verifyUnsubscribe(authSecret(), { u, c, t });
    const fromPage = from === "page";
    if (!link) {
      if (fromPage) return NextResponse.redirect(new URL("/unsubscribe?invalid=1", url), { status: 303, headers: NO_STORE });
      throw new AppError("invalid", "This unsubscribe link is not valid.");
    }
    await unsubscribeFromCategory(link.userId, link.category);
    if (fromPage) return NextResponse.redirect(new URL(`/unsubscribe?done=${link.category}`, url), { status: 303, headers: NO_STORE });
    return jsonResponse({ ok: true });
  },
  { sameOrigin: false, body: "form", query: true, maxBytes: 2_000 },
);
