import { detectCrisis } from "@/lib/domain/crisis";
import { BLIND_MESSAGES } from "./blind-messages";
import { FINAL_CHECK_MESSAGES } from "./final-check-messages";
import { FRESH_MESSAGES } from "./fresh-messages";
import { HELD_OUT_MESSAGES } from "./held-out-messages";
import { LABELLED_MESSAGES, type LabelledMessage } from "./labelled-messages";
import { SECOND_BLIND_MESSAGES } from "./second-blind-messages";
import { UNSEEN_MESSAGES } from "./unseen-messages";

// Recall and precision of the lexicon (issue 7: recall at least 0.95 over a labelled set of at
// least 200 messages written by hand).
//
// How the sets were made, and what their figures mean. The first set (248) was written before
// the lexicon; the lexicon was then built while reading it, so its perfect score says little
// about phrasing the lexicon has never seen. Each further set was written after the previous
// revision and measured once before any change was made for it. Those first runs are the
// honest estimate for new phrasing:
//
//   set                     written after            first run: recall      precision
//   held-out (136)          lexicon v1               0.347 (26/75)          0.765 (8 FP)
//   fresh (105)             revision 2               0.661 (37/56)          0.902 (4 FP)
//   unseen (91)             revision 3               0.444 (20/45)          0.833 (4 FP)
//   final check (73)        revision 4               0.622 (23/37)          0.920 (2 FP)
//   blind (190)             revision 5               0.587 (61/104)         0.871 (9 FP)
//   second blind (132)      revision 6               0.479 (34/71)          0.829 (7 FP)
//
// The blind set was written before its author had read the detector or any other set (only
// the labelling policy). As written it had 196 messages: 0.602 (65/108), 0.878 (9 FP); six
// that repeated older sets word for word (four crisis, all caught; two not, no false alarm)
// were then removed, giving the row above. No label was changed.
//
// Revision 6 stopped adding phrases only: it joins concept classes by proximity within a
// clause, reads negation and the subject at each combination's key word, counts weak cues
// over the whole message, and reads the context of a topic or of safety restored (see
// lib/domain/crisis/index.ts). It was built against the blind set and against throwaway
// probes its author wrote along the way; the second blind set was then written and run once.
// Its first run is low, lower than the blind set's: revision 5 would have scored 0.408
// (29/71) and 0.784 (8 FP) on it, so the combinations added about seven points of recall on
// wording they had not met, not a step change. Revision 7 then added constructions for the
// general patterns that run revealed (a number of pills "enough", "took a load of", "can't
// face another morning", "by the neck", "sits on my chest", a car outside, hearing him on the
// stairs, a crying sign of no consent...), so the second blind set's current figures are no
// longer an estimate either.
//
// So on wording it has not met, the detector still catches only about half to two thirds of
// crisis messages. That is why it is one layer of three: the model's moderation runs beside it
// when a key is set, and Clara's built-in engine asks gently about safety whenever a message
// sounds heavy, flagged or not (lib/domain/clara). Every set now in the tests must keep the
// figures asserted below; a miss left on purpose is noted in its set.

interface Figures {
  total: number;
  positives: number;
  tp: number;
  fn: LabelledMessage[];
  fp: { item: LabelledMessage; matches: string[] }[];
  recall: number;
  precision: number;
  categoryAgreement: number;
}

function measure(set: readonly LabelledMessage[]): Figures {
  const results = set.map((item) => ({ item, result: detectCrisis(item.text) }));
  const tp = results.filter((r) => r.item.crisis && r.result.hasCrisisLanguage);
  const fn = results.filter((r) => r.item.crisis && !r.result.hasCrisisLanguage).map((r) => r.item);
  const fp = results.filter((r) => !r.item.crisis && r.result.hasCrisisLanguage).map((r) => ({ item: r.item, matches: r.result.matches }));
  return {
    total: set.length,
    positives: tp.length + fn.length,
    tp: tp.length,
    fn,
    fp,
    recall: tp.length / (tp.length + fn.length),
    precision: tp.length / (tp.length + fp.length),
    categoryAgreement: tp.filter((r) => r.result.categories.includes(r.item.category!)).length / tp.length,
  };
}

const SETS = {
  labelled: LABELLED_MESSAGES,
  "held-out": HELD_OUT_MESSAGES,
  fresh: FRESH_MESSAGES,
  unseen: UNSEEN_MESSAGES,
  "final check": FINAL_CHECK_MESSAGES,
  blind: BLIND_MESSAGES,
  "second blind": SECOND_BLIND_MESSAGES,
} as const;
const ALL = Object.values(SETS).flat();

function report(name: string, f: Figures): string {
  return [
    `${name}: ${f.total} messages (${f.positives} crisis, ${f.total - f.positives} not) — TP ${f.tp} FN ${f.fn.length} FP ${f.fp.length} — recall ${f.recall.toFixed(3)}, precision ${f.precision.toFixed(3)}, expected category ${f.categoryAgreement.toFixed(3)}`,
    ...f.fn.map((m) => `    missed: ${m.text}`),
    ...f.fp.map((m) => `    false alarm: ${m.item.text} [${m.matches.join(" | ")}]`),
  ].join("\n");
}

describe("crisis detection over the labelled sets", () => {
  const main = measure(LABELLED_MESSAGES);
  const all = measure(ALL);

  beforeAll(() => {
    const lines = Object.entries(SETS).map(([name, set]) => report(name, measure(set)));
    lines.push(report("all sets together", all));
    console.log(lines.join("\n"));
  });

  it("the main set has at least 200 messages, at least 40 hard negatives, and is balanced-ish", () => {
    expect(LABELLED_MESSAGES.length).toBeGreaterThanOrEqual(200);
    expect(LABELLED_MESSAGES.filter((m) => m.kind === "hard").length).toBeGreaterThanOrEqual(40);
    expect(main.positives / main.total).toBeGreaterThan(0.4);
    expect(main.positives / main.total).toBeLessThan(0.6);
  });

  it("has no message twice across the sets, and every crisis message names a category", () => {
    expect(new Set(ALL.map((m) => m.text.toLowerCase())).size).toBe(ALL.length);
    expect(ALL.filter((m) => m.crisis && !m.category)).toEqual([]);
    expect(ALL.filter((m) => !m.crisis && m.category)).toEqual([]);
  });

  it("reaches a recall of at least 0.95 and a precision of at least 0.9 on the main set", () => {
    expect(main.recall).toBeGreaterThanOrEqual(0.95);
    expect(main.precision).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps a recall of at least 0.95 and a precision of at least 0.9 over all sets together", () => {
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
  });

  it("names the expected category for at least 0.9 of the messages it catches", () => {
    expect(all.categoryAgreement).toBeGreaterThanOrEqual(0.9);
  });
});
