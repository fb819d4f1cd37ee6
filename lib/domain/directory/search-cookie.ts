import { z } from "zod";
import { parseQuery } from "@/lib/domain/directory/search";

// Her directory search and town, kept out of the address (and so out of the browser's history,
// which quick exit cannot clear): the search forms post them, and they live in a cookie that
// only Haven's server reads (HttpOnly), ends with the browser, is hers alone, and is forgotten
// after half an hour, at sign-out and at quick exit.

export const DIRECTORY_SEARCH_COOKIE = "haven.directory_search";
export const DIRECTORY_SEARCH_TTL_MS = 30 * 60_000;

export interface DirectorySearch {
  q: string;
  near: string;
}

export const NO_SEARCH: DirectorySearch = { q: "", near: "" };

export function encodeDirectorySearch(search: DirectorySearch, userId: string, now = Date.now()): string {
  return Buffer.from(JSON.stringify({ q: parseQuery(search.q), near: parseQuery(search.near), u: userId, at: now })).toString("base64url");
}

/** The cookie's fields; a search or town that is not text reads as none. */
const stored = z.object({
  q: z.string().catch(""),
  near: z.string().catch(""),
  u: z.string(),
  at: z.number(),
});

/** What the cookie holds for her: nothing if it is missing, malformed, someone else's or older than half an hour. */
export function decodeDirectorySearch(value: string | undefined, userId: string, now = Date.now()): DirectorySearch {
  if (!value) return NO_SEARCH;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return NO_SEARCH;
  }
  const parsed = stored.safeParse(json);
  if (!parsed.success) return NO_SEARCH;
  const { q, near, u, at } = parsed.data;
  if (u !== userId || !(now - at < DIRECTORY_SEARCH_TTL_MS) || at > now + 60_000) return NO_SEARCH;
  return { q: parseQuery(q), near: parseQuery(near) };
}
