// Strict scripts on the public pages served as files (issue 20). A prerendered page cannot carry
// a per-request nonce, so proxy.ts gives it the public policy ('self' 'unsafe-inline'), and this
// adds a second policy to the page's own cached entry: `script-src 'self'` plus the sha256 of
// each inline script in exactly that HTML. A browser enforces every policy it is given, so a
// script must pass both: same-origin files, or an inline script whose hash is listed. Nothing
// else runs, as strict as a nonce.
//
// The hashes are computed from the cache entry itself (lib/cache/static-page-cache.mjs), not from
// a build-time list: the landing page is regenerated every few minutes (ISR, live counts) and
// each regeneration changes its inline payload; the entry's HTML and its policy are stored and
// served together, so they always match. Plain JavaScript: Next.js loads the cache handler at
// run time without compiling it.
import { createHash } from "node:crypto";

/** The header the cached entry carries (Next.js appends an entry's headers to the response). */
export const HASH_POLICY_HEADER = "content-security-policy";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
// Data blocks (JSON, import maps aside) are not run, so they need no hash.
const TYPE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "importmap"]);

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (SRC.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? "").toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The policy that allows Haven's own script files and exactly the inline scripts of this HTML. */
export function scriptHashPolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHashSource))];
  return ["script-src 'self'", ...hashes].join(" ");
}

/**
 * Gives a cached page (an APP_PAGE entry: its HTML and headers) the hash policy of its HTML, once.
 * Other kinds of entries, and entries without HTML, are left as they are.
 */
export function withScriptHashPolicy(value) {
  if (!value || value.kind !== "APP_PAGE") return value;
  const html = typeof value.html === "string" ? value.html : Buffer.isBuffer(value.html) ? value.html.toString("utf8") : null;
  if (html === null || html.length === 0) return value;
  const headers = value.headers ?? {};
  if (headers[HASH_POLICY_HEADER]) return value;
  value.headers = { ...headers, [HASH_POLICY_HEADER]: scriptHashPolicy(html) };
  return value;
}
