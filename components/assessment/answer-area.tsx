"use client";

import { Button } from "@/components/ui/button";
import type { Answer, Question } from "@/lib/domain/assessment";
import { SingleChoiceAnswer, SliderAnswer, TextAnswer } from "./answer-controls";
import { MultiChoiceAnswer } from "./multi-choice-answer";

/** The control for the open question, its hint, and Skip for the questions she may skip. */
export function AnswerArea({ question, onAnswer, error }: { question: Question; onAnswer: (answer: Answer) => void; error: string | null }) {
  const props = { question, disabled: false, onAnswer };
  return (
    <div className="space-y-3">
      {question.hint ? <p className="text-sm text-muted-foreground">{question.hint}</p> : null}
      {error ? <p role="alert" className="text-sm font-medium text-destructive">{error}</p> : null}
      {question.type === "text" ? <TextAnswer {...props} /> : null}
      {question.type === "radio" || question.type === "buttons" ? <SingleChoiceAnswer {...props} /> : null}
      {question.type === "checkbox" || question.type === "emoji" ? <MultiChoiceAnswer {...props} /> : null}
      {question.type === "slider" ? <SliderAnswer {...props} /> : null}
      {!question.required ? (
        <Button type="button" variant="ghost" size="sm" className="text-muted-foreground" onClick={() => onAnswer({ kind: "skipped" })}>
          Skip this question
        </Button>
      ) : null}
    </div>
  );
}
