// Paragraphs in lib/content may link with [label](/path). Only site paths, anchors and mailto:/tel:
// links are recognised: our pages never link to a third-party site (ARCHITECTURE.md §7).

export type InlinePart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

// "/" but never "//" (a protocol-relative address is another site).
const LINK = /\[([^\]]+)\]\(((?:\/(?![\/\\])|#|tel:|mailto:)[^)\s]*)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: "text", text: source.slice(last, index) });
    parts.push({ type: "link", text: match[1], href: match[2] });
    last = index + match[0].length;
  }
  if (last < source.length) parts.push({ type: "text", text: source.slice(last) });
  return parts;
}

/** The text as read aloud or counted, without link markup. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((p) => p.text)
    .join("");
}
