// A prerendered page's cache entry as it is served (issue 20): its script files load after the
// first paint (./deferred-scripts.mjs), then it gets the script-hash policy of exactly that HTML
// (./script-hashes.mjs). Used by ./static-page-cache.mjs on every entry it reads or writes.
import { deferScriptsUntilPainted } from "./deferred-scripts.mjs";
import { HASH_POLICY_HEADER, withScriptHashPolicy } from "./script-hashes.mjs";

/** Prepares an APP_PAGE entry once (its policy header marks it done); other entries are left alone. */
export function prepareStaticPage(value) {
  if (!value || value.kind !== "APP_PAGE" || value.headers?.[HASH_POLICY_HEADER]) return value;
  if (typeof value.html === "string") value.html = deferScriptsUntilPainted(value.html);
  else if (Buffer.isBuffer(value.html)) value.html = Buffer.from(deferScriptsUntilPainted(value.html.toString("utf8")), "utf8");
  return withScriptHashPolicy(value);
}
