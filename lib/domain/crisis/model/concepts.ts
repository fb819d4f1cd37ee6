// Concept classes for the statistical layer's features (issue 21, revision 13): each word of a
// class also gives the feature of its class ("k:HIGH_PLACE" for "overpass"), and the pair of
// the word before it and the class ("kb:the HIGH_PLACE"), so that what the model learns from
// "I'm on the bridge" carries over to "im on the overpass". Written from the sources, not from
// any sealed set:
// - C-SSRS items 3 and 6 (a method; means collected or held) and the 988 / AFSP signs
//   (looking for a way, being at a high place): MEANS, HIGH_PLACE.
// - C-SSRS item 1 (wish to be dead) said through illness or accident: ILLNESS_ACCIDENT; being
//   dead said outright or softly: DEATH.
// - C-SSRS items 4 and 5 (intent, plan: when and where) and the 988 / AFSP "saying goodbye":
//   FINALITY, WHEN (a day or an occasion she names), DECISION.
// - DA / DASH: violence words and the body (HARM, BODY), escalation (ESCALATION).
// The detector's rules do not use these tables; they only shape the model's features. FINALITY
// and DECISION hold only words that carry the idea alone (revision 13 had "good", "will",
// "done", "made" in them, and "I've decided to stop drinking for good" scored 1.00).

export const MODEL_CONCEPTS: Record<string, readonly string[]> = {
  MEANS:
    "rope noose belt cord cable pills tablets meds medication painkillers antidepressants insulin paracetamol tylenol ibuprofen overdose od gun guns rifle shotgun pistol handgun firearm bullet bullets blade blades razor razors knife knives poison bleach charcoal monoxide exhaust hose plastic bag chemicals".split(
      " ",
    ),
  HIGH_PLACE:
    "bridge overpass flyover roof rooftop ledge cliff cliffs balcony tower tracks railway platform motorway highway car park garage multistorey viaduct pier quarry dam edge railing rail".split(
      " ",
    ),
  ILLNESS_ACCIDENT: "cancer tumour tumor illness sick disease diagnosis terminal accident crash heart stroke doctors scan biopsy".split(" "),
  DEATH:
    "die died dying dead death deadly lethal suicide suicidal funeral grave gone heaven exist existing alive living breathing wake cemetery graveyard coffin buried".split(
      " ",
    ),
  FINALITY: "final last goodbye goodbyes bye farewell forever".split(" "),
  WHEN: "tonight tomorrow weekend monday tuesday wednesday thursday friday saturday sunday christmas birthday birthdays new year spring summer autumn winter payday week month 14th date".split(
    " ",
  ),
  DECISION: "decided decision planned chosen mapped arranged settled timed".split(" "),
  HARM: "hit hits hitting beat beats beating beatings beaten punch punched kick kicked slap slapped push pushed choke choked choking strangle strangled drag dragged threw throw hurt hurts".split(
    " ",
  ),
  BODY: "neck throat face head arm arms wrist wrists belly stomach ribs hair chest skin thighs legs".split(" "),
  ESCALATION: "worse often every more again escalating increasing".split(" "),
  // Revision 15, from the same sources: C-SSRS 4 (intent: meaning to act on the thoughts), the
  // 988 / AFSP hopelessness and feeling trapped, unbearable pain, being a burden, and putting
  // affairs in order.
  INTENT: "intend intention intent mean meant act acting through follow".split(" "),
  HOPELESS: "hopeless future point pointless exit escape cornered stuck trapped".split(" "),
  PAIN: "unbearable bear endure suffer suffering agony torment".split(" "),
  BURDEN: "burden weight drain easier relieved relief lighter freer".split(" "),
  AFFAIRS: "affairs accounts insurance passwords arrangements sorted tidying".split(" "),
};

const CLASS_OF = new Map<string, string[]>();
for (const [name, words] of Object.entries(MODEL_CONCEPTS)) for (const word of words) CLASS_OF.set(word, [...(CLASS_OF.get(word) ?? []), name]);

/** The concept classes of one normalised word. */
export const conceptsOf = (token: string): readonly string[] => CLASS_OF.get(token) ?? [];
