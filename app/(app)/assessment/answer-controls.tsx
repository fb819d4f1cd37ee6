"use client";

import { useEffect, useId, useState } from "react";
import { readAnswerDraft, writeAnswerDraft } from "@/lib/client/answer-draft";
import { Send } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { TEXT_MAX, type Answer, type Question } from "@/lib/domain/assessment";

export interface ControlProps {
  question: Question;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
  error?: string | null;
  /** Her answer so far, when she is changing it. */
  initial?: Answer;
}

/** Free text: Enter sends, Shift+Enter adds a line; blank is never sent (spec part 2 §2, §5). */
export function TextAnswer({ question, disabled, onAnswer, initial }: ControlProps) {
  const [text, setText] = useState(initial?.kind === "text" ? initial.text : "");
  const hintId = useId();
  // A new answer she is writing is kept in this tab until sent (lib/client/answer-draft.ts);
  // a change to one already given starts from that answer.
  const drafted = !initial;
  useEffect(() => {
    if (!drafted) return;
    const saved = readAnswerDraft(question.id);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- her draft lives in this tab's storage, read after hydration
    if (saved) setText((current) => current || saved);
  }, [drafted, question.id]);
  const edit = (next: string) => {
    setText(next);
    if (drafted) writeAnswerDraft(question.id, next);
  };
  const send = () => {
    if (!text.trim() || disabled) return;
    // The draft stays until the answer is saved (assessment-conversation.tsx clears it then).
    onAnswer({ kind: "text", text: text.trim() });
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex-1">
        <Textarea
          data-answer-focus
          aria-label={`Your answer: ${question.prompt}`}
          aria-describedby={hintId}
          value={text}
          maxLength={TEXT_MAX}
          rows={3}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="max-h-[120px] min-h-12 resize-none md:max-h-[200px]"
          placeholder="Share whatever feels right to share..."
        />
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          Enter to send · Shift+Enter for a new line
        </p>
      </div>
      <Button type="submit" size="icon" className="mb-6 size-11" disabled={disabled || !text.trim()} aria-label="Send answer">
        <Send aria-hidden />
      </Button>
    </form>
  );
}

/** Buttons answer at a tap; radios need a choice and Continue. */
export function SingleChoiceAnswer({ question, disabled, onAnswer, initial }: ControlProps) {
  const current = initial?.kind === "choice" ? initial.value : null;
  const [value, setValue] = useState<string | null>(current);
  const name = useId();
  if (question.type === "buttons") {
    return (
      <div role="group" aria-label={question.prompt} className="flex flex-wrap gap-2">
        {question.options!.map((option, index) => (
          <Button
            key={option.value}
            type="button"
            variant="outline"
            disabled={disabled}
            data-answer-focus={(current ? option.value === current : index === 0) ? "" : undefined}
            className={cn(option.value === current && "border-primary bg-secondary")}
            onClick={() => onAnswer({ kind: "choice", value: option.value })}
          >
            {option.label}
            {option.value === current ? <span className="sr-only"> (your answer now)</span> : null}
          </Button>
        ))}
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onAnswer({ kind: "choice", value });
      }}
      className="space-y-3"
    >
      <fieldset className="space-y-1">
        <legend className="sr-only">{question.prompt}</legend>
        {question.options!.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2",
              value === option.value && "border-primary bg-secondary/60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
              data-answer-focus={index === 0 ? "" : undefined}
              className="size-4 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={disabled || !value}>
        Continue
      </Button>
    </form>
  );
}

/** A 1–10 scale (spec: default 1 to 10, step 1). */
export function SliderAnswer({ question, disabled, onAnswer, initial }: ControlProps) {
  const min = question.min ?? 1;
  const max = question.max ?? 10;
  const [value, setValue] = useState(initial?.kind === "scale" ? initial.value : Math.floor((min + max) / 2));
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer({ kind: "scale", value });
      }}
      className="space-y-3"
    >
      <div className="flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(Number(event.target.value))}
          aria-label={question.prompt}
          aria-valuetext={`${value} out of ${max}`}
          data-answer-focus
          className="h-11 flex-1 accent-primary"
        />
        <output htmlFor={id} className="w-14 text-center text-2xl font-semibold tabular-nums">
          {value}
        </output>
      </div>
      <div className="flex justify-between text-sm text-muted-foreground" aria-hidden>
        <span>
          {min} · {question.minLabel}
        </span>
        <span>
          {max} · {question.maxLabel}
        </span>
      </div>
      <Button type="submit" disabled={disabled}>
        Continue
      </Button>
    </form>
  );
}
