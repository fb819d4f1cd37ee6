// Next.js's own file-system cache for prerendered pages, with two additions: every page entry is
// prepared as it is served (lib/cache/static-page.mjs, issue 20: script files after the first
// paint, and the script-hash policy of its own HTML), and its HTML is then sent as bytes encoded
// once (./static-bodies.mjs). Set in next.config.ts as `cacheHandler`; the files under
// .next/server/app and the memory cache are Next's, unchanged.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { registerStaticBody } from "./static-bodies.mjs";
import { prepareStaticPage } from "./static-page.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class StaticPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) {
      prepareStaticPage(entry.value);
      if (entry.value.kind === "APP_PAGE") registerStaticBody(args[0], entry.value.html);
    }
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, prepareStaticPage(data), ctx);
  }
}
