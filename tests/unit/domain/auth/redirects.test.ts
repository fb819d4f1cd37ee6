import { safeNextPath } from "@/lib/domain/auth/redirects";

describe("safeNextPath (no open redirects)", () => {
  test.each([
    "//evil.com",
    "//evil.com/chat",
    "https://evil.com",
    "http://evil.com/chat",
    "javascript:alert(1)",
    "/\\evil.com",
    "/\\/evil.com",
    "evil.com",
    "chat",
    "/auth/login",
    "/auth/signup/support-taker",
    "/api/auth/sign-out",
    "/api/anything",
    "",
    `/${"a".repeat(600)}`,
  ])("rejects %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  test.each([null, undefined])("rejects %s", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  test("rejects non-strings", () => {
    expect(safeNextPath(42 as unknown as string)).toBeNull();
  });

  test.each(["/chat?id=1", "/", "/dashboard/support-taker", "/assessment?story=hello%20there", "/authors", "/apis"])("accepts %j unchanged", (value) => {
    expect(safeNextPath(value)).toBe(value);
  });

  test("length boundary: 512 accepted, 513 rejected", () => {
    const ok = `/${"a".repeat(511)}`;
    const tooLong = `/${"a".repeat(512)}`;
    expect(ok).toHaveLength(512);
    expect(safeNextPath(ok)).toBe(ok);
    expect(safeNextPath(tooLong)).toBeNull();
  });
});

describe("safeNextPath: what the browser does with the result", () => {
  // Every accepted value must stay on our origin when resolved the way router.replace()/the
  // URL parser resolves it.
  const resolvesOffSite = (value: string) => new URL(value, "https://haven.test").origin !== "https://haven.test";

  test.each(["/chat?id=1", "/assessment", "/a/b/c?x=//evil.com"])("accepted %j stays on our origin", (value) => {
    expect(safeNextPath(value)).toBe(value);
    expect(resolvesOffSite(value)).toBe(false);
  });

  // The URL parser strips ASCII tab/newline, so "/\t/evil.com" becomes "//evil.com" in the
  // browser: such values must be refused.
  test.each(["/\t/evil.com", "/\n/evil.com", "/\r/evil.com"])("rejects %j, which browsers read as //evil.com", (value) => {
    expect(resolvesOffSite(value)).toBe(true);
    expect(safeNextPath(value)).toBeNull();
  });
});
