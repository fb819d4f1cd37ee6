// Support mode is "an anonymous support-taker view" (spec part 1 §4): a supporter who switches
// to it is greeted by an alias, never by the name she helps others under. The alias is derived
// from her account id, so it is the same on every visit and says nothing about her. Pure.

/** `User_` and four digits (1000–9999), like a support taker's own alias (spec part 1 §5). */
export function supportModeAlias(userId: string): string {
  // FNV-1a over the id: stable, evenly spread, no I/O.
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `User_${1000 + (hash % 9000)}`;
}

/** The name the support-taker dashboard greets with. */
export function greetingName(mode: "normal" | "support_mode", userId: string, displayName: string | null): string | null {
  if (mode === "support_mode") return supportModeAlias(userId);
  return displayName?.trim() || null;
}
