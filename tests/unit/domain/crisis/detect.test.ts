import fc from "fast-check";
import { CRISIS_CATEGORIES, detectCrisis, normaliseForCrisis } from "@/lib/domain/crisis";
import { LEXICON } from "@/lib/domain/crisis/lexicon";
import { CORPUS } from "./corpus";

const LABELLED_MESSAGES = CORPUS.filter((m) => m.source === "labelled");

const flagged = (text: string) => detectCrisis(text).hasCrisisLanguage;

describe("normalisation", () => {
  it.each([
    ["I DON'T want to live", "i do not want to live"],
    ["i dont wanna", "i do not want to"],
    ["im gonna kms", "i am going to kill myself"],
    ["unaliving my self", "killing myself"],
    ["He’s outside rn!!!", "he is outside right now ."],
    ["su1c1dal", "suicidal"],
    ["self-harm", "self harm"],
    ["he chocked me", "he choked me"],
    ["I can't, I won't", "i can not . i will not"],
    ["pleaseeeee help", "pleasee help"],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseForCrisis(input)).toBe(expected);
  });

  it("keeps times and numbers that are not leetspeak", () => {
    expect(normaliseForCrisis("call 911 at 5pm, text 741741")).toBe("call 911 at 5pm . text 741741");
  });

  it("leaves possessives of nouns alone and expands pronouns", () => {
    expect(normaliseForCrisis("my sister's place")).toBe("my sisters place");
    expect(normaliseForCrisis("she's here")).toBe("she is here");
  });
});

describe("the result", () => {
  it("is empty for an empty or blank message", () => {
    expect(detectCrisis("")).toEqual({ hasCrisisLanguage: false, categories: [], matches: [] });
    expect(detectCrisis("   \n ")).toEqual({ hasCrisisLanguage: false, categories: [], matches: [] });
  });

  it("names categories in a fixed order, once each, with the phrases found in reading order", () => {
    const result = detectCrisis("He strangled me last night and now I want to kill myself. He's outside.");
    expect(result.categories).toEqual(["suicide", "imminent_danger", "violence"]);
    expect(result.matches).toEqual(["he strangled me", "strangled me", "kill myself", "he is outside"]);
  });

  it("marks an attack happening now as both imminent danger and violence", () => {
    expect(detectCrisis("he's hitting me right now").categories).toEqual(["imminent_danger", "violence"]);
  });

  it("marks cut wrists as suicide and self-harm", () => {
    expect(detectCrisis("I cut my wrists").categories).toEqual(["suicide", "self_harm"]);
  });

  it("reads a very long message without trouble", () => {
    const long = `${"I had a long day at work and the meeting ran late. ".repeat(300)}I want to die.`;
    expect(long.length).toBeLessThan(20_000);
    expect(flagged(long)).toBe(true);
  });
});

describe("each category, phrased several ways", () => {
  it.each([
    "I want to kill myself",
    "i wanna kms",
    "thinking about unaliving myself",
    "I don't want to live anymore",
    "everyone would be better off without me",
    "I've been giving away my things",
    "I have a plan to end it",
    "no reason to keep going",
    "I'm going to take all my pills tonight",
    "i feel suicidal",
    "I'm a burden to everyone",
  ])("suicide: %s", (text) => {
    expect(detectCrisis(text).categories).toContain("suicide");
  });

  it.each(["I cut myself last night", "i self harm", "I burn my arm with a lighter on purpose", "I scratch until it bleeds", "I deserve to hurt"])(
    "self-harm: %s",
    (text) => {
      expect(detectCrisis(text).categories).toContain("self_harm");
    },
  );

  it.each([
    "he's outside my door",
    "he has a gun",
    "he said he'd kill me tonight",
    "I'm locked in the bathroom",
    "he's trying to break in",
    "my ex is waiting in the parking lot",
    "he threatened to kill the kids",
    "I don't feel safe right now",
    "please call the police for me",
    "help",
  ])("imminent danger: %s", (text) => {
    expect(detectCrisis(text).categories).toContain("imminent_danger");
  });

  it.each([
    "he strangled me",
    "he choked me",
    "he beat me",
    "my husband hits me",
    "he put his hands around my neck",
    "I was raped",
    "he threw a glass at my head",
    "my partner broke my nose",
  ])("violence: %s", (text) => {
    expect(detectCrisis(text).categories).toContain("violence");
  });
});

describe("negation", () => {
  it.each([
    "I'm not suicidal",
    "I'm not suicidal, just exhausted",
    "I would never hurt myself",
    "I'm not going to kill myself, I promise",
    "no thoughts of self harm",
    "he has never hit me",
    "he didn't hit me",
    "he never laid a hand on me",
    "I made it through the week without hurting myself",
    "I don't have any plans to end my life",
    "I no longer want to kill myself",
    "He isn't outside anymore",
  ])("a plain denial is not flagged: %s", (text) => {
    expect(flagged(text)).toBe(false);
  });

  it.each([
    "I don't want to live anymore",
    "I don't want to wake up tomorrow",
    "I can't go on anymore",
    "he won't let me leave",
    "I don't feel safe",
    "I'm not safe at home",
    "I can't stop thinking about killing myself",
    "I'm not sure I want to kill myself but I think about it",
    "I'm not okay, I want to die",
    "I'm not suicidal but I wish I could fall asleep and not wake up",
    "nobody knows I want to kill myself",
  ])("a phrase that carries its own negation, or a 'not' that denies something else, is still flagged: %s", (text) => {
    expect(flagged(text)).toBe(true);
  });

  it("a denial does not reach across a clause break", () => {
    expect(flagged("I'm not lying. I want to kill myself")).toBe(true);
    expect(flagged("I'm not sure, but I want to kill myself")).toBe(true);
  });
});

describe("hard negatives", () => {
  it.each([
    "this deadline is killing me",
    "I could kill for a coffee",
    "that was a killer workout",
    "my phone is dying",
    "I'm dying to see it",
    "shoot me an email",
    "he's dead set on it",
    "the library books are overdue",
    "he's been hitting on me at work",
    "she beat me to the promotion",
    "I got choked up",
    "I wanted to die of embarrassment",
    "my boss is going to kill me if I'm late",
    "I cut myself shaving",
    "they cut my hours",
    "I'm going to end it with him",
    "I want to take my life back",
    "a documentary about suicide prevention",
    "he keeps following me on instagram",
    "I feel trapped in this job",
    "it hurt my feelings",
    "I nearly killed myself laughing",
    "he shot me a dirty look",
    "she stabbed me in the back at work",
    "I want to die my hair red",
    "my boss threw me under the bus",
    "he hit me with a bunch of new deadlines",
    "I overdosed on coffee",
  ])("%s", (text) => {
    expect(flagged(text)).toBe(false);
  });

  it("the same words with a partner and real harm are still flagged", () => {
    expect(flagged("he keeps hitting me")).toBe(true);
    expect(flagged("he said he will kill me if I'm late")).toBe(true);
    expect(flagged("he hit me with a bottle")).toBe(true);
    expect(flagged("he stabbed me in the back with a knife")).toBe(true);
    expect(flagged("I overdosed")).toBe(true);
  });
});

describe("told as over, joked about, or someone else's loss (revision 24)", () => {
  it("reads a laughing emoji as a laugh", () => {
    expect(normaliseForCrisis("i want to die 😂 my crush saw me trip")).toBe("i want to die lol my crush saw me trip");
  });

  it.each([
    "i want to die 😂 my crush saw me trip in the hallway",
    "lmaooo im gonna kms i just sent the meme to the work chat",
    "my sister said she'll strangle me if i tell mum about her tattoo lmao",
    "If I have to sit through one more all-hands about synergy I will genuinely walk into the sea.",
    "I tried to end my life when I was 19. I'm 45 now and I haven't felt anything like that in decades.",
    "I used to self-harm as a teenager but I haven't in over ten years and I have no urge to now.",
    "My dad died by suicide when I was 12. It's his birthday today and I miss him.",
    "I slipped on the ice and broke my wrist, so I can't work for six weeks",
    "my therapist asked whether I'd thought about hurting myself, and honestly the answer is no",
    "Last day at the office after 31 years. Said goodbye to everyone and gave away my desk plants. Retirement!",
  ])("%s", (text) => {
    expect(flagged(text)).toBe(false);
  });

  it.each([
    "lol. i want to die and i have the pills in my drawer",
    "i want to die and i am not joking",
    "I slipped into a dark place last winter and cut my wrists",
    "people at work keep asking if someone hit me. no, it was my husband",
    "I thought he had calmed down but it turned out he was planning to kill me",
    "I feel like death is the only way out now",
    "ugh i want to die, i can't keep doing this",
    "I tried to overdose two years ago and the feeling is coming back",
    "I used to cut as a teen, I haven't for ten years, but tonight I did it again",
    "I started cutting when I was 15 and I have not stopped for years, I'm fine though",
    "he said he'll kill me if I tell anyone lol im shaking",
    "my brother took his own life last month and I want to go and be with him",
    "he pushed me down the stairs and I broke my wrist",
  ])("still flags: %s", (text) => {
    expect(flagged(text)).toBe(true);
  });
});

describe("properties", () => {
  it("every rule has an id, at least one category and a global pattern", () => {
    const ids = LEXICON.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of LEXICON) {
      expect(rule.categories.length).toBeGreaterThan(0);
      expect(rule.pattern.flags).toContain("g");
    }
  });

  it("never throws, is deterministic, and its flag agrees with its categories", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const first = detectCrisis(text);
        expect(detectCrisis(text)).toEqual(first);
        expect(first.hasCrisisLanguage).toBe(first.categories.length > 0);
        expect(first.hasCrisisLanguage).toBe(first.matches.length > 0);
        expect(first.categories).toEqual(CRISIS_CATEGORIES.filter((c) => first.categories.includes(c)));
      }),
      { numRuns: 500 },
    );
  });

  it("does not depend on letter case, surrounding whitespace or trailing punctuation", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LABELLED_MESSAGES.map((m) => m.text)),
        fc.constantFrom("", " ", "\n"),
        fc.constantFrom("", ".", "!!", "..."),
        (text, pad, end) => {
          const base = detectCrisis(text).hasCrisisLanguage;
          expect(detectCrisis(`${pad}${text.toUpperCase()}${end}${pad}`).hasCrisisLanguage).toBe(base);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a crisis phrase stays flagged inside ordinary surrounding sentences", () => {
    const crisis = LABELLED_MESSAGES.filter((m) => m.crisis && !/^(?:help|please help)/i.test(m.text)).map((m) => m.text);
    fc.assert(
      fc.property(
        fc.constantFrom(...crisis),
        fc.constantFrom("Hi Clara.", "Sorry to bother you.", "Work was long today."),
        fc.constantFrom("Thanks for listening.", "I don't know what to do.", ""),
        (text, before, after) => {
          expect(flagged(`${before} ${text}. ${after}`)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  // A guard against a pathological rule (a regular expression that backtracks), not the figure:
  // `npm run bench:crisis` measures that (p95 0.3-0.7 ms). In CI this shares two cores with the
  // build and lint, where the median has read 1.9 ms on a slow machine.
  it("is fast: a thousand messages at a median of a few milliseconds at most", () => {
    const texts = LABELLED_MESSAGES.map((m) => m.text);
    // Each regular expression is compiled on its first use, once per process: warm up first.
    for (const text of texts) detectCrisis(text);
    // The median, not the total: on a shared machine a few messages wait on the scheduler.
    const times = Array.from({ length: 1000 }, (_, i) => {
      const start = performance.now();
      detectCrisis(texts[i % texts.length]!);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(times[500]).toBeLessThan(5);
  });
});
