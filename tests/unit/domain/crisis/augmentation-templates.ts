// Training-only hard negatives built from concept templates (issue 21, revision 16): every
// everyday use of a means (C-SSRS 3 and 6, the 988 / AFSP "looking for a way": the model's MEANS
// class) and every ordinary visit to a high place (the HIGH_PLACE class), each said in several
// everyday frames. They teach the model that the thing or the place alone is not the sign: the
// sign is her wish, intent or plan around it (sealed-7 and sealed-11 had model-only false alarms
// on "my mum's pills from the pharmacy", "rat poison for the shed", "climbed the lighthouse
// steps with the kids"). Deterministic; augmentation.ts gives each statement its voices.

/** A means, with what people ordinarily use it for. */
const EVERYDAY_MEANS: readonly [string, string][] = [
  ["rat poison", "for the shed"],
  ["slug pellets", "for the vegetable patch"],
  ["weed killer", "for the patio"],
  ["bleach", "to clean the bathroom grout"],
  ["a rope", "to tie the tent down"],
  ["a new belt", "to go with my work trousers"],
  ["a sharp knife", "to carve the roast"],
  ["charcoal", "for the barbecue on sunday"],
  ["paracetamol", "for my daughter's fever"],
  ["painkillers", "for my period cramps"],
  ["sleeping tablets", "for the long haul flight"],
  ["my blood pressure pills", "from the chemist"],
  ["a ladder", "to clear the gutters"],
  ["an extension cord", "for the christmas lights"],
  ["a hose", "to wash the car"],
  ["razor blades", "for my husband's shaver"],
  ["a box cutter", "to open the deliveries at work"],
  ["insulin", "for my diabetic cat"],
  ["vitamins", "because I'm run down"],
  ["a hunting rifle licence", "for my dad's birthday trip"],
];

const MEANS_FRAMES: readonly ((thing: string, use: string) => string)[] = [
  (thing, use) => `I bought ${thing} ${use}`,
  (thing, use) => `picked up ${thing} ${use} on the way home`,
  (thing, use) => `remind me to get ${thing} ${use}`,
  (thing, use) => `my husband forgot the ${thing.replace(/^(a|an|my) /, "")} ${use} again`,
];

/** A high place, with an ordinary reason to be there. */
const EVERYDAY_PLACES: readonly [string, string][] = [
  ["the lighthouse", "with the kids, windy but lovely"],
  ["the old bridge", "to take photos of the sunset"],
  ["the church tower", "on the open day"],
  ["the cliff path", "with my walking group"],
  ["a rooftop bar", "for my friend's birthday"],
  ["the top floor of the car park", "because the rest was full"],
  ["the pier", "to eat chips with my mum"],
  ["the dam", "on a school trip with my son"],
  ["the balcony", "to water the plants"],
  ["the viewpoint", "at the top of the hill after lunch"],
  ["the railway bridge", "to watch the steam train go past"],
  ["the quarry", "to see the bluebells"],
];

const PLACE_FRAMES: readonly ((place: string, why: string) => string)[] = [
  (place, why) => `we went up ${place} ${why}`,
  (place, why) => `spent the afternoon at ${place} ${why}`,
  (place, why) => `I'm at ${place} ${why}`,
];

export const TEMPLATE_NEGATIVES: readonly string[] = [
  ...EVERYDAY_MEANS.flatMap(([thing, use], i) => [
    MEANS_FRAMES[i % MEANS_FRAMES.length]!(thing, use),
    MEANS_FRAMES[(i + 1) % MEANS_FRAMES.length]!(thing, use),
  ]),
  ...EVERYDAY_PLACES.flatMap(([place, why], i) => [
    PLACE_FRAMES[i % PLACE_FRAMES.length]!(place, why),
    PLACE_FRAMES[(i + 1) % PLACE_FRAMES.length]!(place, why),
  ]),
];
