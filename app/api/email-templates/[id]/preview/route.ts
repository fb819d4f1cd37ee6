import { getAuthState } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import previews from "@/lib/generated/email-previews.json";

export const dynamic = "force-dynamic";

// One template's preview for the tester (issue 16), admin only. Served with a sandbox policy:
// no scripts, no requests beyond inline styles and images, an opaque origin.
const rendered = previews as Record<string, { subject: string; html: string }>;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const state = await getAuthState();
  if (!state) return new Response("Not authenticated", { status: 401, headers: { "Cache-Control": "no-store" } });
  if (!can(state.roles, "email:templates")) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { id } = await params;
  const preview = Object.hasOwn(rendered, id) ? rendered[id] : undefined;
  if (!preview) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(preview.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
