import { detectCrisis } from "@/lib/domain/crisis";
import { normaliseForCrisis } from "@/lib/domain/crisis/normalise";
import { subjectBefore } from "@/lib/domain/crisis/subject";

// The combined rules (concept classes joined by proximity), the weak cues read over a whole
// message, the subject and negation read at a rule's key word, and the context guards.

const categories = (text: string) => detectCrisis(text).categories;
const flagged = (text: string) => detectCrisis(text).hasCrisisLanguage;

describe("the subject in front of a word", () => {
  const at = (text: string, word: string) => subjectBefore(text, text.indexOf(word));

  it.each([
    ["i am going to kill my brother", "kill", "self"],
    ["if i leave he will kill me", "will", "other"],
    ["boyfriend beat me up again", "beat", "other"],
    ["the dog bit me", "bit", "benign"],
    ["i let him hit me", "hit", "other"],
    ["somebody keeps leaving flowers at my door saying i am next", "saying", "other"],
    ["work was long . hit me", "hit", "none"],
  ])("%s: before '%s' -> %s", (text, word, expected) => {
    expect(at(text, word)).toBe(expected);
  });
});

describe("combinations of concepts", () => {
  it.each([
    ["thinking of just not waking up tomorrow", "suicide"],
    ["planning to take the whole packet of my sleeping tablets", "suicide"],
    ["there's a rope in the garage and I keep thinking about using it", "suicide"],
    ["I punch the wall until my knuckles split", "self_harm"],
    ["he says tonight he will finish me", "imminent_danger"],
    ["he told me I'd regret it if I left", "imminent_danger"],
    ["my husband has knife and he is very angry", "imminent_danger"],
    ["bf beat me up again", "violence"],
    ["he did stuff to me while i was asleep", "violence"],
    ["he squeezed my neck till i couldnt breathe", "violence"],
  ])("%s -> %s", (text, category) => {
    expect(categories(text)).toContain(category);
  });

  it("reads negation in front of the key word, across the subject", () => {
    expect(flagged("he would never hurt me")).toBe(false);
    expect(flagged("he has never put his hands on me")).toBe(false);
    expect(flagged("I'm not thinking of ending it, I just want help")).toBe(false);
  });

  it("does not count her own figure of speech, or a blow from a child or a pet", () => {
    expect(flagged("I'm going to kill my brother, he ate my leftovers again")).toBe(false);
    expect(flagged("my toddler bites me when he is teething")).toBe(false);
  });
});

describe("weak cues", () => {
  // The rules' own reading (the statistical layer off): a relapse into drinking is one cue
  // family. With the layer on, this message is one of its known false alarms (see
  // docs/crisis-evaluation.md).
  const rulesFlag = (text: string) => detectCrisis(text, { model: false }).hasCrisisLanguage;
  it("counts two families in one message, never one alone", () => {
    expect(categories("ready to go now. tell my mum i love her")).toEqual(["suicide"]);
    expect(flagged("I'm ready to go now, thanks so much for your help")).toBe(false);
    expect(categories("relapsed. 40 days clean and the blade was right there")).toEqual(["self_harm"]);
    expect(rulesFlag("I relapsed after 40 days sober, I had a drink last night")).toBe(false);
  });
});

describe("context", () => {
  it("reads a clause about a topic as the topic, unless she is in it", () => {
    expect(flagged("the news about that woman who was strangled by her ex made me so sad")).toBe(false);
    expect(flagged("for my nursing course we have to learn how to talk to patients who self-harm")).toBe(false);
    expect(flagged("since that documentary I want to die")).toBe(true);
  });

  it("sets aside violence told as long over, with safety stated, but never past suicidality", () => {
    expect(flagged("Years ago my ex hit me, but I left him in 2015 and I'm safe now")).toBe(false);
    expect(flagged("my ex hit me again last night, I'm safe now at my mum's")).toBe(true);
    expect(flagged("I used to want to die but I'm in a much better place now")).toBe(true);
  });
});

describe("spellings", () => {
  it.each([
    ["he sed he wud kil me", "he said he would kill me"],
    ["ill be dead by morning", "i will be dead by morning"],
    ["sh again tonight", "self harm again tonight"],
    ["till it bleeds", "until it bleeds"],
    ["i am ill today", "i am ill today"],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseForCrisis(input)).toBe(expected);
  });
});
