// Initials for a supporter's avatar: first and last name, without honorifics
// ("Dr. Maya Chen" → "MC", "Rosa" → "RO"), so two doctors don't both show "DR".

const HONORIFICS = new Set(["dr", "mr", "mrs", "ms", "mx", "miss", "prof", "rev", "sr", "jr"]);

export function supporterInitials(name: string | null | undefined): string {
  const words = (name ?? "")
    .split(/\s+/)
    .map((w) => Array.from(w).filter((c) => /[\p{L}\p{N}]/u.test(c)).join(""))
    .filter(Boolean);
  const named = words.filter((w) => !HONORIFICS.has(w.toLowerCase()));
  const use = named.length ? named : words;
  if (use.length === 0) return "?";
  if (use.length === 1) return Array.from(use[0]!).slice(0, 2).join("").toUpperCase();
  return (Array.from(use[0]!)[0]! + Array.from(use[use.length - 1]!)[0]!).toUpperCase();
}
