import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import previews from "@/lib/generated/email-previews.json";

export const dynamic = "force-dynamic";

// One template's preview for the tester (issue 16), admin only (without the capability the
// route answers "not found", as for an unknown template). Served with a sandbox policy: no
// scripts, no requests beyond inline styles and images, an opaque origin.
const rendered = previews as Record<string, { subject: string; html: string }>;

export const GET = userRoute(
  z.object({ id: z.string() }),
  async ({ id }) => {
    const preview = Object.hasOwn(rendered, id) ? rendered[id] : undefined;
    if (!preview) throw new AppError("not_found", "Not found");
    return new Response(preview.html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { permission: "email:templates", hideForbidden: true },
);
