// Which parts of a chat message become links (issue 14 "Crisis resources fit the crisis").
// Pure: app/(app)/chat/message-content.tsx renders the segments.
//
// - Clara (the built-in engine and the model) names Haven's pages as `[the emergency page](/emergency)`
//   (her roadmap, the Supporters page, the emergency page, her journal, Staying safe online);
//   only the allow-listed paths become in-app links, with her words as the link text. Any other
//   target (a web address, a path we do not know) shows her words alone, never the target.
//   Older replies wrote "the emergency page (/emergency)": those read the same way, with no raw path.
// - The crisis numbers (911, 988, the National Domestic Violence Hotline, the Crisis Text Line)
//   become tel: and sms: links, in Clara's messages and in a supporter's. Only these known
//   numbers: the link always goes exactly where its text says.
// - Nothing else changes: a supporter's text is shown as written (a path or a bracket stays text).

export const HAVEN_PATHS = ["/roadmap", "/supporters", "/emergency", "/journal", "/safety"] as const;
export type HavenPath = (typeof HAVEN_PATHS)[number];

/** The words used when a bare path has none around it. */
export const HAVEN_PATH_LABELS: Record<HavenPath, string> = {
  "/roadmap": "your roadmap",
  "/supporters": "the Supporters page",
  "/emergency": "the emergency page",
  "/journal": "your journal",
  "/safety": "Staying safe online",
};

export type MessageSegment =
  | { kind: "text"; text: string }
  /** An in-app page. */
  | { kind: "page"; text: string; href: HavenPath }
  /** A tel: or sms: link; `label` says what tapping it does (and contains its words, for voice control). */
  | { kind: "phone"; text: string; href: string; label: string };

export type MessageAuthor = "clara" | "supporter" | "person";

const isHavenPath = (path: string): path is HavenPath => (HAVEN_PATHS as readonly string[]).includes(path);

const MARKDOWN_LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{0,300})\)/g;
// "the emergency page (/emergency)", "(/roadmap)" or a bare "/supporters".
const LEGACY_PATH = /\s?\((\/(?:roadmap|supporters|emergency))\)|(?<![\w/.])(\/(?:roadmap|supporters|emergency))(?![\w/-])/g;
/** Words before a legacy "(/path)" that name the page: they become the link. */
const NAMED_BEFORE: Record<HavenPath, RegExp> = {
  "/emergency": /(emergency (?:page|button))$/i,
  "/supporters": /((?:Supporters page|a supporter who has heard it all before|supporters?))$/i,
  "/roadmap": /(roadmap)$/i,
  "/journal": /(journal)$/i,
  "/safety": /(Staying safe online)$/i,
};

const HOTLINE_TEL = "tel:18007997233";
const TEXT_LINE_SMS = "sms:741741?body=HOME";

// Longest first: "text HOME to 741741" before "741741", "call or text 988" before "988".
const PHONE =
  /\b(?:text(?:ing)?|txt) HOME to 741741\b|\bcall or text (?:988|911)(?![\w-])|\btext(?:ing)? (?:or call )?(?:988|911)(?![\w-])|(?<![\w-])(?:1[-. ])?\(?800\)?[-. ]799[-. ]7233(?![\w-])|(?<![\w-])(?:911|988|741741)(?![\w-])/gi;

function phoneSegments(text: string): MessageSegment[] {
  const out: MessageSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(PHONE)) {
    const found = match[0];
    const index = match.index!;
    if (index > at) out.push({ kind: "text", text: text.slice(at, index) });
    at = index + found.length;
    const lower = found.toLowerCase();
    const number = /911/.test(found) ? "911" : "988";
    if (lower.includes("741741")) {
      out.push({
        kind: "phone",
        text: found,
        href: lower.includes("home") ? TEXT_LINE_SMS : "sms:741741",
        label: lower.includes("home") ? "Text HOME to 741741" : "Text 741741",
      });
    } else if (/7233/.test(found)) {
      out.push({ kind: "phone", text: found, href: HOTLINE_TEL, label: `Call ${found}` });
    } else if (lower.startsWith("call or text")) {
      // Two links in her words: "call" rings the number, "text 988" opens a text to it.
      const split = found.search(/text/i);
      out.push({ kind: "phone", text: found.slice(0, 4), href: `tel:${number}`, label: `Call ${number}` });
      out.push({ kind: "text", text: found.slice(4, split) });
      out.push({ kind: "phone", text: found.slice(split), href: `sms:${number}`, label: `Text ${number}` });
    } else if (lower.startsWith("text")) {
      out.push({ kind: "phone", text: found, href: `sms:${number}`, label: `Text ${number}` });
    } else {
      out.push({ kind: "phone", text: found, href: `tel:${number}`, label: `Call ${number}` });
    }
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/** Legacy "(/path)" and bare paths in Clara's own words, as in-app links with words. */
function pathSegments(text: string): MessageSegment[] {
  const out: MessageSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(LEGACY_PATH)) {
    const path = (match[1] ?? match[2]) as HavenPath;
    let before = text.slice(at, match.index!);
    const named = match[1] ? NAMED_BEFORE[path].exec(before) : null;
    if (named) {
      before = before.slice(0, before.length - named[1]!.length);
      if (before) out.push({ kind: "text", text: before });
      out.push({ kind: "page", text: named[1]!, href: path });
    } else {
      if (before) out.push({ kind: "text", text: before });
      out.push({ kind: "text", text: match[1] ? " (" : "" });
      out.push({ kind: "page", text: HAVEN_PATH_LABELS[path], href: path });
      if (match[1]) out.push({ kind: "text", text: ")" });
    }
    at = match.index! + match[0].length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out.filter((segment) => segment.kind !== "text" || segment.text);
}

/** Clara's markup: `[words](/path)` links for allow-listed paths; her words alone for anything else. */
function claraSegments(content: string): MessageSegment[] {
  const out: MessageSegment[] = [];
  let at = 0;
  const plain = (text: string) => {
    for (const segment of pathSegments(text)) out.push(...(segment.kind === "text" ? phoneSegments(segment.text) : [segment]));
  };
  for (const match of content.matchAll(MARKDOWN_LINK)) {
    plain(content.slice(at, match.index!));
    const [, words, target] = match;
    if (isHavenPath(target!)) out.push({ kind: "page", text: words!, href: target });
    else plain(words!);
    at = match.index! + match[0].length;
  }
  plain(content.slice(at));
  return out;
}

/**
 * A half-written link at the end of a reply still streaming in: her words so far, without
 * the brackets and the target (the whole link is drawn once it has arrived).
 */
export function withoutPartialLink(content: string): string {
  return content.replace(/\[([^\]\n]{0,120})(?:\]\(?[^)\s]{0,300})?$/, "$1");
}

/** The message as text and link segments, for who wrote it. */
export function messageSegments(content: string, author: MessageAuthor, options: { streaming?: boolean } = {}): MessageSegment[] {
  if (author === "person") return [{ kind: "text", text: content }];
  if (author === "supporter") return phoneSegments(content);
  return claraSegments(options.streaming ? withoutPartialLink(content) : content);
}

/** The message as it reads on screen (links as their words): for tests and previews. */
export function messageText(content: string, author: MessageAuthor): string {
  return messageSegments(content, author)
    .map((segment) => segment.text)
    .join("");
}
