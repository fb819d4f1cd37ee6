import { NextResponse } from "next/server";
import { authSecret } from "@/lib/env";
import { unsubscribeFromCategory } from "@/lib/data/email-preferences";
import { verifyUnsubscribe } from "@/lib/domain/notifications/unsubscribe";

export const dynamic = "force-dynamic";

// One-click unsubscribe (issue 16, RFC 8058). Mail clients POST here from the List-Unsubscribe
// header; the /unsubscribe page's button posts here too. The signed link is the only
// credential: it names one person and one kind of e-mail. A GET never changes anything (link
// scanners follow links), it shows the page.

const NO_STORE = { "Cache-Control": "no-store" };

function fields(url: URL, form: URLSearchParams | null) {
  const pick = (name: string) => form?.get(name) ?? url.searchParams.get(name) ?? undefined;
  return { u: pick("u"), c: pick("c"), t: pick("t") };
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  return NextResponse.redirect(new URL(`/unsubscribe?${url.searchParams}`, url), { status: 303, headers: NO_STORE });
}

export async function POST(request: Request) {
  const url = new URL(request.url);
  const text = await request.text().catch(() => "");
  const form = text.length <= 2_000 ? new URLSearchParams(text) : null;
  const link = verifyUnsubscribe(authSecret(), fields(url, form));
  const fromPage = form?.get("from") === "page";
  if (!link) {
    if (fromPage) return NextResponse.redirect(new URL("/unsubscribe?invalid=1", url), { status: 303, headers: NO_STORE });
    return Response.json({ error: "This unsubscribe link is not valid.", code: "invalid" }, { status: 400, headers: NO_STORE });
  }
  await unsubscribeFromCategory(link.userId, link.category);
  if (fromPage) return NextResponse.redirect(new URL(`/unsubscribe?done=${link.category}`, url), { status: 303, headers: NO_STORE });
  return Response.json({ ok: true }, { headers: NO_STORE });
}
