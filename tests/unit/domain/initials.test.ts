import { initials } from "@/lib/domain/initials";

// One rule for every avatar (issue 19: the same supporter showed "DC" in chat and "MC" in the directory).
test.each([
  ["Dr. Maya Chen", "MC"],
  ["Rosa", "RO"],
  ["rosa", "RO"],
  ["Clara", "CL"],
  ["User_4821", "US"],
  ["Prof. Ada Lovelace-Byron", "AL"],
  ["  ", "?"],
  [null, "?"],
  [undefined, "?"],
  ["Dr.", "DR"],
  ["Émilie Zoë Dubois", "ÉD"],
  ["taker@haven.local", "TA"],
  ["jane.doe@example.org", "JA"],
  ["@@@", "?"],
])("initials(%p) is %p", (name, out) => {
  expect(initials(name)).toBe(out);
});

test("a caller may choose the fallback (a guest's account menu shows GU)", () => {
  expect(initials(null, "GU")).toBe("GU");
  expect(initials("", "GU")).toBe("GU");
});
