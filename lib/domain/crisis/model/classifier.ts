import weights from "./weights.json";
import { features } from "./features";
import { CRISIS_CATEGORIES, type CrisisCategory } from "../types";

// The statistical layer of the crisis detector (issue 21): a logistic regression over word and
// character n-grams, trained by scripts/train-crisis-model.ts from the labelled corpus, its
// weights committed in weights.json (no network at run time). The detector ORs it with the
// rules: it only ever adds a flag the rules did not raise. Its threshold was chosen on a
// validation split of the corpus, never on a sealed set.

interface Linear {
  bias: number;
  weights: Record<string, number>;
}

const MODEL = weights as { threshold: number; crisis: Linear; categories: Record<CrisisCategory, Linear> };

const logit = (model: Linear, feats: readonly string[]) => feats.reduce((z, f) => z + (model.weights[f] ?? 0), model.bias);

export interface ModelReading {
  probability: number;
  flagged: boolean;
  category: CrisisCategory;
  /** The word features that weighed most towards crisis, for the detector's `matches`. */
  evidence: string[];
}

/**
 * The model may only add a flag to a message that touches a recognised risk domain: dying and
 * its means, harm to the body, threats and fear, his presence, force, goodbyes and endings
 * (the vocabulary of the warning-sign sources, warning-signs.ts). An ordinary message ("my
 * manager puts me on every closing shift") is never flagged by word statistics alone.
 */
const RISK_TERMS = new Set(
  (
    "die dying dead death died vanished tallest highest building pain alive live living life suicide suicidal kill killed killing end ending ended gone forever anymore exist existing " +
    "wake waking sleep asleep rest peace disappear vanish funeral grave heaven burden goodbye bye farewell letter letters note notes instructions passwords " +
    "pills tablets meds overdose insulin paracetamol rope noose gun guns rifle shotgun bullets knife knives blade blades razor charcoal poison bridge roof ledge " +
    "cliff jump jumping tracks train balcony edge railing water drown drowned fall " +
    "hurt hurting harm cut cutting cuts blood bleed bleeding burn burning scratch bruise bruises bruised marks scars wound " +
    "hit hits hitting beat beaten punch punched kick kicked slap slapped push pushed choke choked choking strangle strangled neck throat breathe smother " +
    "threat threatens threatened threatening scared afraid terrified fear danger dangerous safe unsafe police 911 outside door window locked keys trapped " +
    "follow follows following followed watching stalking waiting coming find forced force rape raped touch touched sex pregnant kids children baby " +
    "drunk violent weapon attack attacked assault assaulted hospital injured broke broken"
  ).split(" "),
);

/** The model's reading of a normalised message. */
export function readWithModel(normalised: string): ModelReading {
  if (!normalised.split(" ").some((token) => RISK_TERMS.has(token))) return { probability: 0, flagged: false, category: "suicide", evidence: [] };
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
  return { probability, flagged: probability >= MODEL.threshold, category, evidence };
}

export const MODEL_THRESHOLD = MODEL.threshold;
