import { displayNameOf } from "@/lib/domain/display-name";

describe("displayNameOf", () => {
  test("display name, else account name, else e-mail, else the fallback", () => {
    expect(displayNameOf({ name: "Ana Account", email: "ana@haven.local", profile: { displayName: "Ana" } }, "An admin")).toBe("Ana");
    expect(displayNameOf({ name: "Ana Account", email: "ana@haven.local", profile: { displayName: null } }, "An admin")).toBe("Ana Account");
    expect(displayNameOf({ name: "", email: "ana@haven.local", profile: { displayName: "" } }, "An admin")).toBe("ana@haven.local");
    expect(displayNameOf({ name: "", profile: null }, "A supporter")).toBe("A supporter");
    expect(displayNameOf(null, "An admin")).toBe("An admin");
  });
});
