import { supporterInitials } from "@/lib/domain/supporters/initials";

test.each([
  ["Dr. Maya Chen", "MC"],
  ["Rosa", "RO"],
  ["Prof. Ada Lovelace-Byron", "AL"],
  ["  ", "?"],
  [null, "?"],
  ["Dr.", "DR"],
  ["Émilie Zoë Dubois", "ÉD"],
])("supporterInitials(%p) is %p", (name, out) => {
  expect(supporterInitials(name)).toBe(out);
});
