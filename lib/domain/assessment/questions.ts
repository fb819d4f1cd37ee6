import type { Stage } from "./stages";

// The question bank. Every question the score model (spec part 2 §9), the risk rule
// (./risk.ts), the case type (./case-type.ts), the roadmap and matching need, in the order she
// meets them. Wording: plain, warm, never blaming; every hard question can be skipped unless
// the score model needs it (the spec's required list).

export type QuestionType = "text" | "radio" | "checkbox" | "slider" | "emoji" | "buttons";

export interface Option {
  value: string;
  label: string;
}

export interface Question {
  id: string;
  stage: Stage["number"];
  type: QuestionType;
  prompt: string;
  hint?: string;
  required: boolean;
  options?: readonly Option[];
  /** checkbox only: an 'Other: …' free text (max 200). */
  allowOther?: boolean;
  min?: number;
  max?: number;
  minLabel?: string;
  maxLabel?: string;
}

export const OTHER_MAX = 200;
export const TEXT_MAX = 4000;

export const BEHAVIOURS: readonly Option[] = [
  { value: "physical_contact", label: "Unwanted touching or physical contact" },
  { value: "threatening", label: "Threats or intimidation" },
  { value: "stalking", label: "Being followed, watched or tracked" },
  { value: "sexual_content", label: "Sexual comments, jokes or images" },
  { value: "unwanted_messages", label: "Unwanted calls or messages" },
  { value: "appearance_comments", label: "Comments about my looks or body" },
  { value: "excluded", label: "Being left out or isolated on purpose" },
  { value: "work_undermined", label: "My work being undermined or sabotaged" },
  { value: "controlling", label: "Controlling what I do, wear, spend or who I see" },
  { value: "online_harassment", label: "Harassment online or on social media" },
];

export const DANGER_SIGNS: readonly Option[] = [
  { value: "strangulation", label: "They have choked or strangled me, or tried to" },
  { value: "weapon", label: "They have used a weapon against me, or threatened to" },
  { value: "threats_to_kill", label: "They have threatened to kill me, my children or themselves" },
  { value: "stalking", label: "They follow, watch or track me, or turn up uninvited" },
  { value: "separation", label: "I have left, or I am planning to leave, a partner who controls me" },
  { value: "none", label: "None of these" },
];

export const QUESTIONS: readonly Question[] = [
  // 1. Understanding Your Situation
  {
    id: "context_story",
    stage: 1,
    type: "text",
    prompt: "In your own words, what's been happening? Share as much or as little as feels right.",
    required: true,
  },
  {
    id: "where",
    stage: 1,
    type: "checkbox",
    prompt: "Where does this happen?",
    hint: "Choose all that apply.",
    required: false,
    allowOther: true,
    options: [
      { value: "work", label: "At work" },
      { value: "home", label: "At home" },
      { value: "online", label: "Online" },
      { value: "public", label: "In public places" },
    ],
  },
  {
    id: "relationship",
    stage: 1,
    type: "radio",
    prompt: "Who is doing this?",
    hint: "This helps us find the right kind of help. You don't have to answer.",
    required: false,
    options: [
      { value: "manager", label: "A manager or someone senior at work" },
      { value: "colleague", label: "A colleague or client" },
      { value: "partner", label: "A partner" },
      { value: "ex_partner", label: "An ex-partner" },
      { value: "family", label: "A family member" },
      { value: "acquaintance", label: "Someone I know" },
      { value: "stranger", label: "A stranger or someone I don't know" },
    ],
  },
  // 2. Learning More
  {
    id: "behaviours",
    stage: 2,
    type: "checkbox",
    prompt: "Which of these have happened to you?",
    hint: "Choose all that apply. None of this is your fault.",
    required: false,
    allowOther: true,
    options: BEHAVIOURS,
  },
  {
    id: "frequency",
    stage: 2,
    type: "radio",
    prompt: "How often does it happen?",
    required: true,
    options: [
      { value: "once", label: "It happened once" },
      { value: "occasionally", label: "Now and then" },
      { value: "weekly", label: "Every week" },
      { value: "daily", label: "Every day, or almost" },
    ],
  },
  {
    id: "escalation",
    stage: 2,
    type: "buttons",
    prompt: "Has it been getting worse over time?",
    required: true,
    options: [
      { value: "yes", label: "Yes" },
      { value: "same", label: "Stayed the same" },
      { value: "no", label: "No" },
      { value: "not_sure", label: "Not sure" },
    ],
  },
  // 3. Assessing Impact
  {
    id: "mental_health",
    stage: 3,
    type: "slider",
    prompt: "How much is this affecting how you feel day to day?",
    required: true,
    min: 1,
    max: 10,
    minLabel: "A little",
    maxLabel: "Overwhelming",
  },
  {
    id: "feelings",
    stage: 3,
    type: "emoji",
    prompt: "How have you been feeling lately?",
    hint: "Pick any that fit, or skip.",
    required: false,
    options: [
      { value: "anxious", label: "😟 Anxious" },
      { value: "sad", label: "😢 Sad" },
      { value: "angry", label: "😠 Angry" },
      { value: "scared", label: "😨 Scared" },
      { value: "numb", label: "😶 Numb" },
      { value: "exhausted", label: "😩 Exhausted" },
      { value: "hopeful", label: "🙂 Hopeful" },
    ],
  },
  {
    id: "life_impact",
    stage: 3,
    type: "checkbox",
    prompt: "Has it affected any of these?",
    hint: "Choose all that apply.",
    required: false,
    options: [
      { value: "sleep", label: "My sleep" },
      { value: "work", label: "My work or studies" },
      { value: "relationships", label: "My relationships" },
      { value: "health", label: "My physical health" },
      { value: "money", label: "My money or housing" },
      { value: "confidence", label: "My confidence" },
    ],
  },
  // 4. Safety Check
  {
    id: "physical_safety",
    stage: 4,
    type: "radio",
    prompt: "Do you feel physically safe right now?",
    required: true,
    options: [
      { value: "yes", label: "Yes" },
      { value: "mostly", label: "Mostly" },
      { value: "not_really", label: "Not really" },
      { value: "no", label: "No" },
    ],
  },
  {
    id: "violence",
    stage: 4,
    type: "buttons",
    prompt: "Has this person ever hurt you physically?",
    required: true,
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
      { value: "prefer_not", label: "Prefer not to say" },
    ],
  },
  {
    id: "danger_signs",
    stage: 4,
    type: "checkbox",
    prompt: "Some things make a situation more dangerous. Have any of these happened?",
    hint: "Choose any that apply, or skip. Your answer helps us put your safety first.",
    required: false,
    options: DANGER_SIGNS,
  },
  {
    id: "fear_for_life",
    stage: 4,
    type: "buttons",
    prompt: "Do you believe they could seriously hurt or kill you?",
    required: false,
    options: [
      { value: "yes", label: "Yes" },
      { value: "not_sure", label: "I'm not sure" },
      { value: "no", label: "No" },
    ],
  },
  // 5. Support & Next Steps
  {
    id: "told_anyone",
    stage: 5,
    type: "buttons",
    prompt: "Have you been able to tell anyone about this?",
    required: true,
    options: [
      { value: "yes", label: "Yes" },
      { value: "some", label: "A little" },
      { value: "no", label: "Not yet" },
    ],
  },
  {
    id: "support_wanted",
    stage: 5,
    type: "checkbox",
    prompt: "What kind of support would help you most?",
    hint: "Choose all that apply.",
    required: false,
    allowOther: true,
    options: [
      { value: "emotional", label: "Someone to talk to" },
      { value: "legal", label: "Legal advice" },
      { value: "workplace", label: "Help with HR or my workplace" },
      { value: "safety_planning", label: "A safety plan" },
      { value: "in_person", label: "Someone nearby who can be with me" },
      { value: "information", label: "Information about my options" },
    ],
  },
];

export function questionById(id: string): Question | undefined {
  return QUESTIONS.find((question) => question.id === id);
}

export const REQUIRED_QUESTION_IDS = QUESTIONS.filter((q) => q.required).map((q) => q.id);
