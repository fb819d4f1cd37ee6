// Brings a message to one plain form before the lexicon reads it, so that each phrase is
// written once: lower case, contractions spelled out ("don't", "dont" -> "do not"), text-speak
// and common misspellings mapped to their words ("kms" -> "kill myself", "wanna" -> "want
// to"), and punctuation reduced to single spaces, except that sentence and clause breaks
// become a " . " token: phrases never match across it, and negation never reaches over it.

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

/** Single words: contractions typed without an apostrophe, text-speak, misspellings. */
const WORDS: Record<string, string> = {
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  wont: "will not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
  isnt: "is not",
  wasnt: "was not",
  arent: "are not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "is not",
  im: "i am",
  ive: "i have",
  hes: "he is",
  shes: "she is",
  theyre: "they are",
  youre: "you are",
  thats: "that is",
  whats: "what is",
  theres: "there is",
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gunna: "going to",
  gotta: "got to",
  tryna: "trying to",
  kinda: "kind of",
  dunno: "do not know",
  idk: "i do not know",
  rn: "right now",
  tonite: "tonight",
  "2nite": "tonight",
  "2night": "tonight",
  u: "you",
  ur: "your",
  bf: "boyfriend",
  gf: "girlfriend",
  hubby: "husband",
  ppl: "people",
  pls: "please",
  plz: "please",
  cuz: "because",
  coz: "because",
  tho: "though",
  thru: "through",
  alot: "a lot",
  kms: "kill myself",
  kys: "kill yourself",
  unalive: "kill",
  unalives: "kills",
  unalived: "killed",
  unaliving: "killing",
  selfharm: "self harm",
  selfharming: "self harming",
  sucide: "suicide",
  suicde: "suicide",
  suiside: "suicide",
  sucicide: "suicide",
  suicidel: "suicidal",
  sucidal: "suicidal",
  suicidial: "suicidal",
  suisidal: "suicidal",
  suicidle: "suicidal",
  kil: "kill",
  killin: "killing",
  myslef: "myself",
  mysef: "myself",
  killmyself: "kill myself",
  wnat: "want",
  dieing: "dying",
  chocked: "choked",
  choaked: "choked",
  chocking: "choking",
  choaking: "choking",
  strangeled: "strangled",
  strangeld: "strangled",
  threatend: "threatened",
  thretened: "threatened",
  hiting: "hitting",
  beated: "beat",
};

/** Two-word forms folded into one phrase the lexicon knows. */
const PHRASES: [RegExp, string][] = [
  [/\bmy self\b/g, "myself"],
  [/\bsewer ?slide\b/g, "suicide"],
  [/\bself (harm|harming|harmed|injury|injure|injuring)\b/g, "self $1"],
  [/\bod (on|ed)\b/g, "overdosed on"],
];

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "@": "a", $: "s" };

/** "su1c1de", "k!ll" and the like: only inside words that mix letters with those symbols. */
function unLeet(token: string): string {
  const core = token.replace(/[.,;:!?)"']+$/, "");
  if (!/[a-z]/.test(core) || !/[0-9@$!]/.test(core) || /^\d+(?:[a-z]{1,2}|[a-z]{2}s)$/.test(core)) return token;
  return token.replace(/[01345@$]/g, (c) => LEET[c] ?? c).replace(/(?<=[a-z])!(?=[a-z])/g, "i");
}

export function normaliseForCrisis(text: string): string {
  let out = text.normalize("NFKC").toLowerCase();
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
  out = out.replace(/[^a-z0-9. ]+/g, " ");
  out = out.replace(/\b[a-z0-9]+\b/g, (word) => WORDS[word] ?? word);
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  out = out.replace(/\s+/g, " ").replace(/(?: \.)+/g, " .").trim();
  out = out.replace(/^(?:\. ?)+/, "");
  return out;
}
