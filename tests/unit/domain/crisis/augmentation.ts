import { CRISIS_SIGNS } from "./augmentation-signs";
import { NEGATIVES } from "./augmentation-negatives";
import { TEMPLATE_NEGATIVES } from "./augmentation-templates";
import type { LabelledMessage } from "./corpus";

// The training-only augmentation of the crisis corpus (issue 21): every statement of
// augmentation-signs.ts (crisis, from the warning-sign sources) and augmentation-negatives.ts
// (hard negatives and ordinary messages) in three voices: as written, and twice with a lead-in
// or a tail and one of the voices the sealed sets ask for (text-speak, typing slips, English
// written by a speaker of another language). The same leads, tails and voices are given to
// crisis and non-crisis statements alike, so that they carry no signal of their own.
// Deterministic: each variant is chosen by the statement's position.
//
// scripts/train-crisis-model.ts splits them by statement like the corpus (a fifth to the
// validation split, where they choose the thresholds with the corpus); the test suite never
// measures the detector on them.

export type AugmentedMessage = Omit<LabelledMessage, "source"> & {
  source: "augmentation";
  /** The statement it was made from: its variants go to the same side of the validation split. */
  statement: string;
};

const LEADS = [
  "",
  "honestly ",
  "idk ",
  "hi, ",
  "ok so ",
  "sorry to write so late but ",
  "i need to tell someone. ",
  "can i say something? ",
  "its hard to say this but ",
];
const TAILS = ["", " idk", "...", " .", " pls", " tbh", " and i dont know what to do", " sorry", " i just needed to say it"];

const TEXT_SPEAK: [RegExp, string][] = [
  [/\byou\b/g, "u"],
  [/\bare\b/g, "r"],
  [/\bbecause\b/g, "bc"],
  [/\bplease\b/g, "pls"],
  [/\btonight\b/g, "tonite"],
  [/\breally\b/g, "rly"],
  [/\bsomeone\b/g, "some1"],
  [/\bwant to\b/g, "wanna"],
  [/\bgoing to\b/g, "gonna"],
  [/\bthough\b/g, "tho"],
  [/\bknow\b/g, "kno"],
  [/\bwhat\b/g, "wat"],
];

/** Lower case, no apostrophes, the common text-speak short forms. */
function textSpeak(text: string): string {
  let out = text.toLowerCase().replace(/'/g, "");
  for (const [pattern, short] of TEXT_SPEAK) out = out.replace(pattern, short);
  return out;
}

/** Two typing slips: adjacent letters swapped in one longer word, a letter dropped in another. */
function slips(text: string, seed: number): string {
  const words = text.split(" ");
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{5,}$/i.test(w));
  if (long.length === 0) return text.toLowerCase();
  const [w1, i1] = long[seed % long.length]!;
  const j = 1 + (seed % (w1.length - 3));
  words[i1] = w1.slice(0, j) + w1[j + 1] + w1[j] + w1.slice(j + 2);
  if (long.length > 1) {
    const [w2, i2] = long[(seed + 1) % long.length]!;
    if (i2 !== i1) words[i2] = w2.slice(0, 2) + w2.slice(3);
  }
  return words.join(" ").toLowerCase();
}

/** English as some speakers of other languages write it: contractions opened, articles dropped, "not" for "don't". */
function otherLanguage(text: string): string {
  return text
    .replace(/\bI'm\b/g, "I am")
    .replace(/\b(do|does|did)n't\b/g, "not")
    .replace(/\bcan't\b/g, "cannot")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\b(he|she|it)'s\b/g, "$1 is")
    .replace(/'ve\b/g, " have")
    .replace(/'ll\b/g, " will")
    .replace(/\b(the|a|an) /gi, "")
    .replace(/\bmy (husband|boyfriend|partner|ex)\b/g, "my $1 he");
}

const VOICES = [textSpeak, (t: string, i: number) => slips(t, i), otherLanguage, (t: string) => t.toLowerCase()];

function variants(statement: string, i: number): string[] {
  const a = `${LEADS[(i % (LEADS.length - 1)) + 1]}${VOICES[i % VOICES.length]!(statement, i)}${TAILS[i % TAILS.length]}`;
  const b = `${LEADS[(i * 5 + 2) % LEADS.length]}${VOICES[(i + 2) % VOICES.length]!(statement, i + 3)}${TAILS[((i * 7 + 3) % (TAILS.length - 1)) + 1]}`;
  return [...new Set([statement, a, b])];
}

export function augmentation(): AugmentedMessage[] {
  const out: AugmentedMessage[] = [];
  let i = 0;
  for (const group of CRISIS_SIGNS)
    for (const statement of group.statements)
      for (const text of variants(statement, i++)) out.push({ source: "augmentation", statement, text, crisis: true, category: group.category });
  for (const group of NEGATIVES)
    for (const statement of group.statements)
      for (const text of variants(statement, i++))
        out.push({ source: "augmentation", statement, text, crisis: false, ...(group.kind ? { kind: group.kind } : {}) });
  for (const statement of TEMPLATE_NEGATIVES)
    for (const text of variants(statement, i++)) out.push({ source: "augmentation", statement, text, crisis: false, kind: "hard" });
  return out;
}
