// Features of the statistical layer (issue 21), shared by the training script
// (scripts/train-crisis-model.ts) and the detector: word unigrams, bigrams and trigrams and the
// concept classes (concepts.ts) of the normalised text (normalise.ts), each counted once per
// message. Character n-grams were dropped in revision 24: trained without each of the nine
// independently written sets in turn and read on it, the model without them ranked new
// writers' messages better (mean AUC 0.951 -> 0.961); they had learnt each writer's spelling.
//
// Negation scope, as in sentiment analysis: after "not", "never", "no" or "without", the words
// up to the end of the clause are read as negated ("he is not outside anymore" gives
// "n:outside", not "w:outside"), so that a plain denial does not
// look like the statement it denies. Phrases that carry their own negation ("I don't want to
// live") are learnt as such from the corpus.

import { conceptsOf } from "./concepts";

const NEGATORS = new Set(["not", "never", "no", "without", "nobody", "nothing"]);
const SCOPE_ENDS = new Set([".", "|", "but", "though", "although", "however"]);

export function features(normalised: string): string[] {
  const out = new Set<string>();
  const tokens = normalised.split(" ").filter(Boolean);
  let negated = false;
  let previous = "";
  let beforePrevious = "";
  for (const token of tokens) {
    if (SCOPE_ENDS.has(token)) {
      negated = false;
      previous = "";
      beforePrevious = "";
      continue;
    }
    const word = negated ? `n:${token}` : token;
    out.add(`w:${word}`);
    if (previous) out.add(`b:${previous} ${word}`);
    if (beforePrevious) out.add(`t:${beforePrevious} ${previous} ${word}`);
    for (const concept of conceptsOf(token)) {
      const k = negated ? `n:${concept}` : concept;
      out.add(`k:${k}`);
      if (previous) out.add(`kb:${previous} ${k}`);
    }
    if (NEGATORS.has(token)) negated = true;
    beforePrevious = previous;
    previous = word;
  }
  return [...out];
}
