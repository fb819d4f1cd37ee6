"use client";

import { Button } from "@/components/ui/button";
import type { Answer, Question } from "@/lib/domain/assessment";
import { SingleChoiceAnswer, SliderAnswer, TextAnswer } from "./answer-controls";
import { MultiChoiceAnswer } from "./multi-choice-answer";

/**
 * The control for the open question, its hint, and Skip for the questions she may skip.
 * When she is changing an earlier answer, the control starts from that answer, with a way to
 * keep it as it was.
 */
export function AnswerArea({
  question,
  onAnswer,
  error,
  initial,
  onCancel,
}: {
  question: Question;
  onAnswer: (answer: Answer) => void;
  error: string | null;
  initial?: Answer;
  onCancel?: () => void;
}) {
  const props = { question, disabled: false, onAnswer, initial };
  return (
    <div className="space-y-3">
      {onCancel ? (
        <div>
          <h2 className="text-sm font-medium text-primary">Changing your answer</h2>
          <p className="mt-1 font-medium">{question.prompt}</p>
          <p className="mt-1 text-sm text-muted-foreground">Afterwards we&apos;ll carry on where you were.</p>
        </div>
      ) : null}
      {question.hint ? <p className="text-sm text-muted-foreground">{question.hint}</p> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {question.type === "text" ? <TextAnswer {...props} /> : null}
      {question.type === "radio" || question.type === "buttons" ? <SingleChoiceAnswer {...props} /> : null}
      {question.type === "checkbox" || question.type === "emoji" ? <MultiChoiceAnswer {...props} /> : null}
      {question.type === "slider" ? <SliderAnswer {...props} /> : null}
      <div className="flex flex-wrap gap-2">
        {!question.required ? (
          <Button type="button" variant="ghost" size="sm" className="text-muted-foreground" onClick={() => onAnswer({ kind: "skipped" })}>
            Skip this question
          </Button>
        ) : null}
        {onCancel ? (
          <Button type="button" variant="ghost" className="text-muted-foreground" onClick={onCancel}>
            Keep my answer as it was
          </Button>
        ) : null}
      </div>
    </div>
  );
}
