import { maskAddress, REDACTED_LINK, redactLinks } from "@/lib/domain/email/privacy";

describe("maskAddress", () => {
  test.each([
    ["taker@haven.local", "t***@h***.local"],
    ["Ana.Maria@mail.example.org", "A***@m***.org"],
    ["x@localhost", "x***@l***"],
    ["not-an-address", "***"],
    // As the admin users list shows a support taker's address until she is revealed (issue 18).
    ["a@b.co", "a***@b***.co"],
    ["nodomain@", "n***@***"],
    ["@x.com", "***"],
  ])("%s → %s", (input, masked) => expect(maskAddress(input)).toBe(masked));

  test("never contains the local part or host beyond their first letter", () => {
    const masked = maskAddress("secretname@hiddenhost.com");
    expect(masked).not.toMatch(/secretname|hiddenhost/);
  });
});

describe("redactLinks", () => {
  test("links with a token are removed from text and HTML; plain page links stay", () => {
    const url = "https://haven.example/auth/reset-password?token=abc123";
    const text = `Choose a new password\n\n${url}\n\nSign in at https://haven.example/auth/login`;
    const html = `<a href="${url}">Choose</a><span>${url}</span>`;
    expect(redactLinks(text)).toBe(`Choose a new password\n\n${REDACTED_LINK}\n\nSign in at https://haven.example/auth/login`);
    expect(redactLinks(html)).not.toContain("abc123");
    expect(redactLinks("https://haven.example/x#frag-secret")).toBe(REDACTED_LINK);
  });
});
