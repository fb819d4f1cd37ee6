import { contentSecurityPolicy, strictTransportSecurity } from "@/lib/security-headers";

describe("security headers", () => {
  it.each([
    ["https://haven.example.org", "max-age=63072000; includeSubDomains"],
    ["http://localhost:3000", null],
    ["http://127.0.0.1:3100", null],
    [undefined, null],
  ])("HSTS for %p → %p", (appUrl, expected) => {
    expect(strictTransportSecurity(appUrl)).toBe(expected);
  });

  it("the policy names no third party and frames nothing", () => {
    const policy = contentSecurityPolicy(["wss://ws-eu.pusher.com"]);
    expect(policy).toContain("connect-src 'self' wss://ws-eu.pusher.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/https?:\/\/(?!ws-)/);
  });
});
