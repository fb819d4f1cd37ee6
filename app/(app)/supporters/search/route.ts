import { readDirectorySearch, setDirectorySearch } from "@/lib/auth/cookies";
import { NO_STORE, userRoute } from "@/lib/auth/route-handler";
import { parseQuery } from "@/lib/domain/directory/search";
import { directorySearchSchema } from "@/lib/validations/directory";
import { directoryHref } from "../directory-href";

export const dynamic = "force-dynamic";

/** Reached by address (after signing in again, say): the directory itself. */
export function GET() {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: directoryHref({}) } });
}

/**
 * POST /supporters/search, from the directory's search and town forms (plain HTML forms: they
 * work without JavaScript). What she typed is kept in a browser-session cookie, never in the
 * address, so her history shows only "/supporters" (lib/domain/directory/search-cookie.ts); a
 * form that sends one of the two keeps the other. Then back to the list she was on, page 1.
 */
export const POST = userRoute(
  directorySearchSchema,
  async ({ q, near, tab, clear }, { actor }) => {
    const current = await readDirectorySearch(actor.userId);
    const next = {
      q: clear === "q" ? "" : q === undefined ? current.q : parseQuery(q),
      near: clear === "near" ? "" : near === undefined ? current.near : parseQuery(near),
    };
    await setDirectorySearch(next, actor.userId);
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: directoryHref({ tab }) } });
  },
  { body: "form" },
);
