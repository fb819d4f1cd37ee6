import { isStaticPublicPage, LANDING_REVALIDATE_SECONDS, staticPageCacheHeaders } from "@/lib/domain/static-pages";
import { isGuarded } from "@/lib/domain/auth/route-guard";

describe("public pages served as files (issue 20)", () => {
  it.each(["/", "/legal/privacy", "/legal/terms", "/info/help", "/safety", "/contact", "/account-deleted", "/auth/forgot-password"])("%s is one", (path) => {
    expect(isStaticPublicPage(path)).toBe(true);
    expect(isGuarded(path)).toBe(false);
  });

  it.each(["/legal/", "/info", "/dashboard", "/chat", "/auth/login", "/api/session", "/a/token", "/safety/more", "/settings"])("%s is not", (path) => {
    expect(isStaticPublicPage(path)).toBe(false);
  });

  it("browsers store nothing; a CDN may keep a page as long as the landing page's revalidation period", () => {
    expect(staticPageCacheHeaders()).toEqual({ "Cache-Control": "no-store, max-age=0", "CDN-Cache-Control": `public, max-age=${LANDING_REVALIDATE_SECONDS}` });
  });
});

describe("proxy.ts leaves the pages served as files to next.config.ts", () => {
  // proxy.ts's first matcher, as Next.js reads it: the whole path against the pattern.
  let pathPattern: RegExp;
  let actionSources: string[];
  beforeAll(async () => {
    const { config } = await import("@/proxy");
    const [first, ...rest] = config.matcher;
    pathPattern = new RegExp(`^${first as string}$`);
    actionSources = rest.map((entry) => (entry as { source: string; has: { key: string }[] }).source);
    for (const entry of rest) expect((entry as { has: { key: string }[] }).has).toEqual([{ type: "header", key: "next-action" }]);
  });

  it.each(["/", "/legal/privacy", "/info/help", "/safety", "/contact", "/account-deleted", "/auth/forgot-password"])(
    "%s: not through the proxy (but for a server action)",
    (path) => {
      expect(isStaticPublicPage(path)).toBe(true);
      expect(pathPattern.test(path)).toBe(false);
      expect(actionSources.some((source) => new RegExp(`^${source.replace("/:path*", "(?:/.*)?")}$`).test(path))).toBe(true);
    },
  );

  it.each(["/dashboard", "/auth/login", "/auth/signup/local", "/legal", "/api/session", "/a/token", "/chat", "/contact-us", "/safety-plan", "/no-such-page"])(
    "%s: through the proxy",
    (path) => {
      expect(isStaticPublicPage(path)).toBe(false);
      expect(pathPattern.test(path)).toBe(true);
    },
  );

  it("static files never", () => {
    for (const path of ["/_next/static/chunks/a.js", "/fonts/inter.woff2", "/icon.png", "/favicon.ico"]) expect(pathPattern.test(path)).toBe(false);
  });
});
