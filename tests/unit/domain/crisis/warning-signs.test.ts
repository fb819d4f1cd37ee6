import { detectCrisis } from "@/lib/domain/crisis";
import { SIGN_CONCEPTS, WARNING_SIGNS, WARNING_SIGN_RULES } from "@/lib/domain/crisis/warning-signs";

// Every warning sign in lib/domain/crisis/warning-signs.ts is tested by its own examples: add a
// sign there with an example, and it is checked here.

describe("warning signs as data", () => {
  it("every sign names its source, a category, at least one pattern and one example", () => {
    for (const sign of WARNING_SIGNS) {
      expect(sign.source.length).toBeGreaterThan(3);
      expect(sign.patterns.length).toBeGreaterThan(0);
      expect(sign.examples.length).toBeGreaterThan(0);
    }
    expect(new Set(WARNING_SIGNS.map((s) => s.id)).size).toBe(WARNING_SIGNS.length);
  });

  it("covers the six C-SSRS screener items, the 988/AFSP signs and the DA/DASH items", () => {
    const sources = WARNING_SIGNS.map((s) => s.source).join(" ");
    for (const item of ["C-SSRS 1", "C-SSRS 2", "C-SSRS 3", "C-SSRS 4", "C-SSRS 5", "C-SSRS 6", "988/AFSP", "DA ", "DASH"]) expect(sources).toContain(item);
  });

  it("compiles every sign once, with no unknown concept", () => {
    expect(WARNING_SIGN_RULES).toHaveLength(WARNING_SIGNS.length);
    expect(Object.keys(SIGN_CONCEPTS).length).toBeGreaterThan(5);
  });

  it.each(WARNING_SIGNS.flatMap((sign) => sign.examples.map((example) => [sign.id, example] as const)))("%s: %s", (id, example) => {
    const result = detectCrisis(example);
    expect(result.hasCrisisLanguage).toBe(true);
    const rule = WARNING_SIGN_RULES.find((r) => r.id === `sign:${id}`)!;
    expect(result.categories).toContain(rule.categories[0]);
  });
});
