// The directory's search and town (POST /supporters/search): kept in a cookie for her alone,
// never in the address; refused signed out or from another site; forgotten at quick exit.
import { db } from "@/lib/db";
import { DIRECTORY_SEARCH_COOKIE, decodeDirectorySearch, encodeDirectorySearch } from "@/lib/domain/directory/search-cookie";
import { browserCookies, useBrowser } from "@/tests/jest/fake-next";
import { trackedAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { POST as search } from "@/app/(app)/supporters/search/route";
import { POST as exit } from "@/app/api/exit/route";
import { updateExitPreferenceAction } from "@/app/(app)/settings/actions";

const users = userTracker();
const SAME_SITE = { "sec-fetch-site": "same-origin", origin: "http://localhost:3000", host: "localhost:3000" };

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => trackedAccount(users, { kind: "support_taker", stayAnonymous: true }, tag);

/** The form, posted from a browser holding these cookies. */
async function post(cookies: Record<string, string>, form: Record<string, string>, headers: Record<string, string> = SAME_SITE) {
  useBrowser(cookies);
  const response = await search(
    new Request("http://localhost:3000/supporters/search", {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return { status: response.status, location: response.headers.get("location"), cookies: browserCookies() };
}

describe("POST /supporters/search", () => {
  test("keeps her words in her cookie and sends her back to her list, page 1, with nothing of them in the address", async () => {
    const her = await taker("dir-search");
    const first = await post(her.cookies, { q: "  employment  lawyer ", tab: "professional" });
    expect(first).toMatchObject({ status: 303, location: "/supporters?tab=professional" });
    expect(decodeDirectorySearch(first.cookies[DIRECTORY_SEARCH_COOKIE], her.id)).toEqual({ q: "employment lawyer", near: "" });

    // The town form keeps her search; clearing the search keeps her town.
    const second = await post(first.cookies, { near: "Chicago" });
    expect(second.location).toBe("/supporters");
    expect(decodeDirectorySearch(second.cookies[DIRECTORY_SEARCH_COOKIE], her.id)).toEqual({ q: "employment lawyer", near: "Chicago" });
    const third = await post(second.cookies, { clear: "q", tab: "local" });
    expect(third.location).toBe("/supporters?tab=local");
    expect(decodeDirectorySearch(third.cookies[DIRECTORY_SEARCH_COOKIE], her.id)).toEqual({ q: "", near: "Chicago" });
  });

  test("an unknown list or a clear of something else changes nothing it should not", async () => {
    const her = await taker("dir-search-bad");
    const result = await post(her.cookies, { q: "therapist", tab: "admin" });
    expect(result).toMatchObject({ status: 303, location: "/supporters" });
    // Not one of the forms: back to the directory, as it was.
    const refused = await post(result.cookies, { clear: "everything" });
    expect(refused).toMatchObject({ status: 303, location: "/supporters" });
    expect(decodeDirectorySearch(refused.cookies[DIRECTORY_SEARCH_COOKIE], her.id)).toEqual({ q: "therapist", near: "" });
  });

  test("signed out, or from another site, it is refused and sets nothing", async () => {
    // Her session ended (signed out on her other devices): the sign-in page, never a page of JSON.
    const signedOut = await post({ "haven.session_token": "ended.session" }, { q: "therapist" });
    expect(signedOut).toMatchObject({ status: 303, location: "/auth/login?next=%2Fsupporters" });
    expect(signedOut.cookies[DIRECTORY_SEARCH_COOKIE]).toBeUndefined();

    const her = await taker("dir-search-csrf");
    const crossSite = await post(her.cookies, { q: "planted" }, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.cookies[DIRECTORY_SEARCH_COOKIE]).toBeUndefined();
  });

  test("another person's search in the same browser is not hers: she starts from none", async () => {
    const her = await taker("dir-search-her");
    const other = await taker("dir-search-other");
    const planted = encodeDirectorySearch({ q: "their words", near: "Leeds" }, other.id);
    const result = await post({ ...her.cookies, [DIRECTORY_SEARCH_COOKIE]: planted }, { tab: "local" });
    expect(decodeDirectorySearch(result.cookies[DIRECTORY_SEARCH_COOKIE], her.id)).toEqual({ q: "", near: "" });
  });

  test("quick exit forgets it, also when her setting keeps her signed in", async () => {
    const her = await taker("dir-search-exit");
    useBrowser(her.cookies);
    expect(await updateExitPreferenceAction({ signOutOnExit: false })).toMatchObject({ ok: true });
    const searched = await post(her.cookies, { q: "therapist" });
    expect(searched.cookies[DIRECTORY_SEARCH_COOKIE]).toBeDefined();

    useBrowser(searched.cookies);
    const response = await exit(new Request("http://localhost:3000/api/exit", { method: "POST", headers: SAME_SITE }));
    expect(await response.json()).toEqual({ signedOut: false });
    expect(browserCookies()[DIRECTORY_SEARCH_COOKIE]).toBeUndefined();
  });
});
