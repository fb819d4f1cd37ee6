import { greetingName, supportModeAlias } from "@/lib/domain/auth/support-mode";

describe("support mode greets with an alias, never her name", () => {
  it("is User_ and four digits, stable for one account", () => {
    for (const id of ["a", "cm0abc123", "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", ""]) {
      expect(supportModeAlias(id)).toMatch(/^User_[1-9]\d{3}$/);
      expect(supportModeAlias(id)).toBe(supportModeAlias(id));
    }
  });

  it("differs between accounts (spread over the range)", () => {
    const seen = new Set(Array.from({ length: 500 }, (_, i) => supportModeAlias(`user-${i}`)));
    expect(seen.size).toBeGreaterThan(450);
  });

  it.each([
    ["support_mode", "Dr. Maya Chen", /^User_\d{4}$/],
    ["support_mode", null, /^User_\d{4}$/],
    ["normal", "Willow", /^Willow$/],
  ] as const)("%s with %p", (mode, name, expected) => {
    expect(greetingName(mode, "id-1", name)).toMatch(expected);
  });

  it("normal mode without a name greets plainly", () => {
    expect(greetingName("normal", "id-1", null)).toBeNull();
    expect(greetingName("normal", "id-1", "  ")).toBeNull();
  });
});
