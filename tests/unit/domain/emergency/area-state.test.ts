// Her area on the emergency page: set, not set, or unknown when it could not be read. Unknown is
// never told to her as "not set" (the page said so before when the read failed).
import { areaFormNote, areaNoteWithoutSharing, supporterReach } from "@/lib/domain/emergency/area-state";

describe("areaNoteWithoutSharing (her open alert, location sharing off)", () => {
  it("with her area set: supporters see only that area, and nothing to set", () => {
    expect(areaNoteWithoutSharing({ known: true, label: "Boise, Idaho" })).toEqual({
      text: "Location sharing is off, so supporters see only the area you chose.",
      offerToSet: false,
    });
  });

  it("with no area set: nobody can be shown where she is, and she is offered to set it", () => {
    expect(areaNoteWithoutSharing({ known: true, label: null })).toEqual({
      text: "Location sharing is off and you have not set your area, so Haven cannot show anyone where you are.",
      offerToSet: true,
    });
  });

  it("when her area could not be read: says so, never that she has not set one", () => {
    const note = areaNoteWithoutSharing({ known: false });
    expect(note.text).toBe("Location sharing is off, and your area could not be loaded just now, so supporters may not see where you are.");
    expect(note.text).not.toMatch(/not set/);
    expect(note.offerToSet).toBe(true);
  });
});

describe("areaFormNote (the Location card)", () => {
  it("says nothing extra when her area is set (the form shows it)", () => {
    expect(areaFormNote({ known: true, label: "Boise, Idaho" })).toBeNull();
  });

  it("says she has not set one only when that is known", () => {
    expect(areaFormNote({ known: true, label: null })).toBe("You haven't set your area yet, so we can't tell whether supporters are near you.");
    expect(areaFormNote({ known: false })).toBe("Your area could not be loaded just now. You can set it again here.");
  });
});

describe("supporterReach (what the EMERGENCY confirmation may promise)", () => {
  const set = { known: true, label: "Boise, Idaho" } as const;
  const unset = { known: true, label: null } as const;
  const unread = { known: false } as const;
  it.each([
    [{ known: true, count: 2, areaLabel: "Boise, Idaho" }, set, { kind: "near" }],
    [{ known: true, count: 0, areaLabel: "Boise, Idaho" }, set, { kind: "none", areaLabel: "Boise, Idaho" }],
    [{ known: false }, unset, { kind: "no-area" }],
    // The count failed with her area set, or her area could not be read: no claim either way.
    [{ known: false }, set, { kind: "unknown" }],
    [{ known: false }, unread, { kind: "unknown" }],
  ] as const)("%j with %j", (nearby, area, reach) => {
    expect(supporterReach(nearby, area)).toEqual(reach);
  });
});
