import { claimEmailKind, isPlaceholderAddress, placeholderAddress } from "@/lib/domain/auth/email-claims";

test("a placeholder address is recognised and can never be a real one (.invalid)", () => {
  const address = placeholderAddress("abc");
  expect(isPlaceholderAddress(address)).toBe(true);
  expect(address).toMatch(/\.invalid$/);
  expect(isPlaceholderAddress("her@example.org")).toBe(false);
});

describe("claimEmailKind", () => {
  const placeholder = { email: placeholderAddress("x") };
  test("her own new address gets its confirmation link", () => {
    expect(claimEmailKind({ email: "her@example.org" }, "her@example.org", null)).toBe("verify-email");
  });
  test("an address its owner confirmed: only a notice", () => {
    expect(claimEmailKind(placeholder, "her@example.org", { id: "o", emailVerified: true })).toBe("signup-attempt");
  });
  test("an address never confirmed (or no longer held): a link to take it", () => {
    expect(claimEmailKind(placeholder, "her@example.org", { id: "o", emailVerified: false })).toBe("reclaim-address");
    expect(claimEmailKind(placeholder, "her@example.org", null)).toBe("reclaim-address");
  });
});
