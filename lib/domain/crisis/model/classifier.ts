import weights from "./weights.json";
import { features } from "./features";
import { hasRiskTerm } from "./vocabulary";
import { CRISIS_CATEGORIES, type CrisisCategory } from "../types";

// The statistical layer of the crisis detector (issue 21): a logistic regression over word
// n-grams and concept classes, trained by scripts/train-crisis-model.ts from the labelled corpus, its
// weights committed in weights.json (no network at run time). The detector ORs it with the
// rules: it only ever adds a flag the rules did not raise. Its threshold was chosen on a
// validation split of the corpus, never on a sealed set.

interface Linear {
  bias: number;
  weights: Record<string, number>;
}

const MODEL = weights as { threshold: number; thresholdOutsideVocabulary: number; crisis: Linear; categories: Record<CrisisCategory, Linear> };

const logit = (model: Linear, feats: readonly string[]) => feats.reduce((z, f) => z + (model.weights[f] ?? 0), model.bias);

export interface ModelReading {
  probability: number;
  flagged: boolean;
  category: CrisisCategory;
  /** The word features that weighed most towards crisis, for the detector's `matches`. */
  evidence: string[];
}

// Revision 10 let the model flag only messages with a word of the warning signs' vocabulary
// (vocabulary.ts); that kept out exactly the unseen wordings the layer is for. Since revision 12
// a message without such a word needs the stricter threshold instead, and ordinary messages are
// also kept out by the training data (the augmentation's everyday messages and short turns).

/** The model's reading of a normalised message. */
export function readWithModel(normalised: string): ModelReading {
  const feats = features(normalised);
  const probability = 1 / (1 + Math.exp(-logit(MODEL.crisis, feats)));
  const category = CRISIS_CATEGORIES.reduce(
    (best, c) => (logit(MODEL.categories[c], feats) > logit(MODEL.categories[best], feats) ? c : best),
    CRISIS_CATEGORIES[0] as CrisisCategory,
  );
  const evidence = feats
    .filter((f) => !f.startsWith("c:") && (MODEL.crisis.weights[f] ?? 0) > 0)
    .sort((a, b) => MODEL.crisis.weights[b]! - MODEL.crisis.weights[a]!)
    .slice(0, 2)
    .map((f) => f.slice(2));
  return { probability, flagged: probability >= (hasRiskTerm(normalised) ? MODEL.threshold : MODEL.thresholdOutsideVocabulary), category, evidence };
}

export const MODEL_THRESHOLD = MODEL.threshold;
