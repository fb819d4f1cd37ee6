import type { z } from "zod";
import type { analysisSchema } from "@/lib/validations/roadmap";
import type { RiskFlag } from "../assessment/risk";
import { SEVERITY_MEANING } from "../assessment/summary";
import type { Signals } from "./types";

// The words that open her roadmap: what we understood, in her terms, and what she needs to
// hear. Built from her choices only. Her own story is never quoted (someone may read over her
// shoulder, and a roadmap may be printed); at most we thank her for telling it. No scores, no
// clinical terms.

export type Analysis = z.infer<typeof analysisSchema>;

const WHO: Record<string, string> = {
  manager: "someone senior at work",
  colleague: "a colleague or client",
  partner: "your partner",
  ex_partner: "an ex-partner",
  family: "a family member",
  acquaintance: "someone you know",
  stranger: "someone you don't know",
};

const HOW_OFTEN: Record<string, string> = {
  once: "It has happened once",
  occasionally: "It happens now and then",
  weekly: "It happens every week",
  daily: "It happens every day, or almost",
};

const OVER_TIME: Record<string, string> = {
  yes: "it has been getting worse",
  same: "it has stayed about the same",
  no: "it hasn't been getting worse",
  not_sure: "you're not sure whether it's getting worse",
};

const BEHAVIOUR_WORDS: Record<string, string> = {
  physical_contact: "unwanted touching",
  threatening: "threats or intimidation",
  stalking: "being followed, watched or tracked",
  sexual_content: "sexual comments, jokes or images",
  unwanted_messages: "unwanted calls or messages",
  appearance_comments: "comments about your looks or body",
  excluded: "being left out on purpose",
  work_undermined: "having your work undermined",
  controlling: "being controlled in what you do, wear, spend or who you see",
  online_harassment: "harassment online",
};

const PLACE_WORDS: Record<string, string> = { work: "at work", home: "at home", online: "online", public: "in public places" };

const FLAG_WORDS: Record<RiskFlag, string> = {
  strangulation: "being choked or strangled",
  weapon: "a weapon used or threatened",
  threats_to_kill: "threats to kill",
  stalking: "being followed or tracked",
  separation: "leaving, or planning to leave, a controlling partner",
  fear_for_life: "fearing for your life",
};

const FEELING_WORDS: Record<string, string> = {
  anxious: "anxious",
  sad: "sad",
  angry: "angry",
  scared: "scared",
  numb: "numb",
  exhausted: "exhausted",
  hopeful: "hopeful",
};

const IMPACT_WORDS: Record<string, string> = {
  sleep: "your sleep",
  work: "your work or studies",
  relationships: "your relationships",
  health: "your physical health",
  money: "your money or housing",
  confidence: "your confidence",
};

const SUPPORT_WORDS: Record<string, string> = {
  emotional: "someone to talk to",
  legal: "legal advice",
  workplace: "help with your workplace",
  safety_planning: "a safety plan",
  in_person: "someone nearby",
  information: "information about your options",
};

const SAFETY_WORDS: Record<string, string> = {
  yes: "You feel physically safe right now",
  mostly: "You feel mostly safe",
  not_really: "You don't really feel safe",
  no: "You don't feel safe right now",
};

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const wordsFor = (values: Iterable<string>, table: Record<string, string>, max = Infinity) =>
  [...values]
    .map((value) => table[value])
    .filter((word): word is string => Boolean(word))
    .slice(0, max);

function situation(s: Signals): string {
  const who = s.relationship ? WHO[s.relationship] : undefined;
  switch (s.caseType) {
    case "domestic_abuse":
      return `From what you shared, this looks like domestic abuse by ${who ?? "someone close to you"}.`;
    case "workplace_harassment":
      return `From what you shared, this looks like workplace harassment${who ? ` by ${who}` : ""}.`;
    case "stalking":
      return `From what you shared, this looks like stalking${who ? ` by ${who}` : ""}: being followed, watched or tracked.`;
    case "online_harassment":
      return `From what you shared, this looks like online harassment${who ? ` by ${who}` : ""}.`;
    case "public_harassment":
      return `From what you shared, this looks like harassment in public places${who ? ` by ${who}` : ""}.`;
    case "other":
      return `From what you shared, ${who ?? "someone"} is treating you in a way that hurts, even if it doesn't fit one neat label.`;
  }
}

function pattern(s: Signals): string | null {
  const often = s.frequency ? HOW_OFTEN[s.frequency] : undefined;
  const trend = s.escalation ? OVER_TIME[s.escalation] : undefined;
  if (often && trend) return `${often}, and ${trend}.`;
  if (often) return `${often}.`;
  if (trend) return `${trend.charAt(0).toUpperCase()}${trend.slice(1)}.`;
  return null;
}

function summary(s: Signals, toldStory: boolean): string {
  const parts = [
    toldStory ? "Thank you for putting what has been happening into your own words." : "Thank you for telling us what has been happening.",
    situation(s),
  ];
  const p = pattern(s);
  if (p) parts.push(p);
  parts.push(SEVERITY_MEANING[s.severity]);
  if (s.urgent)
    parts.push("Some of what you told us are warning signs that advocates take very seriously, so your plan starts with steps to keep you safe this week.");
  else if (s.safetyFirst) parts.push("That is why your plan starts with steps to keep you safe this week.");
  if (s.highDistress) parts.push("It is weighing on you heavily, and that makes sense.");
  if (s.told === "no") parts.push("You haven't been able to tell anyone yet, so reaching out here is a real step.");
  const support = wordsFor(s.support, SUPPORT_WORDS);
  if (support.length) parts.push(`You asked for ${listWords(support)}, and your plan puts that first.`);
  parts.push("Go at your own pace: every step is your choice.");
  return parts.join(" ");
}

function keyFindings(s: Signals): string[] {
  const findings: string[] = [];
  const p = pattern(s);
  if (p) findings.push(p);
  const behaviours = wordsFor(s.behaviours, BEHAVIOUR_WORDS, 4);
  if (behaviours.length) findings.push(`What you've faced includes ${listWords(behaviours)}${s.behaviours.size > behaviours.length ? ", and more" : ""}.`);
  const places = wordsFor(s.where, PLACE_WORDS);
  if (places.length) findings.push(`It happens ${listWords(places)}.`);
  const flags = wordsFor(s.flags, FLAG_WORDS);
  if (flags.length) findings.push(`You named warning signs that need care right away: ${listWords(flags)}.`);
  const safeNow = s.physicalSafety ? SAFETY_WORDS[s.physicalSafety] : undefined;
  if (safeNow && s.violence) findings.push(`${safeNow}, and this person has hurt you physically. No one has the right to do that.`);
  else if (safeNow) findings.push(`${safeNow}.`);
  else if (s.violence) findings.push("This person has hurt you physically. No one has the right to do that.");
  const feelings = wordsFor(s.feelings, FEELING_WORDS);
  if (feelings.length) findings.push(`Lately you've been feeling ${listWords(feelings)}.`);
  const impact = wordsFor(s.impact, IMPACT_WORDS);
  if (impact.length) findings.push(`It has affected ${listWords(impact)}.`);
  if (s.highDistress) findings.push("It weighs on you heavily day to day.");
  if (s.told === "no") findings.push("You haven't been able to tell anyone yet.");
  else if (s.told === "some") findings.push("You've been able to tell someone a little.");
  else if (s.told === "yes") findings.push("You've told someone about it, which takes courage.");
  if (!findings.length) findings.push("You took the time to answer honest questions about a hard situation.");
  return findings.slice(0, 8);
}

const CASE_VALIDATION: Record<Signals["caseType"], string> = {
  domestic_abuse: "Abuse is never the fault of the person being hurt, whatever the other person says.",
  workplace_harassment: "You have a right to work without being harassed. That is the law, not a favour.",
  stalking: "Being followed, watched or tracked is frightening, and stalking is a crime in every US state.",
  online_harassment: "What happens online is real. It can hurt as much as anything said face to face.",
  public_harassment: "You did nothing to invite this: not what you wore, where you were, or how you reacted.",
  other: "What is happening to you matters, even if it doesn't fit a neat label.",
};

function validationPoints(s: Signals): string[] {
  const points = [CASE_VALIDATION[s.caseType], "Your feelings make sense. They are a normal response to being treated badly."];
  if (s.urgent) points.push("Your sense of danger is worth listening to. You deserve to be safe.");
  if (s.violence) points.push("No one has the right to hurt you. Nothing you did made it okay.");
  if (s.frequency === "once") points.push("Even if it happened once, it matters, and you deserve support.");
  if (s.escalation === "yes") points.push("Noticing that it's getting worse shows how well you know your situation. Trust that.");
  if (s.relationship === "manager") points.push("Speaking up about someone with power over you takes courage, and the law protects you from retaliation.");
  if (s.highDistress) points.push("Feeling overwhelmed is a normal reaction to an abnormal situation, not a sign of weakness.");
  if (s.feelings.has("numb")) points.push("Feeling numb is one of the ways minds protect themselves. It doesn't mean you don't care.");
  if (s.feelings.has("angry")) points.push("Anger is a healthy response to being mistreated.");
  if (s.told === "no") points.push("Many people keep this to themselves for a long time. Reaching out here is a real step.");
  return points.slice(0, 6);
}

const CASE_NOT: Record<Signals["caseType"], string> = {
  domestic_abuse: "Responsible for their behaviour",
  workplace_harassment: "Causing trouble by speaking up",
  stalking: "Imagining it",
  online_harassment: "Too sensitive",
  public_harassment: "At fault for how you reacted",
  other: "Making a fuss about nothing",
};

function youAreNot(s: Signals): string[] {
  return ["To blame", "Overreacting", "Alone", CASE_NOT[s.caseType], "Weak for being affected"];
}

function youAre(s: Signals): string[] {
  const words = ["Believed", "Brave for reaching out", "Worthy of safety and respect", "Stronger than you feel right now", "In charge of your next steps"];
  if (s.feelings.has("hopeful")) words.push("Already finding your way forward");
  return words;
}

export function buildAnalysis(s: Signals, toldStory: boolean): Analysis {
  return {
    summary: summary(s, toldStory),
    key_findings: keyFindings(s),
    validation_points: validationPoints(s),
    you_are_not: youAreNot(s),
    you_are: youAre(s),
  };
}
