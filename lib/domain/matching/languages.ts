// Her preferred languages, read from the browser's Accept-Language header (sent to Haven only,
// nothing stored), as the English names supporters list ("Spanish"), most preferred first.

const names = new Intl.DisplayNames(["en"], { type: "language" });

export const MAX_LANGUAGES = 5;

export function languagesFromHeader(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const out: string[] = [];
  for (const { tag } of ranked) {
    const base = tag.split("-")[0]!.toLowerCase();
    if (!/^[a-z]{2,3}$/.test(base)) continue;
    let name: string | undefined;
    try {
      name = names.of(base);
    } catch {
      continue;
    }
    if (name && name !== base && !out.includes(name)) out.push(name);
    if (out.length === MAX_LANGUAGES) break;
  }
  return out;
}
