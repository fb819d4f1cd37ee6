// Negation policy (a safety decision; index.ts states the whole policy).
//
// A phrase is dropped only when it is plainly denied in its own clause: a negator ("not",
// "never", "no", "without") followed by nothing but small linking words up to the phrase.
//   "I'm not going to kill myself"          -> "not going to" ............ denied
//   "I would never hurt myself"             -> "never" ..................... denied
//   "no thoughts of self harm"              -> "no thoughts of" ............ denied
//   "he didn't hit me"                      -> "not" ....................... denied
//   "I no longer want to kill myself"       -> "no longer want to" ......... denied
//   "I can't stop thinking about killing myself" -> "not stop thinking about": "stop" is not
//        a linking word, so this is NOT a denial and the phrase stands.
//   "I'm not okay, I want to die"           -> the comma ends the clause: the phrase stands.
// Anything else in the message still counts: "I'm not suicidal but I wish I could fall asleep
// and not wake up" fires on its second half.

const NEGATORS = new Set(["not", "never", "no", "without", "nor", "nobody"]);

/** Words that may stand between a negator and the phrase it denies. */
const LINKING = new Set([
  "i",
  "am",
  "was",
  "were",
  "be",
  "been",
  "being",
  "is",
  "are",
  "would",
  "will",
  "could",
  "should",
  "do",
  "did",
  "does",
  "have",
  "has",
  "had",
  "going",
  "to",
  "want",
  "wanted",
  "wanting",
  "planning",
  "plan",
  "plans",
  "trying",
  "try",
  "tried",
  "thinking",
  "think",
  "having",
  "getting",
  "feeling",
  "experiencing",
  "thought",
  "thoughts",
  "about",
  "of",
  "ever",
  "really",
  "actually",
  "seriously",
  "even",
  "at",
  "all",
  "any",
  "feel",
  "feeling",
  "like",
  "that",
  "currently",
  "once",
  "again",
  "a",
  "an",
  "the",
  "intention",
  "intentions",
  "intend",
  "urge",
  "urges",
  "he",
  "she",
  "they",
  "it",
  "me",
  "my",
  "him",
  "her",
  "ok",
  "okay",
  "able",
  "anymore",
  "gonna",
  "in",
  "ideas",
  "idea",
  "desire",
  "wish",
  "single",
  "time",
  "longer",
  "scared",
  "afraid",
  "worried",
  "convinced",
  "believe",
  "said",
  "says",
  "told",
  "notion",
]);

/** Tokens that end a clause: negation never reaches back across them. */
const CLAUSE_BREAKS = new Set([".", "|", "but", "and", "because", "though", "although", "however", "so", "except", "or", "if", "then"]);

const MAX_LOOKBACK = 8;

/** Words before a "no" that make it an answer she gave: "I said no", "she told him no". */
const REPLIES = new Set(["said", "say", "says", "saying", "answered", "replied", "shouted", "screamed", "him", "her", "them"]);

/** A negator within the few words before an "or" (the denied verb and its object between). */
function deniedBeforeOr(before: string[]): boolean {
  for (let i = before.length - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const token = before[i]!;
    if (CLAUSE_BREAKS.has(token)) return false;
    if (NEGATORS.has(token)) return true;
  }
  return false;
}

/** Whether the phrase starting at `start` in `text` is denied within its clause. */
export function isNegated(text: string, start: number): boolean {
  const before = text.slice(0, start).trim().split(" ").filter(Boolean);
  let linkingRun = true;
  for (let i = before.length - 1, seen = 0; i >= 0 && seen < MAX_LOOKBACK; i--, seen++) {
    const token = before[i]!;
    // "never choked me or hit me": an "or" right before the phrase carries the denial of the
    // verb before it ("or he'd kill me", with its own subject, does not).
    if ((token === "or" || token === "nor") && seen === 0) return deniedBeforeOr(before.slice(0, i));
    if (CLAUSE_BREAKS.has(token)) return false;
    // "when I said no he shoved me": a "no" she said is her answer, not a denial of what follows.
    if (NEGATORS.has(token)) return linkingRun && !(token === "no" && REPLIES.has(before[i - 1] ?? ""));
    if (!LINKING.has(token)) linkingRun = false;
  }
  return false;
}
