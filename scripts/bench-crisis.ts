// Time per message of the crisis detector (issue 21): 1,000 messages drawn from the labelled
// corpus (every message, then again from the start, each made unique by a varied lead-in), three
// warm-up passes, then each message timed on its own. Prints mean, p50, p95, p99 and max in ms.
// Run: npm run bench:crisis
import { detectCrisis } from "../lib/domain/crisis";
import { CORPUS } from "../tests/unit/domain/crisis/corpus";
import { reportFigure } from "./bench/figures";

const LEADS = ["", "Hi Clara. ", "Sorry, it's late. ", "I don't know how to say this. ", "ok so "];
const messages = Array.from({ length: 1000 }, (_, i) => `${LEADS[Math.floor(i / CORPUS.length) % LEADS.length]}${CORPUS[i % CORPUS.length]!.text}`);

// Three warm-up passes: V8 compiles each regular expression lazily and tiers it up after use.
for (let pass = 0; pass < 3; pass++) for (const text of messages) detectCrisis(text);
const times = messages.map((text) => {
  const start = process.hrtime.bigint();
  detectCrisis(text);
  return Number(process.hrtime.bigint() - start) / 1e6;
});
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const mean = times.reduce((a, b) => a + b, 0) / times.length;
reportFigure({ key: "crisis.detect.p95", value: at(0.95), unit: "ms", label: `crisis detector per message p95 (${times.length})` });
console.log(
  `crisis detector, ${times.length} messages: mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
);
