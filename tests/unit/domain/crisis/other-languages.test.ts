import { detectCrisis } from "@/lib/domain/crisis";
import { OTHER_LANGUAGES, OTHER_SCRIPT_DENIALS, OTHER_SCRIPT_EXAMPLES } from "@/lib/domain/crisis/other-languages";

// Every language in lib/domain/crisis/other-languages.ts is tested by its own examples (read as
// crisis language) and denials (read as none): add a wording there with an example.

describe("crisis language in other languages", () => {
  it("every language has wordings, examples and a denial", () => {
    for (const language of OTHER_LANGUAGES) {
      expect(language.wordings.length).toBeGreaterThan(0);
      expect(language.examples.length).toBeGreaterThan(0);
      expect(language.denials.length).toBeGreaterThan(0);
    }
  });

  const examples = OTHER_LANGUAGES.flatMap((l) => l.examples.map((text) => [l.language, text] as const));
  it.each([...examples, ...OTHER_SCRIPT_EXAMPLES.map((text) => ["other script", text] as const)])("%s: %s is crisis language", (_, text) => {
    expect(detectCrisis(text, { model: false }).hasCrisisLanguage).toBe(true);
  });

  const denials = OTHER_LANGUAGES.flatMap((l) => l.denials.map((text) => [l.language, text] as const));
  it.each([...denials, ...OTHER_SCRIPT_DENIALS.map((text) => ["other script", text] as const)])("%s: %s is not", (_, text) => {
    expect(detectCrisis(text).hasCrisisLanguage).toBe(false);
  });

  it("keeps English read as before", () => {
    expect(detectCrisis("I want to die").hasCrisisLanguage).toBe(true);
    expect(detectCrisis("my café shift was long").hasCrisisLanguage).toBe(false);
  });
});
