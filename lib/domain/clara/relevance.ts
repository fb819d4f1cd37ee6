import type { Reading, Subject } from "./topics";

// Clara answers what was said (issue 14 "Clara says what she is, and answers what was said").
// Her assessment and roadmap are background: a line that brings up police, courts, HR, a
// shelter, injuries or the emergency page is used only when her message is about it, or her
// assessment's situation makes it fit AND her message touches that situation. Her next roadmap
// step is named only when it is about what she wrote (or she asked what to do next).

/** What a line of Clara's may bring up that would be out of place in a reply to an unrelated message. */
export type LineTopic = "medical" | "police" | "legal" | "hr" | "leaving" | "dv_hotline" | "safety_plan" | "emergency";

const LINE_TOPICS: Record<LineTopic, RegExp> = {
  medical: /medical|injur|doctor|hospital|\bchok|strangl|bruis|health check/i,
  police: /\bpolice\b|\bcops?\b|\breport(?:ing|ed)?\b|press charges/i,
  legal: /\bcourts?\b|\blegal\b|lawyer|attorney|advocate|judge|restraining|protective order|protection order|custody/i,
  hr: /\bHR\b|human resources/,
  leaving: /\bleav(?:e|ing) (?:him|her|them|home)|time around leaving|shelter|bag ready|go-?bag|somewhere to stay|housing/i,
  dv_hotline: /Domestic Violence Hotline|1-800-799-7233/i,
  safety_plan: /safety plan/i,
  emergency: /\/emergency|emergency page|emergency contacts|\b911\b/i,
};

/** The out-of-place-when-unrelated topics a line brings up. */
export function lineTopics(line: string): LineTopic[] {
  return (Object.keys(LINE_TOPICS) as LineTopic[]).filter((topic) => LINE_TOPICS[topic].test(line));
}

/** Physical harm done to her: the only reason to bring up injuries or a medical check. */
const PHYSICAL_HARM =
  /\b(?:hit|hits|hitting|punch(?:ed|es)?|slap(?:ped|s)?|kick(?:ed|s)?|chok(?:e|ed|es|ing)|strangl\w*|push(?:ed|es)? me|shov(?:e|ed)|grab(?:bed|s)? me|beat(?:s|en)? me|hurt (?:me|my)|hurts me|injur\w*|bruis\w*|bleed\w*|bled|black eye|threw (?:me|something|things)|physical(?:ly)?|attack(?:ed|s)? me)\b/i;

/** Words that put her safety in the picture (not crisis language: that gets the protocol). */
const SAFETY =
  /\b(?:follow(?:s|ed|ing)? me|show(?:s|ed|ing)? up|turn(?:s|ed)? up|outside my|track(?:s|ed|ing)? (?:me|my)|my location|gps|airtag|stalk\w*|unsafe|not safe|danger\w*|threat\w*|threaten\w*|hurt|hit|weapon|abus\w*)\b/i;

const REPORTING = /\b(?:report|police|cops?|press charges|crime|arrest)\b/i;

const HOME_SIDE: readonly Subject[] = ["home", "leaving", "children"];
const DANGER_CASES = ["domestic_abuse", "stalking", "online_harassment"];

export interface Situation {
  message: string;
  reading: Reading;
  caseType?: string | null;
  urgent?: boolean;
}

/** The topics Clara may bring up in this reply. */
export function allowedTopics({ message, reading, caseType, urgent }: Situation): Set<LineTopic> {
  const subjects = new Set(reading.subjects);
  // Fear of a presentation or an exam is not fear for her safety.
  const fear = reading.feelings.includes("fear") && !reading.feelings.includes("stressed") && !subjects.has("work");
  const homeSide = HOME_SIDE.some((s) => subjects.has(s));
  const safety = SAFETY.test(message) || fear;
  const allowed = new Set<LineTopic>();
  if (PHYSICAL_HARM.test(message)) allowed.add("medical");
  if (subjects.has("police") || REPORTING.test(message)) allowed.add("police");
  if (subjects.has("legal")) allowed.add("legal");
  if (subjects.has("work")) allowed.add("hr");
  if (subjects.has("leaving") || (caseType === "domestic_abuse" && homeSide && safety)) allowed.add("leaving");
  // Her partner, her home or her children: the hotline and a safety plan are about that.
  if (homeSide || (caseType === "domestic_abuse" && (safety || subjects.has("money")))) {
    allowed.add("dv_hotline");
    allowed.add("safety_plan");
  }
  const touchesCase = homeSide || subjects.has("stalking");
  if (SAFETY.test(message) || ((fear || touchesCase) && (urgent || DANGER_CASES.includes(caseType ?? "")))) allowed.add("emergency");
  return allowed;
}

/** Lines that bring up nothing out of place for this message. */
export function fitting(lines: readonly string[], allowed: ReadonlySet<LineTopic>): string[] {
  return lines.filter((line) => lineTopics(line).every((topic) => allowed.has(topic)));
}

// What a roadmap step is about, read from its title.
type StepTopic = "documenting" | "work" | "legal" | "police" | "medical" | "leaving" | "safety" | "support" | "self_care" | "money" | "children" | "online";
const STEP_TOPICS: Record<StepTopic, RegExp> = {
  documenting: /\b(?:log|record|document\w*|journal|evidence|screenshots?|diary|write down|notes?)\b/i,
  work: /\b(?:HR|human resources|workplace|employer|manager|boss|work|job|colleague|union)\b/i,
  legal: /\b(?:legal|lawyer|attorney|court|restraining|protective order|protection order|custody|rights)\b/i,
  police: /\b(?:police|report(?:ing)? to|press charges)\b/i,
  medical: /\b(?:medical|doctor|hospital|health|injur\w*|chok\w*|strangl\w*|clinic)\b/i,
  leaving: /\b(?:shelter|go-?bag|bag|leav\w*|move out|housing|somewhere to stay)\b/i,
  safety: /\b(?:safety plan|safe word|code word|emergency contacts?|emergency|safe)\b/i,
  support: /\b(?:supporter|counsel\w*|therap\w*|trusted|someone you trust|person you trust|tell (?:one|a) (?:person|friend)|support group|advocate|hotline)\b/i,
  self_care: /\b(?:self-care|breath\w*|sleep|rest|grounding|relax\w*|exercise|walk)\b/i,
  money: /\b(?:money|bank|financ\w*|budget|savings|account of your own)\b/i,
  children: /\b(?:kids?|children|child|school)\b/i,
  online: /\b(?:password|accounts?|privacy|location|block|device|online|social media|phone)\b/i,
};

/** What her message is about, in the same terms. */
const SUBJECT_STEPS: Partial<Record<Subject, StepTopic[]>> = {
  documenting: ["documenting"],
  work: ["work", "documenting"],
  legal: ["legal", "documenting"],
  police: ["police", "documenting", "legal"],
  leaving: ["leaving", "safety", "money"],
  home: ["safety", "support"],
  stalking: ["online", "documenting", "safety"],
  privacy: ["online"],
  money: ["money"],
  children: ["children", "safety"],
  sleep: ["self_care"],
  supporters: ["support"],
};
const FEELING_STEPS: Record<string, StepTopic[]> = {
  sad: ["self_care", "support"],
  tired: ["self_care"],
  alone: ["support"],
  fear: ["safety"],
  stressed: ["self_care"],
};

const RESTRICTED: Partial<Record<StepTopic, LineTopic>> = { legal: "legal", police: "police", medical: "medical", leaving: "leaving", work: "hr" };

/** Whether her next roadmap step is about what she wrote (or she asked what to do next). */
export function stepFits(step: string, situation: Situation, allowed: ReadonlySet<LineTopic>): boolean {
  if (situation.reading.subjects.includes("plan")) return true;
  const stepTopics = (Object.keys(STEP_TOPICS) as StepTopic[]).filter((topic) => STEP_TOPICS[topic].test(step));
  if (stepTopics.length === 0) return false;
  // A step about injuries, the police, the courts, leaving or HR only where that topic may come up at all.
  if (stepTopics.some((topic) => RESTRICTED[topic] && !allowed.has(RESTRICTED[topic]!))) return false;
  const about = new Set<StepTopic>([
    ...situation.reading.subjects.flatMap((s) => SUBJECT_STEPS[s] ?? []),
    ...situation.reading.feelings.flatMap((f) => FEELING_STEPS[f] ?? []),
  ]);
  return stepTopics.some((topic) => about.has(topic));
}
