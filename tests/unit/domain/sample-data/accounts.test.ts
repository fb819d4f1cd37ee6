import { checkAnswer, isComplete, questionById } from "@/lib/domain/assessment";
import { isSpecialization } from "@/lib/domain/supporters/specializations";
import { HELP_OFFERED } from "@/lib/domain/supporters/help-offered";
import { countKey, MOCK_SUPPORTERS, SAMPLE_ACCOUNTS, SAMPLE_DOMAIN, SAMPLE_REVIEWS } from "@/lib/domain/sample-data/accounts";
import { sampleDataAllowed } from "@/lib/env";

describe("the sample accounts (spec part 2 §2 Seed Sample Data)", () => {
  const kinds = (kind: string) => SAMPLE_ACCOUNTS.filter((a) => a.kind === kind);

  test("3 support takers, 5 professionals of whom 2 are also local, 5 local supporters", () => {
    expect(kinds("support_taker")).toHaveLength(3);
    expect(kinds("professional")).toHaveLength(5);
    expect(kinds("professional").filter((a) => a.local)).toHaveLength(2);
    expect(kinds("local")).toHaveLength(5);
  });

  test("every address is on the sample domain and unique, across both tools", () => {
    const all = [...SAMPLE_ACCOUNTS, ...MOCK_SUPPORTERS];
    expect(all.every((a) => a.email.endsWith(`@${SAMPLE_DOMAIN}`))).toBe(true);
    expect(new Set(all.map((a) => a.email)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.key)).size).toBe(all.length);
  });

  test.each(kinds("support_taker").map((a) => [a.key, a.story!] as const))("%s's story is a complete assessment the server would accept", (_key, story) => {
    for (const [id, answer] of Object.entries(story)) {
      const question = questionById(id);
      expect(question).toBeDefined();
      expect(checkAnswer(question!, answer)).toBeNull();
    }
    expect(isComplete(story)).toBe(true);
  });

  test("supporters use known specialisations and help, with real coordinates, never emergency response", () => {
    for (const account of [...SAMPLE_ACCOUNTS, ...MOCK_SUPPORTERS]) {
      for (const s of account.professional?.specializations ?? []) expect(isSpecialization(s)).toBe(true);
      if (account.professional) expect(account.professional.bio).toMatch(/^Sample profile/);
      if (account.local) {
        expect(account.local.helpOffered.every((h) => HELP_OFFERED.includes(h))).toBe(true);
        expect(account.local.helpOffered).not.toContain("emergency_response");
        expect(Math.abs(account.local.lat)).toBeGreaterThan(1);
        expect(Math.abs(account.local.lng)).toBeGreaterThan(1);
      }
    }
    expect(MOCK_SUPPORTERS).toHaveLength(6);
    expect(MOCK_SUPPORTERS.every((m) => m.kind === "professional" && !m.local)).toBe(true);
  });

  test("reviews go from sample takers to sample professionals, one per pair", () => {
    const byKey = new Map(SAMPLE_ACCOUNTS.map((a) => [a.key, a]));
    for (const [author, subject, rating] of SAMPLE_REVIEWS) {
      expect(byKey.get(author)?.kind).toBe("support_taker");
      expect(byKey.get(subject)?.kind).toBe("professional");
      expect(rating).toBeGreaterThanOrEqual(1);
      expect(rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(SAMPLE_REVIEWS.map(([a, s]) => `${a}>${s}`)).size).toBe(SAMPLE_REVIEWS.length);
  });

  test("counts", () => {
    expect(countKey("support_taker")).toBe("support_takers");
    expect(countKey("professional")).toBe("professional_supporters");
    expect(countKey("local")).toBe("local_supporters");
  });
});

describe("sampleDataAllowed", () => {
  test.each([
    ["development", undefined, true],
    ["test", undefined, true],
    ["production", undefined, false],
    ["production", "false", false],
    ["production", "true", true],
  ] as const)("NODE_ENV=%s ALLOW_SAMPLE_DATA=%s → %s", (NODE_ENV, ALLOW_SAMPLE_DATA, expected) => {
    expect(sampleDataAllowed({ NODE_ENV, ALLOW_SAMPLE_DATA })).toBe(expected);
  });
});
