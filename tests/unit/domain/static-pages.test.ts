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
