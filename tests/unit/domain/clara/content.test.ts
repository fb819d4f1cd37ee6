import { chooseCombination, countSentences, hash, sentences } from "@/lib/domain/clara/compose";
import { FEELING_LINES, GENERAL_LINES, HEAVY_CHECKS, SMALL_TALK, URGENT_LINES } from "@/lib/domain/clara/content-feelings";
import { SUBJECT_LINES } from "@/lib/domain/clara/content-subjects";
import { crisisSlots } from "@/lib/domain/clara/crisis-reply";
import { readMessage, safetyAnswer } from "@/lib/domain/clara/topics";

const ALL_LINES: string[] = [
  ...Object.values(SUBJECT_LINES).flatMap((l) => [...l.openers, ...l.suggestions, ...l.questions]),
  ...Object.values(FEELING_LINES).flatMap((l) => [...l.openers, ...l.suggestions, ...l.questions]),
  ...Object.values(GENERAL_LINES).flat(),
  ...Object.values(SMALL_TALK).flat(),
  ...HEAVY_CHECKS,
  ...URGENT_LINES,
  ...(["suicide", "self_harm", "imminent_danger", "violence"] as const).flatMap((c) => Object.values(crisisSlots([c])).flat()),
];

describe("Clara's words", () => {
  it("are short sentences in plain words (about an 8th-grade level)", () => {
    for (const line of ALL_LINES) {
      for (const sentence of sentences(line)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(36);
    }
    const words = ALL_LINES.flatMap((line) => line.split(/\s+/));
    const perSentence = words.length / ALL_LINES.reduce((n, line) => n + countSentences(line), 0);
    expect(perSentence).toBeLessThan(20);
    const long = words.filter((w) => w.replace(/[^a-z]/gi, "").length >= 12);
    expect(long.length / words.length).toBeLessThan(0.03);
  });

  it("point only to Haven's own pages and to the real hotlines", () => {
    const text = ALL_LINES.join(" ");
    expect(new Set(text.match(/\/[a-z]+(?=\))/g))).toEqual(new Set(["/supporters", "/emergency", "/roadmap", "/journal"]));
    expect(text).not.toMatch(/https?:|www\./);
    const numbers = new Set(text.match(/\b\d[\d-]+\d\b/g));
    expect([...numbers].sort()).toEqual(["1-800-799-7233", "741741", "911", "988"].sort());
  });

  it("never blame, never diagnose", () => {
    expect(ALL_LINES.join(" ")).not.toMatch(/\byou should have\b|\bwhy didn't you\b|\bwhy did you\b|\bdisorder\b|\bdiagnos/i);
  });

  it("each pool is big enough to vary", () => {
    for (const lines of Object.values(SUBJECT_LINES)) {
      expect(lines.openers.length).toBeGreaterThanOrEqual(3);
      expect(lines.questions.length).toBeGreaterThanOrEqual(2);
      expect(lines.suggestions.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("reading a message", () => {
  it.each([
    ["my boss keeps touching me at work", "work"],
    ["my husband screams at me", "home"],
    ["he keeps making fake accounts", "stalking"],
    ["how do I get a restraining order", "legal"],
    ["should I call the police", "police"],
    ["what counts as evidence", "documenting"],
    ["I want to leave him", "leaving"],
    ["I can't afford rent on my own", "money"],
    ["I keep having nightmares", "sleep"],
    ["what should I do", "plan"],
    ["are you a real person", "identity"],
    ["can he see my messages", "privacy"],
  ])("%s -> %s", (message, subject) => {
    expect(readMessage(message).subjects[0]).toBe(subject);
  });

  it("hears feelings", () => {
    expect(readMessage("it's my fault").feelings).toContain("blame");
    expect(readMessage("I feel so alone").feelings).toContain("alone");
    expect(readMessage("I'm terrified").feelings).toContain("fear");
    // A feeling is hers unless its sentence gives it to someone else, however far back he is named.
    expect(readMessage("He yelled at me and I got angry").feelings).toContain("anger");
    expect(readMessage("He checks my phone every night and gets angry if I talk to my sister.").feelings).not.toContain("anger");
    expect(readMessage("He gets angry. I am angry too").feelings).toContain("anger");
  });

  it("hears heaviness without crisis words, and not in everyday hyperbole", () => {
    expect(readMessage("I feel hopeless").heavy).toBe(true);
    expect(readMessage("what's the point of anything").heavy).toBe(true);
    expect(readMessage("my phone is dying").heavy).toBe(false);
    expect(readMessage("this deadline is killing me").heavy).toBe(false);
  });

  it.each([
    ["no", "no"],
    ["not really", "no"],
    ["I'm okay but he's still here", "no"],
    ["idk", "no"],
    ["yes", "yes"],
    ["yeah I'm safe now", "yes"],
    ["he left", "yes"],
    ["my sister picked me up", null],
  ])("her answer to 'are you safe right now?': %s -> %s", (message, expected) => {
    expect(safetyAnswer(message)).toBe(expected);
  });
});

describe("choosing without repeating", () => {
  it("hash is stable", () => {
    expect(hash("hello")).toBe(hash("hello"));
    expect(hash("hello")).not.toBe(hash("hello!"));
  });

  it("splits sentences after . ? ! before a capital, not inside numbers or paths", () => {
    expect(sentences("Call 1-800-799-7233. Then rest. Are you safe? Yes (/emergency) helps.")).toEqual([
      "Call 1-800-799-7233.",
      "Then rest.",
      "Are you safe?",
      "Yes (/emergency) helps.",
    ]);
  });

  it("never gives a combination already said, and returns null when all were", () => {
    const slots = [["A."], ["B.", "C."]];
    const first = chooseCombination(slots, 1, [])!;
    const second = chooseCombination(slots, 1, [first.text])!;
    expect(second.text).not.toBe(first.text);
    expect(chooseCombination(slots, 1, [first.text, second.text])).toBeNull();
  });

  it("prefers sentences not heard recently", () => {
    const choice = chooseCombination(
      [
        ["Hello.", "Hi."],
        ["How are you?", "What's up?"],
      ],
      7,
      ["Hello. How are you?"],
    )!;
    expect(choice.text).toBe("Hi. What's up?");
    expect(choice.reuse).toBe(0);
  });
});
