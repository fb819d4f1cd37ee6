// How Clara picks her words without ever saying the same thing twice in a conversation, and
// without randomness: the choice is seeded from the message and the length of the
// conversation, so the same conversation always gets the same reply (and tests can rely on
// it), while similar messages later in a conversation get different ones.

/** FNV-1a: a small, stable string hash. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Sentences, split after . ? or ! followed by a space and a capital, a quote or the end. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+(?=[A-Z“"(\[])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const countSentences = (text: string) => sentences(text).length;

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** One slot of a reply: a pool to choose from, or nothing. */
export type Slot = readonly string[] | null;

export interface Choice {
  text: string;
  /** How much of it she has already heard (0: nothing). */
  reuse: number;
}

/**
 * Tries combinations of the slots in a seeded order and keeps the one she has heard least of:
 * never a whole reply she has already had, and as few repeated sentences as possible, the
 * last few replies counting most. Returns null only when every combination was already used.
 */
export function chooseCombination(slots: Slot[], seed: number, previous: readonly string[], maxTries = 240): Choice | null {
  const pools = slots.filter((slot): slot is readonly string[] => Boolean(slot && slot.length));
  if (!pools.length) return null;
  const said = new Set(previous.map(squash));
  const weight = new Map<string, number>();
  previous.forEach((reply, index) => {
    const recency = previous.length - index <= 3 ? 4 : 1;
    for (const sentence of sentences(reply)) weight.set(squash(sentence), (weight.get(squash(sentence)) ?? 0) + recency);
  });
  const lastReply = previous.at(-1);
  const lastOpening = lastReply ? squash(sentences(lastReply)[0] ?? "") : null;
  const offsets = pools.map((pool, i) => hash(`${seed}:${i}`) % pool.length);
  const total = pools.reduce((product, pool) => Math.min(product * pool.length, maxTries), 1);
  let best: Choice | null = null;
  for (let k = 0; k < total; k++) {
    let rest = k;
    const parts = pools.map((pool, i) => {
      const digit = rest % pool.length;
      rest = Math.floor(rest / pool.length);
      return pool[(offsets[i]! + digit) % pool.length]!;
    });
    const text = parts.join(" ");
    if (said.has(squash(text))) continue;
    // Opening the same way as the last reply counts most of all.
    const sameOpening = lastOpening !== null && squash(sentences(parts[0]!)[0] ?? "") === lastOpening ? 100 : 0;
    const reuse = sameOpening + sentences(text).reduce((sum, sentence) => sum + (weight.get(squash(sentence)) ?? 0), 0);
    if (!best || reuse < best.reuse) best = { text, reuse };
    if (reuse === 0) break;
  }
  return best;
}
