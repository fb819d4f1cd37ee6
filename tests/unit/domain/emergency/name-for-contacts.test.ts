import { nameForContacts } from "@/lib/domain/emergency/contacts";

describe("her name as her emergency contacts are given it", () => {
  test("the display name she chose", () => {
    expect(nameForContacts("Maya")).toBe("Maya");
    expect(nameForContacts("  Maya R  ")).toBe("Maya R");
    expect(nameForContacts("User_12345")).toBe("User_12345");
    expect(nameForContacts("User_Maya")).toBe("User_Maya");
  });

  test("none when she has none or still has the automatic alias", () => {
    expect(nameForContacts(null)).toBeNull();
    expect(nameForContacts(undefined)).toBeNull();
    expect(nameForContacts("   ")).toBeNull();
    expect(nameForContacts("User_1359")).toBeNull();
  });
});
