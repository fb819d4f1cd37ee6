import { detectCrisis } from "@/lib/domain/crisis";
import weights from "@/lib/domain/crisis/model/weights.json";
import { CORPUS, FIRST_RUNS, HELD_OUT, type CorpusSource, type LabelledMessage } from "./corpus";

// Recall and precision of the crisis detector over its one labelled corpus (corpus.ts), by
// source and together. The first-run figures of each sealed set, measured before any change
// was made for it, are in docs/crisis-evaluation.md; the floors asserted here keep every later
// revision from losing what the earlier ones caught.

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

const SOURCES = [...new Set(CORPUS.map((m) => m.source))] as CorpusSource[];
const bySource = (source: CorpusSource) => CORPUS.filter((m) => m.source === source);

function report(name: string, f: Figures): string {
  return [
    `${name}: ${f.total} messages (${f.positives} crisis, ${f.total - f.positives} not) — TP ${f.tp} FN ${f.fn.length} FP ${f.fp.length} — recall ${f.recall.toFixed(3)}, precision ${f.precision.toFixed(3)}, expected category ${f.categoryAgreement.toFixed(3)}`,
    ...f.fn.map((m) => `    missed: ${m.text}`),
    ...f.fp.map((m) => `    false alarm: ${m.item.text} [${m.matches.join(" | ")}]`),
  ].join("\n");
}

describe("crisis detection over the labelled corpus", () => {
  const all = measure(CORPUS);

  beforeAll(() => {
    const lines = SOURCES.map((source) => report(source, measure(bySource(source))));
    lines.push(report("whole corpus", all));
    console.log(lines.join("\n"));
  });

  it("every message has a source, none appears twice, and every crisis message names a category", () => {
    expect(CORPUS.filter((m) => !m.source)).toEqual([]);
    expect(new Set(CORPUS.map((m) => m.text.toLowerCase().trim())).size).toBe(CORPUS.length);
    expect(CORPUS.filter((m) => m.crisis && !m.category)).toEqual([]);
    expect(CORPUS.filter((m) => !m.crisis && m.category)).toEqual([]);
  });

  it("every sealed set has at least 100 messages, about half of them crisis, with hard negatives", () => {
    for (const source of SOURCES.filter((s) => s.startsWith("sealed-"))) {
      const set = bySource(source);
      expect(set.length).toBeGreaterThanOrEqual(100);
      const share = set.filter((m) => m.crisis).length / set.length;
      expect(share).toBeGreaterThan(0.4);
      expect(share).toBeLessThan(0.6);
      expect(set.filter((m) => m.kind === "hard").length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(SOURCES.filter((s) => !FIRST_RUNS[s]))("keeps a recall of at least 0.95 and a precision of at least 0.9 on %s", (source) => {
    const f = measure(bySource(source));
    expect(f.recall).toBeGreaterThanOrEqual(0.95);
    expect(f.precision).toBeGreaterThanOrEqual(0.9);
  });

  it.each(SOURCES.filter((s) => FIRST_RUNS[s]))("does no worse on %s than its recorded first run", (source) => {
    const f = measure(bySource(source));
    expect(f.recall).toBeGreaterThanOrEqual(FIRST_RUNS[source]!.recall - 1e-9);
    expect(f.precision).toBeGreaterThanOrEqual(FIRST_RUNS[source]!.precision - 1e-9);
  });

  it("keeps a recall of at least 0.95 and a precision of at least 0.9 over the whole corpus", () => {
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
  });

  it("the model was trained without the held-out sets", () => {
    for (const source of HELD_OUT) expect(weights.trainedOn.excluded).toContain(source);
  });

  it("names the expected category for at least 0.9 of the messages it catches", () => {
    expect(all.categoryAgreement).toBeGreaterThanOrEqual(0.9);
  });
});
