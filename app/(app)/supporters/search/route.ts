import { readDirectorySearch, setDirectorySearch } from "@/lib/auth/cookies";
import { NO_STORE, userRoute } from "@/lib/auth/route-handler";
import { directorySearchSchema } from "@/lib/validations/directory";
import { directoryHref } from "../directory-href";

export const dynamic = "force-dynamic";

const goTo = (location: string) => new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });

/** Reached by address (after signing in again, say): the directory itself. */
export function GET() {
  return goTo(directoryHref({}));
}

const save = userRoute(
  directorySearchSchema,
  async ({ q, near, tab, clear }, { actor }) => {
    // What she typed is tidied (parseQuery) as the cookie is written.
    const current = await readDirectorySearch(actor.userId);
    const next = { q: clear === "q" ? "" : (q ?? current.q), near: clear === "near" ? "" : (near ?? current.near) };
    await setDirectorySearch(next, actor.userId);
    return goTo(directoryHref({ tab }));
  },
  { body: "form" },
);

/**
 * POST /supporters/search, from the directory's search and town forms (plain HTML forms: they
 * work without JavaScript). What she typed is kept in a browser-session cookie, never in the
 * address, so her history shows only "/supporters" (lib/domain/directory/search-cookie.ts); a
 * form that sends one of the two keeps the other. Then back to the list she was on, page 1.
 * A form is answered with a page, never JSON: her session ended (signed out on her other devices)
 * leads to the sign-in page, and a form that is not one of these back to the directory, unchanged.
 */
export async function POST(request: Request): Promise<Response> {
  const response = await save(request);
  if (response.status === 401) return goTo(`/auth/login?next=${encodeURIComponent(directoryHref({}))}`);
  if (response.status === 400) return goTo(directoryHref({}));
  return response;
}
