import { HAVEN_PATHS } from "@/lib/domain/chat/message-links";
import { RESOURCE_URL_ALLOWLIST } from "@/lib/domain/roadmap/content/allowlist";

// The model's reply is checked before she sees it (issue 15 "Clara's model output is checked").
// A reply that asks for details that could identify her or the people around her (address,
// where she lives or works, her employer, a full name, a phone number, an e-mail…), or that
// links anywhere outside Haven's three pages and the roadmap's allow-listed organisations, is
// not shown: the built-in engine answers instead. Pure, so it runs on every streamed sentence.

export type ModelReplyProblem = "asks-identifying-details" | "link-outside-allow-list";

/** Details that could identify her, where she is, or the people in her story. */
const DETAIL = [
  /\b(?:your|her|his|their|the abuser'?s|the person'?s)\s+(?:(?:home|street|exact|current|physical|postal|mailing|e-?mail|work|office|new)\s+)?address(?:es)?\b/i,
  /\bwhere (?:you|she|he|they|your \w+) (?:live|lives|living|stay|stays|staying|work|works|working|sleep|sleeps)\b/i,
  /\bwhere (?:you|he|she|they|your \w+)(?:'re|’re| are| is|'s|’s) (?:living|staying|working|located|based|hiding)\b/i,
  /\b(?:your|her|his|their) (?:current |exact |precise )?(?:location|whereabouts|neighbou?rhood|street|zip ?code|post ?code|postcode)\b/i,
  /\b(?:name|address|location) of (?:your|the|his|her|their) (?:workplace|employer|company|office|firm|organi[sz]ation|school|street|building|neighbou?rhood|shelter|abuser|partner|husband|boyfriend|ex|boss|manager|supervisor|colleague|coworker)\b/i,
  /\bwho (?:you|he|she|they) works? for\b/i,
  /\b(?:your|her|his|their) (?:workplace|employer|company|boss|manager|partner|husband|boyfriend|ex|abuser)(?:'s|’s) (?:full |real |last |first )?name\b/i,
  /\b(?:your|her|his|their) (?:(?:full|real|legal|last|first|maiden|sur|family|given) ?)?name\b/i,
  /\bname of (?:the person|the man|the woman|the people|whoever|the one)\b/i,
  /\b(?:your|her|his|their) (?:(?:phone|mobile|cell|cellphone|telephone|home phone|work phone) number|number)\b/i,
  /\b(?:your|her|his|their) e-?mail\b/i,
  /\b(?:date of birth|birth ?date|social security|ssn|passport number|licen[cs]e plate|plate number|licen[cs]e number|bank account)\b/i,
];

/** Words that ask her to give something; a detail after them in the sentence is being asked for. */
const ASK =
  /\b(?:tell me|share|give me|send me|send|let me know|provide|type|write down|enter|confirm|post|message me|i need|i'll need|i will need|i would need|i'd need|i'd like|i would like|(?:may|can|could|might) i (?:have|ask|know|get|take)|mind sharing|what(?:'s|’s| is| was| are)|which)\b/i;

/** Questions that ask for a place or a name outright. */
const DIRECT_QUESTION = [
  /\bwhere (?:do|does|did) (?:you|he|she|they|your \w+)\b[^.?!]{0,20}\b(?:live|stay|work|sleep)\b/i,
  /\bwho (?:do|does|did) (?:you|he|she|they) work for\b/i,
  /\b(?:which|what) (?:company|employer|firm|organi[sz]ation|business|workplace|street|neighbou?rhood|building|address)\b[^.?!]{0,40}\b(?:you|he|she|they)\b/i,
  /\bwhat(?:'s|’s| is) (?:he|she|they) called\b/i,
];

/** Words that make the sentence say she need not (or must not) share it. */
const NEGATION =
  /\b(?:don'?t|don’t|do not|never|no need|needn'?t|without|won'?t|won’t|shouldn'?t|shouldn’t|not (?:need|have|required|ask|share|give|tell)|not necessary|avoid|rather not|no one needs|nobody needs)\b/i;

/** Markdown links `[words](target)`. */
const MARKDOWN_LINK = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;
/** A web address written out: a scheme, a www., an e-mail address, or a host with a common top-level domain. */
const WEB_ADDRESS =
  /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>()\]]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[a-z0-9-]+\.)+(?:com|org|net|gov|edu|io|co|uk|us|info|app|me|ly|link|xyz|site|online|ru|cn|biz|tk|ml|ga|gq|cf|top|club|live|page|ai|dev|to|gg|tv|cc|ws|de|fr|ca|au|in)\b(?:\/[^\s<>()\]]*)?/gi;

const ALLOWED_HOSTS = new Set(RESOURCE_URL_ALLOWLIST.map((url) => new URL(url).hostname.replace(/^www\./, "")));

function allowedWebAddress(found: string): boolean {
  if (found.includes("@") && !/^https?:/i.test(found)) return false;
  const withScheme = /^[a-z]+:\/\//i.test(found) ? found : `https://${found}`;
  try {
    const url = new URL(withScheme.replace(/[.,;:!?'"’”]+$/, ""));
    return url.protocol === "https:" && !url.username && !url.password && ALLOWED_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ""));
  } catch {
    return false;
  }
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\n+/).filter((s) => s.trim());
}

function asksIdentifyingDetails(text: string): boolean {
  return sentences(text).some((sentence) => {
    // "You never have to tell me your name": words before the request say she need not.
    const negatedBefore = (index: number) => NEGATION.test(sentence.slice(0, index));
    for (const question of DIRECT_QUESTION) {
      const match = question.exec(sentence);
      if (match && !negatedBefore(match.index)) return true;
    }
    const ask = ASK.exec(sentence);
    if (!ask || negatedBefore(ask.index)) return false;
    const rest = sentence.slice(ask.index);
    return DETAIL.some((detail) => detail.test(rest));
  });
}

function linksOutsideAllowList(text: string): boolean {
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    if (!(HAVEN_PATHS as readonly string[]).includes(match[2]!) && !allowedWebAddress(match[2]!)) return true;
  }
  const withoutHavenLinks = text.replace(MARKDOWN_LINK, (whole, words: string, target: string) =>
    (HAVEN_PATHS as readonly string[]).includes(target) ? words : whole,
  );
  for (const match of withoutHavenLinks.matchAll(WEB_ADDRESS)) {
    if (!allowedWebAddress(match[0])) return true;
  }
  return false;
}

/** Why the model's reply must not be shown, or null when it may. */
export function modelReplyProblem(text: string): ModelReplyProblem | null {
  if (linksOutsideAllowList(text)) return "link-outside-allow-list";
  if (asksIdentifyingDetails(text)) return "asks-identifying-details";
  return null;
}

/**
 * How much of a reply still streaming in may be checked and shown now: up to the end of its
 * last whole sentence (a request or a link is judged whole, never half-written).
 */
export function checkableLength(text: string): number {
  const ends = [...text.matchAll(/[.!?…](?:["'’”)\]]*)\s+|\n+/g)].map((match) => match.index! + match[0].length);
  let end = ends.at(-1) ?? 0;
  // An unfinished markdown link is never cut: its target is judged once it has arrived.
  const open = text.lastIndexOf("[", end - 1);
  if (open >= 0 && !/\]\([^)\s]*\)/.test(text.slice(open, end))) end = ends.filter((e) => e <= open).at(-1) ?? 0;
  return end;
}
