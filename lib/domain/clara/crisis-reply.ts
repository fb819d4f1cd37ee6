import type { CrisisCategory } from "@/lib/domain/crisis";

// The crisis protocol, always the whole of Clara's reply when a message carries crisis
// language: acknowledge, ask whether she is safe right now, give the numbers (911 for
// immediate danger, 988 by call or text for thoughts of suicide, the National Domestic
// Violence Hotline, the Crisis Text Line), point to the emergency page, and stay with her.
// The numbers come first for the danger she named: 911 first for danger and violence, 988
// first for suicide and self-harm. Every reply carries all of them.

export const HOTLINE_NUMBER = "1-800-799-7233";
export const TEXT_LINE_NUMBER = "741741";
export const TEXT_LINE_WORD = "HOME";
export const SUICIDE_LINE = "988";
export const EMERGENCY_NUMBER = "911";

const ACKNOWLEDGE_ANY = [
  "Thank you for telling me. What you just shared matters, and I'm here with you.",
  "I'm really glad you told me, and you don't have to go through this moment alone.",
  "I hear you, and I'm taking what you said seriously.",
];

const ACKNOWLEDGE_DANGER = [
  "That sounds really frightening, and I'm so glad you reached out.",
  "What you're describing is dangerous, and none of it is your fault.",
  "I'm so sorry this is happening to you, and I'm here with you right now.",
];

const ACKNOWLEDGE_SELF = [
  "I'm so sorry you're in this much pain, and I'm here with you right now.",
  "It took courage to say that, and I'm really glad you did.",
  "You matter, and I'm glad you told me how bad things feel right now.",
];

/** Clara's question. The follow-up logic recognises it by "safe right now?". */
export const SAFETY_QUESTIONS = ["Are you safe right now?", "Are you somewhere safe right now?"];

const RESOURCES_DANGER = [
  `If you're in danger, please call ${EMERGENCY_NUMBER} now. You can also call the National Domestic Violence Hotline at ${HOTLINE_NUMBER}, text ${TEXT_LINE_WORD} to ${TEXT_LINE_NUMBER}, or call or text ${SUICIDE_LINE}, any time.`,
  `If you can't stay safe, call ${EMERGENCY_NUMBER} right away. The National Domestic Violence Hotline (${HOTLINE_NUMBER}), the Crisis Text Line (text ${TEXT_LINE_WORD} to ${TEXT_LINE_NUMBER}) and ${SUICIDE_LINE} by call or text are all there 24/7.`,
];

const RESOURCES_SELF = [
  `If you're thinking about ending your life, please call or text ${SUICIDE_LINE} now, and call ${EMERGENCY_NUMBER} if you're in immediate danger. You can also text ${TEXT_LINE_WORD} to ${TEXT_LINE_NUMBER}, or call the National Domestic Violence Hotline at ${HOTLINE_NUMBER}.`,
  `You can call or text ${SUICIDE_LINE} any time to talk to someone right now, or text ${TEXT_LINE_WORD} to ${TEXT_LINE_NUMBER}. If you might act on these thoughts, call ${EMERGENCY_NUMBER}, and the National Domestic Violence Hotline (${HOTLINE_NUMBER}) is there 24/7 too.`,
];

const CLOSINGS = [
  "[The emergency page](/emergency) has all of this in one place, and I'll stay right here with you.",
  "[Your emergency page](/emergency) can alert your emergency contacts, and I'm not going anywhere.",
  "[The emergency page](/emergency) can alert your emergency contacts and nearby supporters, and I'm here with you while you reach out.",
];

export interface CrisisSlots {
  acknowledge: readonly string[];
  question: readonly string[];
  resources: readonly string[];
  closing: readonly string[];
}

/** The pools for this message: danger first when she named danger or violence. */
export function crisisSlots(categories: readonly CrisisCategory[]): CrisisSlots {
  const danger = categories.includes("imminent_danger") || categories.includes("violence");
  const self = categories.includes("suicide") || categories.includes("self_harm");
  const acknowledge = [...ACKNOWLEDGE_ANY, ...(danger ? ACKNOWLEDGE_DANGER : []), ...(self ? ACKNOWLEDGE_SELF : [])];
  return {
    acknowledge,
    question: SAFETY_QUESTIONS,
    resources: danger || !self ? RESOURCES_DANGER : RESOURCES_SELF,
    closing: CLOSINGS,
  };
}

/** Whether an earlier reply of Clara's was the crisis protocol. */
export function isCrisisReply(text: string): boolean {
  return text.includes(EMERGENCY_NUMBER) && text.includes(SUICIDE_LINE) && text.includes(HOTLINE_NUMBER);
}

/** Whether an earlier reply of Clara's asked if she is safe right now. */
export function askedIfSafe(text: string): boolean {
  return /safe right now\?/i.test(text);
}
