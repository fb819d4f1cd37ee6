// Initials for an avatar without a picture: one rule everywhere (the directory, chat, the
// account menu), so the same person always shows the same letters. First and last name
// without honorifics ("Dr. Maya Chen" → "MC", so two doctors don't both show "DR"); one word
// gives its first two letters ("Rosa" → "RO"); an e-mail address counts by its local part
// ("jane@x.org" → "JA"). Only letters and digits count. Pure.

const HONORIFICS = new Set(["dr", "mr", "mrs", "ms", "mx", "miss", "prof", "rev", "sr", "jr"]);

export function initials(nameOrEmail: string | null | undefined, fallback = "?"): string {
  const source = (nameOrEmail ?? "").trim();
  const at = source.indexOf("@");
  const name = at > 0 ? source.slice(0, at) : source;
  const words = name
    .split(/\s+/)
    .map((w) =>
      Array.from(w)
        .filter((c) => /[\p{L}\p{N}]/u.test(c))
        .join(""),
    )
    .filter(Boolean);
  const named = words.filter((w) => !HONORIFICS.has(w.toLowerCase()));
  const use = named.length ? named : words;
  if (use.length === 0) return fallback;
  if (use.length === 1) return Array.from(use[0]!).slice(0, 2).join("").toUpperCase();
  return (Array.from(use[0]!)[0]! + Array.from(use[use.length - 1]!)[0]!).toUpperCase();
}
