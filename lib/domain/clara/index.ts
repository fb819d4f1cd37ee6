// Clara, Haven's AI companion (issue 7 "Clara"): the built-in engine used without an AI key
// (and as the fallback when the model times out or fails), the model driver's system prompt
// and context message, and the context built from her latest assessment and roadmap.
export { claraGreeting, claraReply, cleanName, withDisclosure } from "./reply";
export { CLARA_SYSTEM_PROMPT, buildClaraContextMessage } from "./system-prompt";
export { claraContextFrom, claraRoadmapSummary, nextRoadmapStep, type AssessmentRowForClara } from "./context";
export { EMERGENCY_NUMBER, HOTLINE_NUMBER, SUICIDE_LINE, TEXT_LINE_NUMBER, TEXT_LINE_WORD, isCrisisReply } from "./crisis-reply";
export { safetyAnswer } from "./topics";
export type { ChatTurn, ClaraContext, ClaraInput } from "./types";
