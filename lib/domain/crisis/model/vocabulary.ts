import { MODEL_CONCEPTS } from "./concepts";

// The vocabulary of the warning-sign sources (warning-signs.ts): dying and its means, harm to
// the body, threats and fear, his presence, force, goodbyes and endings. The statistical layer
// reads a message with a word of it at its ordinary threshold, and a message without one only
// at a stricter threshold (both chosen on the validation split by scripts/train-crisis-model.ts),
// so that word statistics alone rarely flag an ordinary message ("my manager puts me on every
// closing shift") while wordings no list has ("wouldnt mind if a truck took me out") can still
// be caught.

export const RISK_TERMS: ReadonlySet<string> = new Set([
  ...(
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
  // Revision 15: the sources' words for signs said without a word of dying. C-SSRS item 4
  // (intent: to act on it) and item 5 (a plan: planned, the steps, prepared, decided); the 988 /
  // AFSP signs of feeling trapped (exit, escape, cornered), unbearable pain (unbearable, endure,
  // suffering), saying goodbye (final, forgive; not "last", which is mostly "last night"), being dead
  // said through its places and finality (cemetery, coffin, permanent), affairs in order (affairs, accounts,
  // insurance), a burden (relieved, lighter), exhaustion of living (done, exhausted, anymore) and
  // the wish to be dead said as envy of the dead (envy, jealous, swap). Only words that carry a
  // sign alone: "point", "future", "hopeless", "tonight" or "thanks" admit everyday heavy
  // messages ("I feel hopeless, what's the point" is answered without the crisis protocol).
  ...(
    "cemetery graveyard coffin buried burial permanent permanently eternal " +
    "intend intention intent act planned planning plan steps prepared decided decision " +
    "exit escape cornered trapped unbearable endure suffering agony " +
    "final forgive affairs accounts insurance relieved lighter done exhausted anymore swap envy jealous"
  ).split(" "),
  // The model's concept classes for means, places, illness, death, harm and the body (concepts.ts).
  ...(["MEANS", "HIGH_PLACE", "ILLNESS_ACCIDENT", "DEATH", "HARM", "BODY"] as const).flatMap((name) => MODEL_CONCEPTS[name]!),
]);

export const hasRiskTerm = (normalised: string): boolean => normalised.split(" ").some((token) => RISK_TERMS.has(token));
