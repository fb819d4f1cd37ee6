import {
  HELP_OFFERED,
  HELP_OFFERED_DESCRIPTIONS,
  HELP_OFFERED_LABELS,
  helpOfferedLabel,
  normaliseHelpOffered,
  sortHelpOffered,
} from "@/lib/domain/supporters/help-offered";

test("every kind of help has a label and a description", () => {
  for (const h of HELP_OFFERED) {
    expect(HELP_OFFERED_LABELS[h]).toBeTruthy();
    expect(HELP_OFFERED_DESCRIPTIONS[h]).toBeTruthy();
  }
  expect(HELP_OFFERED_LABELS.listening_ear).toBe("A listening ear");
});

test.each([
  ["safety escort", "safety_escort"],
  ["a listening ear", "listening_ear"],
  ["Accompaniment", "accompaniment"],
  ["emergency-response", "emergency_response"],
  ["cooking", null],
])("normaliseHelpOffered(%p) is %p", (input, out) => {
  expect(normaliseHelpOffered(input)).toBe(out);
});

test("labels and ordering", () => {
  expect(helpOfferedLabel("a listening ear")).toBe("A listening ear");
  expect(helpOfferedLabel("Lifts")).toBe("Lifts");
  expect(sortHelpOffered(["listening_ear", "accompaniment", "accompaniment", "x"])).toEqual(["accompaniment", "listening_ear"]);
});
