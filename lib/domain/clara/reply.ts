import type { CrisisCategory } from "@/lib/domain/crisis";
import { chooseCombination, countSentences, hash, sentences, type Slot } from "./compose";
import { FEELING_LINES, GENERAL_LINES, HEAVY_CHECKS, SMALL_TALK, URGENT_LINES } from "./content-feelings";
import { SUBJECT_LINES } from "./content-subjects";
import { askedIfSafe, crisisSlots, isCrisisReply } from "./crisis-reply";
import { readMessage, safetyAnswer, type Subject } from "./topics";
import { allowedTopics, fitting, stepFits } from "./relevance";
import { earlierReflection, isFollowUp, reflection } from "./reflect";
import { CLARA_DISCLOSURE } from "@/lib/domain/chat";
import type { ClaraContext, ClaraInput } from "./types";

// Clara's built-in engine (no AI key): a companion, not an echo. Each reply reflects what she
// heard, validates, suggests what fits (a record, a supporter, her roadmap, the emergency
// page) and asks one open question, in two to five short sentences. Crisis language always
// gets the crisis protocol, and nothing else, first. Deterministic for a given conversation.
// A suggestion is made only when it is about what she wrote (relevance.ts): her assessment and
// roadmap are background, never a script. Her first reply in a conversation says what Clara
// is (CLARA_DISCLOSURE).

const MAX_SENTENCES = 5;

const SAFE_NOW = {
  openers: [
    "I'm really glad you're safe right now.",
    "Thank you for letting me know. I'm relieved you're safe for now.",
    "That's good to hear. I'm glad you're safe at the moment.",
  ],
  suggestions: [
    "If anything changes, call 911, and [the emergency page](/emergency) has your emergency contacts and hotlines in one place.",
    "If that changes, please call 911. The National Domestic Violence Hotline (1-800-799-7233) can also help you plan for next time, at any hour.",
  ],
  questions: ["Would you like to talk about what happened?", "How are you feeling now?", "What would help you most right now?"],
};

/** When she answers that she is not safe: 911 first, what to do if she can't talk, stay with her. */
const NOT_SAFE = {
  acknowledge: [
    "I'm so sorry you're not safe right now.",
    "Thank you for telling me. Your safety is what matters most right now.",
    "I'm so sorry. Let's focus on getting you safe.",
  ],
  call: ["Please call 911 now if you can do it safely.", "If you can, call 911 right now.", "Please call 911 as soon as you can do it safely."],
  cantTalk: [
    "If you can't speak, you can text 911 in many areas, or text HOME to 741741. The National Domestic Violence Hotline (1-800-799-7233) and 988 are there too.",
    "If talking isn't safe, texting 911 works in many areas, and you can text HOME to 741741. The National Domestic Violence Hotline is 1-800-799-7233, and 988 takes calls and texts.",
  ],
  move: [
    "If you can, move to a room with a way out, away from the kitchen and anything that could be used as a weapon.",
    "If you can get to a neighbor, a shop or any public place, go there.",
  ],
  closing: [
    "The emergency button on [the emergency page](/emergency) alerts nearby supporters and your emergency contacts, and I'm right here with you.",
    "[The emergency page](/emergency) can alert your emergency contacts, and I'm staying right here with you.",
  ],
};

const AFTERCARE = {
  openers: ["Thank you for staying here with me.", "I'm still here with you.", "Thank you for telling me more."],
  reminders: [
    "If you need it, 911, 988 and the hotline (1-800-799-7233) are there any time.",
    "Remember, you can call 911 in danger, or call or text 988, whenever you need to.",
  ],
};

/** Sentences added one by one when every combination has already been said. */
const FALLBACK = [...GENERAL_LINES.suggestions, "I'm still here with you.", "We can go as slowly as you need.", ...GENERAL_LINES.questions];

const PLACES: readonly Subject[] = ["home", "stalking", "leaving", "children"];

/** She says someone goes through her phone or messages: what she writes down must be kept from them. */
const WATCHED =
  /\b(?:read(?:s|ing)? (?:all )?my (?:messages|texts|phone|e-?mails?|diary|notes)|check(?:s|ing|ed)? my (?:phone|messages|texts|e-?mails?)|(?:go(?:es|ing)?|went|look(?:s|ed|ing)?) through my (?:phone|messages|texts|things|bag)|spy(?:ing)? on my phone|knows? my (?:passcode|password|pin))\b/i;

/** For her, the first thing about keeping a record is where it is kept (never on the phone that is checked). */
const WATCHED_NOTES = [
  "Because your phone is being checked, keep anything you write where they can't get to it, like a notebook kept somewhere safe or an account only you know about.",
  "Since your phone is being checked, notes are safest off it, or in an account only you know about. [Staying safe online](/safety) has more ways to keep them private.",
];

function cleanStep(step: string | undefined): string | null {
  const text = (step ?? "")
    .replace(/[\u0000-\u001f"“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  return text.length > 90 ? `${text.slice(0, 87).trimEnd()}...` : text;
}

/** Her chosen name, if it is a plain name (never something that looks like an address). */
export function cleanName(name: string | null | undefined): string | null {
  const text = (name ?? "")
    .replace(/[\u0000-\u001f<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text || text.length > 40 || /[@/\\]|https?:|www\./i.test(text)) return null;
  return text;
}

function roadmapLines(context: ClaraContext | undefined, fits: (step: string) => boolean): string[] {
  const roadmap = context?.roadmap;
  if (!roadmap) return [];
  const step = cleanStep(roadmap.nextStep);
  if (roadmap.percent >= 100) return fits("") ? ["You've finished every step on your roadmap, which is a real achievement."] : [];
  if (step && !fits(step)) return [];
  if (!step) return [];
  const lines = [
    `The next step on [your roadmap](/roadmap) is “${step}”, if you'd like somewhere to start.`,
    `When you're ready, your next roadmap step is “${step}”.`,
    `One thing you could look at is the next step on your roadmap: “${step}”.`,
  ];
  if (roadmap.percent > 0) lines.push(`You've already done ${Math.round(roadmap.percent)}% of your roadmap, and the next step is “${step}”.`);
  return lines;
}

const mentions = (replies: readonly string[], lines: readonly string[]) => replies.some((reply) => lines.some((line) => reply.includes(line)));

/** Her first reply in a conversation says what Clara is: at its start, or after a crisis reply's first words to her. */
export function withDisclosure(text: string, where: "start" | "second"): string {
  if (text.includes(CLARA_DISCLOSURE)) return text;
  if (where === "start") return `${CLARA_DISCLOSURE}. ${text}`;
  const [first, ...rest] = sentences(text);
  return [first, `${CLARA_DISCLOSURE}.`, ...rest].join(" ");
}

/** The first words of an empty conversation (spec part 2 §2, AI chat empty state), with what Clara is. */
export function claraGreeting(context?: ClaraContext): string {
  const name = cleanName(context?.displayName);
  const parts = [`Hi${name ? ` ${name}` : ""}, ${CLARA_DISCLOSURE}.`, "This is a safe, private space - just for you."];
  const step = cleanStep(context?.roadmap?.nextStep);
  if (context?.urgent) parts.push("If you're ever in danger, call 911, and [the emergency page](/emergency) has help in one place.");
  else if (step && (context?.roadmap?.percent ?? 0) < 100) parts.push(`When you're ready, we can also talk about the next step on your roadmap, “${step}”.`);
  parts.push("What's been happening?");
  return parts.join(" ");
}

/** Picks from the slots; when every combination was said before, adds fallback sentences. */
function say(slots: Slot[], seed: number, previous: readonly string[]): string {
  const choice = chooseCombination(slots, seed, previous);
  if (choice) return choice.text;
  const lastOpening = sentences(previous.at(-1) ?? "")[0] ?? "";
  const base = slots
    .filter((slot): slot is readonly string[] => Boolean(slot?.length))
    .map((pool, i) => {
      const line = pool[seed % pool.length]!;
      // Never open the same way as the last reply.
      return i === 0 && pool.length > 1 && sentences(line)[0] === lastOpening ? pool[(seed + 1) % pool.length]! : line;
    });
  const said = new Set(previous.map((reply) => reply.trim()));
  for (let i = 0; i < FALLBACK.length; i++) {
    const text = [...base.slice(0, -1), FALLBACK[(seed + i) % FALLBACK.length]!, base[base.length - 1]!].join(" ");
    if (!said.has(text)) return text;
  }
  return [...base, ...FALLBACK].join(" ");
}

function crisisReply(message: string, categories: readonly CrisisCategory[], seed: number, previous: readonly string[]): string {
  const slots = crisisSlots(categories);
  // What she wrote, said back right after the acknowledgement, so that she knows she was heard.
  const said = reflection(message, seed, categories[0]);
  const full = say([slots.acknowledge, said ? [said] : null, slots.question, slots.resources, slots.closing], seed, previous);
  // The protocol stays whole; the reflection goes when the reply would run past seven sentences.
  return countSentences(full) <= (previous.length === 0 ? 6 : 7)
    ? full
    : say([slots.acknowledge, slots.question, slots.resources, slots.closing], seed, previous);
}

/** The subject of her recent messages, when this one names none: the conversation's thread. */
function recentSubject(earlier: readonly string[]): Subject | null {
  for (const message of earlier.slice(-3).reverse()) {
    const subject = readMessage(message).subjects.find((s) => s !== "identity" && s !== "privacy" && s !== "plan");
    if (subject) return subject;
  }
  return null;
}

function companionReply(message: string, earlier: readonly string[], seed: number, previous: readonly string[], context: ClaraContext | undefined): string {
  const reading = readMessage(message);
  const recent = previous.slice(-4);
  const first = previous.length === 0;
  // The disclosure takes one of the five sentences of a first reply.
  const maxSentences = first ? MAX_SENTENCES - 1 : MAX_SENTENCES;

  if (reading.subjects[0] === "identity") {
    const lines = SUBJECT_LINES.identity;
    // A first reply opens with the disclosure, which already answers who she is talking to.
    return say([first ? null : lines.openers, lines.suggestions, lines.questions], seed, previous);
  }
  // Small talk gets small talk back: no roadmap step, no feature.
  if (reading.smallTalk === "greeting") return say([SMALL_TALK.greeting, SMALL_TALK.greetingQuestions], seed, previous);
  if (reading.smallTalk === "thanks") return say([SMALL_TALK.thanks, SMALL_TALK.thanksQuestions], seed, previous);
  if (reading.smallTalk === "checkin") return say([SMALL_TALK.checkin, SMALL_TALK.greetingQuestions], seed, previous);
  if (reading.smallTalk === "good") return say([SMALL_TALK.good, SMALL_TALK.goodQuestions], seed, previous);
  if (reading.smallTalk === "goodbye") return say([SMALL_TALK.goodbye, SMALL_TALK.goodbyeSafety], seed, previous);
  const nearCrisis = previous.slice(-2).some(isCrisisReply);
  // Just after the crisis protocol, "ok" gets the aftercare reply below, with its reminder of the numbers.
  if (reading.smallTalk === "ack" && !nearCrisis) return say([SMALL_TALK.ack, SMALL_TALK.ackQuestions], seed, previous);

  const named = reading.subjects[0] ?? null;
  // What she names now, else, for a short follow-up ("what should I do?"), the thread of what
  // she wrote before; never her assessment alone, and never an earlier topic for a new one.
  const followUp = isFollowUp(message);
  const subject = named ?? (reading.feelings.length || !followUp ? null : recentSubject(earlier));
  const threadReading = subject && !named ? { ...reading, subjects: [subject] } : reading;
  const feeling = reading.feelings[0] ?? null;
  const subjectLines = subject ? SUBJECT_LINES[subject] : null;
  const situation = { message, reading: threadReading, caseType: context?.caseType, urgent: context?.urgent };
  const allowed = allowedTopics(situation);

  const afterCrisis = isCrisisReply(previous.at(-1) ?? "");
  const opener: Slot = feeling ? FEELING_LINES[feeling].openers : afterCrisis ? AFTERCARE.openers : named ? subjectLines!.openers : GENERAL_LINES.openers;

  const roadmap = roadmapLines(context, (step) => (step ? stepFits(step, situation, allowed) : reading.subjects.includes("plan")));
  const wantRoadmap = roadmap.length > 0 && !mentions(previous.slice(-3), roadmap);
  const roadmapSlot: Slot = wantRoadmap ? roadmap : null;

  // What she names now leads; a feeling alone gets what helps with it; otherwise the thread of
  // the conversation; with nothing to go on, reflection and an open question.
  const pool = named ? subjectLines!.suggestions : feeling ? FEELING_LINES[feeling].suggestions : (subjectLines?.suggestions ?? GENERAL_LINES.suggestions);
  const suggestions = fitting(pool, allowed).filter((line) => (context?.roadmap && !roadmapSlot ? true : !line.includes("/roadmap")));
  // Someone checks her phone (now or earlier in this conversation): where to keep notes comes first.
  const watched = WATCHED.test(message) || earlier.some((line) => WATCHED.test(line));
  const suggestionSlot: Slot = watched ? WATCHED_NOTES : suggestions.length ? suggestions : GENERAL_LINES.suggestions;

  const wantUrgent =
    Boolean(context?.urgent) &&
    allowed.has("emergency") &&
    !mentions(recent, URGENT_LINES) &&
    ((subject !== null && PLACES.includes(subject)) || feeling === "fear");
  const urgentSlot: Slot = wantUrgent ? URGENT_LINES : null;

  const wantHeavy = reading.heavy && !mentions(recent, HEAVY_CHECKS);
  const heavySlot: Slot = wantHeavy ? HEAVY_CHECKS : null;
  const reminderSlot: Slot = nearCrisis && !heavySlot ? AFTERCARE.reminders : null;

  const question: Slot = heavySlot
    ? null
    : named
      ? subjectLines!.questions
      : feeling
        ? FEELING_LINES[feeling].questions
        : subjectLines
          ? subjectLines.questions
          : GENERAL_LINES.questions;

  // What she wrote, said back (reflect.ts); for a short follow-up, what she said before.
  const own = reflection(message, seed);
  const said = followUp && (!own || own.startsWith("You're asking")) ? (earlierReflection(earlier, seed) ?? own) : own;
  const reflectionSlot: Slot = said ? [said] : null;

  // Longest first; the least needed parts go when the reply runs past five sentences.
  // When her words are said back (which validates too), the general opener is the first to go.
  const parts: { slot: Slot; drop: number }[] = [
    { slot: opener, drop: reflectionSlot ? 1 : 99 },
    { slot: reflectionSlot, drop: 97 },
    // Where to keep notes from whoever checks her phone is kept to the last.
    { slot: suggestionSlot, drop: watched ? 96 : 2 },
    // Her next step is offered only when it is about what she wrote: it outlasts the general suggestion.
    { slot: roadmapSlot, drop: 5 },
    { slot: urgentSlot, drop: 3 },
    { slot: reminderSlot, drop: 4 },
    { slot: heavySlot, drop: 99 },
    { slot: question, drop: 98 },
  ];
  let active = parts.filter((part) => part.slot && part.slot.length);
  let text = say(
    active.map((part) => part.slot),
    seed,
    previous,
  );
  while (countSentences(text) > maxSentences) {
    const droppable = active.filter((part) => part.drop < 90).sort((a, b) => a.drop - b.drop)[0];
    if (!droppable) break;
    active = active.filter((part) => part !== droppable);
    text = say(
      active.map((part) => part.slot),
      seed,
      previous,
    );
  }
  return text;
}

/**
 * Clara's reply to her latest message. Crisis language (from lib/domain/crisis) always gets
 * the crisis protocol first; an answer of "no" to "Are you safe right now?" gets it too.
 */
export function claraReply(input: ClaraInput): string {
  const { message, history, crisis, context } = input;
  const previous = history.filter((turn) => turn.role === "assistant").map((turn) => turn.content);
  const text = (message ?? "").trim();
  if (!text && previous.length === 0) return claraGreeting(context);
  const seed = hash(`${text.toLowerCase()}|${previous.length}|${history.length}`);
  const first = previous.length === 0;

  // Her answer to "are you safe right now?" comes first: asking it again would not help her.
  const last = previous.at(-1) ?? "";
  const answer = askedIfSafe(last) || isCrisisReply(last) ? safetyAnswer(text) : null;
  if (answer === "no") return say([NOT_SAFE.acknowledge, NOT_SAFE.call, NOT_SAFE.cantTalk, NOT_SAFE.move, NOT_SAFE.closing], seed, previous);
  // In a crisis her first words from Clara acknowledge her; what Clara is comes right after.
  if (crisis.hasCrisisLanguage) {
    const reply = crisisReply(text, crisis.categories, seed, previous);
    return first ? withDisclosure(reply, "second") : reply;
  }
  if (answer === "yes") return say([SAFE_NOW.openers, SAFE_NOW.suggestions, SAFE_NOW.questions], seed, previous);
  const earlier = history.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const reply = companionReply(text, earlier, seed, previous, context);
  // A greeting stays first ("Hello."), then what Clara is.
  return first ? withDisclosure(reply, /^(?:hi|hello)\b/i.test(reply) ? "second" : "start") : reply;
}
