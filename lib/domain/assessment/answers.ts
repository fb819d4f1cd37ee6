import { OTHER_MAX, TEXT_MAX, type Question } from "./questions";

// The shape of each answer, checked the same way in the browser and on the server.

export type Answer =
  | { kind: "text"; text: string }
  | { kind: "choice"; value: string }
  | { kind: "choices"; values: string[]; other?: string }
  | { kind: "scale"; value: number }
  | { kind: "skipped" };

export type Responses = Record<string, Answer>;

export const ANSWER_MESSAGES = {
  blank: "Please write something before sending.",
  tooLong: `Please keep this under ${TEXT_MAX} characters.`,
  choose: "Please choose at least one option.",
  chooseOne: "Please choose an option.",
  otherTooLong: `Please keep 'Other' under ${OTHER_MAX} characters.`,
  noneAlone: "'None of these' can't be chosen with other options.",
  required: "This question needs an answer so we can understand your situation.",
  unknownOption: "Please choose one of the options shown.",
  outOfRange: "Please choose a value on the scale.",
} as const;

/** null when the answer fits the question; otherwise a message for her. */
export function checkAnswer(question: Question, answer: Answer): string | null {
  if (answer.kind === "skipped") return question.required ? ANSWER_MESSAGES.required : null;
  const values = new Set((question.options ?? []).map((o) => o.value));
  switch (question.type) {
    case "text":
      if (answer.kind !== "text") return ANSWER_MESSAGES.blank;
      if (!answer.text.trim()) return ANSWER_MESSAGES.blank;
      return answer.text.length > TEXT_MAX ? ANSWER_MESSAGES.tooLong : null;
    case "radio":
    case "buttons":
      if (answer.kind !== "choice") return ANSWER_MESSAGES.chooseOne;
      return values.has(answer.value) ? null : ANSWER_MESSAGES.unknownOption;
    case "checkbox":
    case "emoji": {
      if (answer.kind !== "choices") return ANSWER_MESSAGES.choose;
      const other = answer.other?.trim() ?? "";
      if (other && !question.allowOther) return ANSWER_MESSAGES.unknownOption;
      if (other.length > OTHER_MAX) return ANSWER_MESSAGES.otherTooLong;
      if (answer.values.some((v) => !values.has(v))) return ANSWER_MESSAGES.unknownOption;
      // An emoji answer is optional even when empty; a checkbox answer needs a choice.
      if (question.type === "checkbox" && answer.values.length === 0 && !other) return ANSWER_MESSAGES.choose;
      if (answer.values.includes("none") && (answer.values.length > 1 || other)) return ANSWER_MESSAGES.noneAlone;
      return null;
    }
    case "slider": {
      if (answer.kind !== "scale") return ANSWER_MESSAGES.outOfRange;
      const min = question.min ?? 1;
      const max = question.max ?? 10;
      return Number.isInteger(answer.value) && answer.value >= min && answer.value <= max ? null : ANSWER_MESSAGES.outOfRange;
    }
  }
}

/** The words shown in the conversation for her answer. */
export function answerText(question: Question, answer: Answer): string {
  const label = (value: string) => question.options?.find((o) => o.value === value)?.label ?? value;
  switch (answer.kind) {
    case "skipped":
      return "Skipped";
    case "text":
      return answer.text.trim();
    case "choice":
      return label(answer.value);
    case "scale":
      return `${answer.value} out of ${question.max ?? 10}`;
    case "choices": {
      const parts = answer.values.map(label);
      if (answer.other?.trim()) parts.push(`Other: ${answer.other.trim()}`);
      return parts.length ? parts.join(", ") : "Nothing selected";
    }
  }
}

export function chosenValues(responses: Responses, id: string): string[] {
  const answer = responses[id];
  return answer?.kind === "choices" ? answer.values : [];
}

export function chosenValue(responses: Responses, id: string): string | null {
  const answer = responses[id];
  return answer?.kind === "choice" ? answer.value : null;
}
