// Trains the statistical layer of the crisis detector (issue 21) from the labelled corpus in
// tests/unit/domain/crisis/corpus.ts and writes lib/domain/crisis/model/weights.json.
// Reproducible: no randomness (the split is by a hash of each message, training is full-batch
// gradient descent from zero), no network. Run: node --import tsx scripts/train-crisis-model.ts
//
// - A logistic regression (crisis or not) over word 1-3 grams and concept classes (features.ts).
// - Split: messages whose hash falls in the last fifth are the validation split (augmentation
//   messages by the hash of their statement); the model is trained on the rest. The threshold is the lowest at which the model alone keeps a
//   precision of at least 0.95 on the validation split (the detector ORs it with the rules,
//   so its false alarms add to theirs). The held-out sealed sets (HELD_OUT in the corpus)
//   are left out altogether, so that they can still be read as held-out data.
// - The category of a message the model alone flags comes from a second, multinomial model
//   over the same features, trained on the crisis messages of the training split.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { normaliseForCrisis } from "../lib/domain/crisis/normalise";
import { features } from "../lib/domain/crisis/model/features";
import { hasRiskTerm } from "../lib/domain/crisis/model/vocabulary";
import { CRISIS_CATEGORIES } from "../lib/domain/crisis/types";
import { augmentation } from "../tests/unit/domain/crisis/augmentation";
import { CORPUS, HELD_OUT } from "../tests/unit/domain/crisis/corpus";

// The held-out sealed sets are always left out (they are the held-out measure); more with --exclude=.
const EXCLUDE = new Set<string>([
  ...HELD_OUT,
  ...process.argv
    .slice(2)
    .filter((a) => a.startsWith("--exclude="))
    .map((a) => a.slice(10)),
]);
const MIN_COUNT = 2;
/** The precision the model alone must keep on the validation split. */
const TARGET_PRECISION = 0.95;
const OUT = process.env.WEIGHTS_OUT ?? "lib/domain/crisis/model/weights.json";
const EPOCHS = Number(process.env.EPOCHS ?? 3000);
const RATE = 0.5;
const L2 = 1e-4;
const BALANCE = process.env.BALANCE !== "0";

const bucket = (text: string) => createHash("sha256").update(text).digest()[0]! % 5;
const items = CORPUS.filter((m) => !EXCLUDE.has(m.source)).map((m) => ({ ...m, f: features(normaliseForCrisis(m.text)) }));
// The augmentation: statements written from the warning-sign sources and hard negatives, in
// several voices; any that repeats a corpus message word for word is left out. Split by
// statement, so that no statement has a variant on both sides.
const inCorpus = new Set(CORPUS.map((m) => m.text.toLowerCase().trim()));
const augmented = process.argv.includes("--no-augmentation")
  ? []
  : augmentation()
      .filter((m) => !inCorpus.has(m.text.toLowerCase().trim()))
      .map((m) => ({ ...m, f: features(normaliseForCrisis(m.text)) }));
const train = [...items.filter((m) => bucket(m.text) !== 4), ...augmented.filter((m) => bucket(m.statement) !== 4)];
const validation = items.filter((m) => bucket(m.text) === 4);
/** The augmentation's fifth: it only sets the threshold for messages outside the vocabulary. */
const augmentedValidation = augmented.filter((m) => bucket(m.statement) === 4);

const counts = new Map<string, number>();
for (const m of train) for (const f of m.f) counts.set(f, (counts.get(f) ?? 0) + 1);
const vocab = [...counts.entries()]
  .filter(([, c]) => c >= MIN_COUNT)
  .map(([f]) => f)
  .sort();
const index = new Map(vocab.map((f, i) => [f, i]));
const rows = (set: readonly { f: string[] }[]) => set.map((m) => m.f.map((f) => index.get(f)).filter((i): i is number => i !== undefined));

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Full-batch gradient descent on the mean log loss, L2 on the weights, from zero. */
function fitBinary(x: number[][], y: number[], balance = false): { w: Float64Array; b: number } {
  // Balanced: each class weighs half of the loss, however many messages it has.
  const positives = y.filter((v) => v === 1).length;
  const weightOf = (v: number) => (!balance ? 1 : v === 1 ? x.length / (2 * positives) : x.length / (2 * (x.length - positives)));
  const w = new Float64Array(vocab.length);
  let b = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const g = new Float64Array(vocab.length);
    let gb = 0;
    for (let i = 0; i < x.length; i++) {
      let z = b;
      for (const j of x[i]!) z += w[j]!;
      const err = (sigmoid(z) - y[i]!) * weightOf(y[i]!);
      gb += err;
      for (const j of x[i]!) g[j]! += err;
    }
    for (let j = 0; j < w.length; j++) w[j] = w[j]! - RATE * (g[j]! / x.length + L2 * w[j]!);
    b -= RATE * (gb / x.length);
  }
  return { w, b };
}

const score = (model: { w: Float64Array; b: number }, row: number[]) => sigmoid(row.reduce((z, j) => z + model.w[j]!, model.b));

const xTrain = rows(train);
const crisisModel = fitBinary(
  xTrain,
  train.map((m) => (m.crisis ? 1 : 0)),
  BALANCE,
);

// Thresholds on the validation split. For a message with a word of the warning signs'
// vocabulary: the lowest at which the model alone keeps a precision of TARGET_PRECISION. For a
// message without one: the lowest (not below the first) at which the model alone raises no
// false alarm at all on the validation messages without one, the augmentation's validation
// fifth included (its everyday messages are what this threshold is for).
const xVal = rows(validation);
const valScores = xVal.map((row) => score(crisisModel, row));
const inVocabulary = validation.map((m) => hasRiskTerm(normaliseForCrisis(m.text)));
/** The lowest threshold (down to floor) at which the flagged messages keep the precision. */
function lowestThreshold(scores: number[], crisis: boolean[], precision: number, floor: number): number {
  let chosen = 0.99;
  for (let t = 0.99; t >= floor - 1e-9; t -= 0.01) {
    const flagged = scores.map((s, i) => [s >= t, crisis[i]] as const).filter(([f]) => f);
    const tp = flagged.filter(([, c]) => c).length;
    if (flagged.length === 0 || tp / flagged.length >= precision) chosen = Number(t.toFixed(2));
    else break;
  }
  return chosen;
}
const threshold = lowestThreshold(
  valScores,
  validation.map((m) => m.crisis),
  TARGET_PRECISION,
  0.3,
);
const outside = [...validation, ...augmentedValidation].filter((m) => !hasRiskTerm(normaliseForCrisis(m.text)));
const thresholdOutsideVocabulary = lowestThreshold(
  rows(outside).map((row) => score(crisisModel, row)),
  outside.map((m) => m.crisis),
  1,
  threshold,
);
const flaggedVal = valScores.map((s, i) => s >= (inVocabulary[i] ? threshold : thresholdOutsideVocabulary));
const tpVal = flaggedVal.filter((f, i) => f && validation[i]!.crisis).length;
const fpVal = flaggedVal.filter((f, i) => f && !validation[i]!.crisis).length;
const posVal = validation.filter((m) => m.crisis).length;

// Category: one-vs-rest over the crisis messages of the training split.
const crisisTrain = train.filter((m) => m.crisis);
const xCrisis = rows(crisisTrain);
const categoryModels = CRISIS_CATEGORIES.map((category) =>
  fitBinary(
    xCrisis,
    crisisTrain.map((m) => (m.category === category ? 1 : 0)),
  ),
);

const round = (v: number) => Math.round(v * 1e4) / 1e4;
const pack = (model: { w: Float64Array; b: number }) => {
  const weights: Record<string, number> = {};
  model.w.forEach((v, j) => {
    if (Math.abs(v) >= 5e-4) weights[vocab[j]!] = round(v);
  });
  return { bias: round(model.b), weights };
};

writeFileSync(
  OUT,
  `${JSON.stringify({
    trainedOn: {
      messages: train.length,
      augmentation: augmented.length,
      augmentationInValidation: augmentedValidation.length,
      validation: validation.length,
      excluded: [...EXCLUDE],
    },
    validation: { threshold, recall: round(tpVal / posVal), precision: round(tpVal / (tpVal + fpVal || 1)) },
    threshold,
    thresholdOutsideVocabulary,
    crisis: pack(crisisModel),
    categories: Object.fromEntries(CRISIS_CATEGORIES.map((c, i) => [c, pack(categoryModels[i]!)])),
  })}\n`,
);
console.log(
  `features ${vocab.length}; train ${train.length}, validation ${validation.length}; threshold ${threshold} (outside the vocabulary ${thresholdOutsideVocabulary}): validation recall ${(tpVal / posVal).toFixed(3)}, precision ${(tpVal / (tpVal + fpVal || 1)).toFixed(3)}`,
);
