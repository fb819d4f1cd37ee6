// Features of the statistical layer (issue 21), shared by the training script
// (scripts/train-crisis-model.ts) and the detector: word unigrams and bigrams and character
// 3- and 4-grams of the normalised text (normalise.ts), each counted once per message.

export function features(normalised: string): string[] {
  const out = new Set<string>();
  const tokens = normalised.split(" ").filter((t) => t && t !== "|");
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (word === ".") continue;
    out.add(`w:${word}`);
    const next = tokens[i + 1];
    if (next && next !== ".") out.add(`b:${word} ${next}`);
    const padded = ` ${word} `;
    for (let n = 3; n <= 4; n++) for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  }
  return [...out];
}
