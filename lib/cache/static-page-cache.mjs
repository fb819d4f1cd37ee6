// Next.js's own file-system cache for prerendered pages, with one addition: every page entry
// carries the script-hash policy of its own HTML (lib/cache/script-hashes.mjs, issue 20). Set in
// next.config.ts as `cacheHandler`; the entries, the files under .next/server/app and the memory
// cache are Next's, unchanged.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { withScriptHashPolicy } from "./script-hashes.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class StaticPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withScriptHashPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, withScriptHashPolicy(data), ctx);
  }
}
