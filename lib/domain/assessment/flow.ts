import { answerText, type Answer, type Responses } from "./answers";
import { QUESTIONS, type Question } from "./questions";
import { STAGES, stageIntro, WELCOME_MESSAGE } from "./stages";

// Where she is in the conversation, worked out from her answers alone, so that leaving and
// coming back resumes exactly where she was.

export interface TranscriptMessage {
  role: "assistant" | "user";
  content: string;
  /** Which question an assistant message asks, or a user message answers. */
  questionId?: string;
  kind?: "welcome" | "stage" | "question" | "answer";
}

export function nextQuestion(responses: Responses, questions: readonly Question[] = QUESTIONS): Question | null {
  return questions.find((question) => !(question.id in responses)) ?? null;
}

export function isComplete(responses: Responses, questions: readonly Question[] = QUESTIONS): boolean {
  return nextQuestion(responses, questions) === null;
}

export function progress(responses: Responses, questions: readonly Question[] = QUESTIONS) {
  const answered = questions.filter((question) => question.id in responses).length;
  const next = nextQuestion(responses, questions);
  const currentStage = next?.stage ?? STAGES[STAGES.length - 1]!.number;
  let minutesLeft = 0;
  for (const stage of STAGES) {
    const inStage = questions.filter((question) => question.stage === stage.number);
    const open = inStage.filter((question) => !(question.id in responses)).length;
    if (inStage.length) minutesLeft += (stage.minutes * open) / inStage.length;
  }
  return {
    answered,
    total: questions.length,
    progressPercentage: Math.round((answered / questions.length) * 100),
    currentStage,
    estimatedTimeRemaining: Math.ceil(minutesLeft),
  };
}

/** The conversation as she saw it: welcome, each stage's intro, each question and her answer. */
export function transcript(responses: Responses, questions: readonly Question[] = QUESTIONS): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: "assistant", content: WELCOME_MESSAGE, kind: "welcome" }];
  let stageShown = 0;
  const upTo = nextQuestion(responses, questions);
  for (const question of questions) {
    const answer = responses[question.id];
    if (!answer && question !== upTo) continue;
    if (question.stage !== stageShown) {
      stageShown = question.stage;
      messages.push({ role: "assistant", content: stageIntro(STAGES[question.stage - 1]!), kind: "stage" });
    }
    messages.push({ role: "assistant", content: question.prompt, questionId: question.id, kind: "question" });
    if (!answer) break;
    messages.push({ role: "user", content: answerText(question, answer), questionId: question.id, kind: "answer" });
  }
  return messages;
}

/**
 * Her answers to the questions on her path, in question order. The path is every question
 * today (no question depends on an earlier answer); when one does, this is where an answer to
 * a question no longer asked is dropped, so that a changed answer never leaves a stale one
 * counting in the scores, the danger flags or the case type.
 */
export function answersOnPath(responses: Responses, questions: readonly Question[] = QUESTIONS): Responses {
  const kept: Responses = {};
  for (const question of questions) {
    const answer = responses[question.id];
    if (answer) kept[question.id] = answer;
  }
  return kept;
}

export type ApplyAnswerResult = { ok: true; responses: Responses; changed: boolean } | { ok: false; reason: "out_of_order" };

const sameAnswer = (a: Answer | undefined, b: Answer) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One answer applied to her answers so far: the next question in order, or a change to one
 * she has already answered (before she finishes). The same answer again changes nothing.
 */
export function applyAnswer(responses: Responses, questionId: string, answer: Answer, questions: readonly Question[] = QUESTIONS): ApplyAnswerResult {
  if (questionId in responses) {
    if (sameAnswer(responses[questionId], answer)) return { ok: true, responses, changed: false };
    return { ok: true, responses: answersOnPath({ ...responses, [questionId]: answer }, questions), changed: true };
  }
  if (nextQuestion(responses, questions)?.id !== questionId) return { ok: false, reason: "out_of_order" };
  return { ok: true, responses: answersOnPath({ ...responses, [questionId]: answer }, questions), changed: true };
}
