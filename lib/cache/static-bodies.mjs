// The HTML of a page served as a file goes out as the bytes it is (issue 20). Next keeps a
// prerendered page's HTML as a string and ends every response with it; Node then joins the
// string to the headers and encodes the whole page to UTF-8 again on each request. For the
// landing page (85 KB) that was about half of the server's time serving it: sent as bytes, as
// below, the server answered it 2-3 times as often. Only the HTML of prerendered pages is
// registered (./static-page-cache.mjs, as it serves each entry), and only a response that ends
// with exactly one of those strings is changed: nothing written for one person is ever kept here.
import http from "node:http";

const REGISTRY = Symbol.for("haven.staticBodies");

/** Wraps ServerResponse#end once per process; the registry is shared by every copy of this module. */
function registry() {
  if (!globalThis[REGISTRY]) {
    // Each page's current HTML, and the bytes of each HTML: one entry per prerendered page, the
    // landing page's regenerations (every 5 minutes at most) replacing its previous one.
    const registry = { byPage: new Map(), bodies: new Map() };
    const end = http.ServerResponse.prototype.end;
    http.ServerResponse.prototype.end = function endWithStaticBody(chunk, encoding, callback) {
      const body = typeof chunk === "string" && registry.bodies.size > 0 ? registry.bodies.get(chunk) : undefined;
      if (body === undefined || (typeof encoding === "string" && !/^utf-?8$/i.test(encoding))) return end.call(this, chunk, encoding, callback);
      return end.call(this, body, typeof encoding === "function" ? encoding : callback);
    };
    globalThis[REGISTRY] = registry;
  }
  return globalThis[REGISTRY];
}

/** From now on, a response that ends with this HTML of this page (its cache key) sends its UTF-8 bytes, encoded once. */
export function registerStaticBody(page, html) {
  if (typeof page !== "string" || typeof html !== "string" || html.length === 0) return;
  const { byPage, bodies } = registry();
  const previous = byPage.get(page);
  if (previous !== html) {
    byPage.set(page, html);
    if (previous !== undefined && ![...byPage.values()].includes(previous)) bodies.delete(previous);
  }
  if (!bodies.has(html)) bodies.set(html, Buffer.from(html, "utf8"));
}

/** The bytes registered for this HTML, if any (for tests). */
export function staticBody(html) {
  return globalThis[REGISTRY]?.bodies.get(html);
}
