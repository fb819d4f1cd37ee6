// Brings a message to one plain form before the lexicon reads it, so that each phrase is
// written once: lower case, contractions spelled out ("don't", "dont" -> "do not"), text-speak
// and common misspellings mapped to their words ("kms" -> "kill myself", "wanna" -> "want
// to"), and punctuation reduced to single spaces, except that sentence and clause breaks
// become a " . " token: phrases never match across it, and negation never reaches over it.

import { OTHER_LANGUAGE_SPELLINGS, OTHER_SCRIPTS } from "./other-languages";
import { PHRASE_SPELLINGS, WORDS } from "./spellings";

/** Contractions written with an apostrophe; the pronoun list keeps "my sister's place" intact. */
const APOSTROPHE_RULES: [RegExp, string][] = [
  [/\bcan'?t\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\bain'?t\b/g, "is not"],
  [/\bshan'?t\b/g, "shall not"],
  [/n't\b/g, " not"],
  [/\b(i)'m\b/g, "$1 am"],
  [/'re\b/g, " are"],
  [/'ve\b/g, " have"],
  [/'ll\b/g, " will"],
  [/'d\b/g, " would"],
  [/\b(he|she|it|that|there|what|who|where|here|everyone|everything|nobody|someone|somebody|life|this|thing|nothing)'s\b/g, "$1 is"],
];

/** Two-word forms folded into one phrase the lexicon knows. */
const PHRASES: [RegExp, string][] = [
  [/\bmy self\b/g, "myself"],
  [/\bsewer ?slide\b/g, "suicide"],
  [/\bself (harm|harming|harmed|injury|injure|injuring)\b/g, "self $1"],
  [/\bod (on|ed)\b/g, "overdosed on"],
  // "he's been", "it's been": has, not is.
  [/\b(he|she|it|that|there|who|what|everyone|nobody|someone|somebody|this) is been\b/g, "$1 has been"],
];

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "@": "a", $: "s" };

/** "su1c1de", "k!ll" and the like: only inside words that mix letters with those symbols. */
function unLeet(token: string): string {
  const core = token.replace(/[.,;:!?)"']+$/, "");
  if (!/[a-z]/.test(core) || !/[0-9@$!]/.test(core) || /^\d+(?:[a-z]{1,2}|[a-z]{2}s)$/.test(core)) return token;
  if (core === "b4") return token.replace("b4", "before");
  return token.replace(/[01345@$]/g, (c) => LEET[c] ?? c).replace(/(?<=[a-z])!(?=[a-z])/g, "i");
}

export function normaliseForCrisis(text: string): string {
  let out = text.normalize("NFKC").toLowerCase();
  // Other scripts first (other-languages.ts), then diacritics dropped: "chcę umrzeć" -> "chce umrzec".
  for (const [pattern, replacement] of OTHER_SCRIPTS) out = out.replace(pattern, replacement);
  out = out.normalize("NFD").replace(/\p{M}+/gu, "");
  out = out.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  out = out.replace(/&/g, " and ");
  // Letters typed three or more times ("pleaseee", "killlll") count twice.
  out = out.replace(/([a-z])\1{2,}/g, "$1$1");
  out = out.replace(/\S+/g, unLeet);
  for (const [pattern, replacement] of APOSTROPHE_RULES) out = out.replace(pattern, replacement);
  out = out.replace(/'/g, "");
  // Clause and sentence breaks become a " . " token; other punctuation (hyphens, slashes,
  // quotes, emoji) becomes a space.
  out = out.replace(/[.!?;:,\n\r\u2026()\[\]"]+/g, " . ");
  // A laughing emoji is read as a laugh ("i want to die 😂" -> "i want to die lol"); other emoji go.
  out = out.replace(/(?:\u{1F602}|\u{1F923}|\u{1F606}|\u{1F605}|\u{1F639}|\u{1F480})+/gu, " lol ");
  out = out.replace(/[^a-z0-9. ]+/g, " ");
  for (const [pattern, replacement] of OTHER_LANGUAGE_SPELLINGS) out = out.replace(pattern, replacement);
  out = out.replace(/\b[a-z0-9]+\b/g, (word) => WORDS[word] ?? word);
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of PHRASE_SPELLINGS) out = out.replace(pattern, replacement);
  out = out
    .replace(/\s+/g, " ")
    .replace(/(?: \.)+/g, " .")
    .trim();
  out = out.replace(/^(?:\. ?)+/, "");
  return out;
}
