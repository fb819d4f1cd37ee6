import { createHash } from "node:crypto";
import { BACK_GUARD_HASH, contentSecurityPolicy, createNonce, strictTransportSecurity } from "@/lib/security-headers";
import { HEAD_SCRIPT_RAN, backGuardScript, headSafetyScript } from "@/lib/domain/safety/exit";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

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

  it("private pages: scripts by nonce and 'strict-dynamic' only, the back guard by its hash, no 'unsafe-inline'", () => {
    const nonce = createNonce();
    const scripts = directive(contentSecurityPolicy([], { nonce }), "script-src");
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).toContain(BACK_GUARD_HASH);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("the hash is the head script's (back guard and early exit), as the root layout renders it", () => {
    expect(BACK_GUARD_HASH).toBe(`'sha256-${createHash("sha256").update(headSafetyScript()).digest("base64")}'`);
    expect(headSafetyScript().startsWith(backGuardScript())).toBe(true);
    // Last, the mark the QuickExit component looks for (a page rendered only in the browser has no server-rendered head script).
    expect(headSafetyScript().endsWith(`window["${HEAD_SCRIPT_RAN}"]=true;`)).toBe(true);
  });

  it("a nonce is fresh every time and safe in a header", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it("public, prerendered pages keep Next's inline bootstrap working without a nonce", () => {
    const scripts = directive(contentSecurityPolicy([]), "script-src");
    expect(scripts).toContain("'unsafe-inline'");
    expect(scripts).not.toContain("nonce-");
  });
});
