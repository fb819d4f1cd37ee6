"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { ANSWER_MESSAGES, OTHER_MAX } from "@/lib/domain/assessment";
import type { ControlProps } from "./answer-controls";

/**
 * Checkboxes (at least one choice, an optional 'Other: …' up to 200 characters) and emoji
 * (optional multi-select, toggle buttons).
 */
export function MultiChoiceAnswer({ question, disabled, onAnswer, initial }: ControlProps) {
  const before = initial?.kind === "choices" ? initial : null;
  const [values, setValues] = useState<string[]>(before?.values ?? []);
  const [otherOn, setOtherOn] = useState(Boolean(before?.other));
  const [other, setOther] = useState(before?.other ?? "");
  const [error, setError] = useState<string | null>(null);
  const otherId = useId();
  const errorId = useId();
  const emoji = question.type === "emoji";

  function toggle(value: string) {
    setError(null);
    setValues((current) => {
      if (current.includes(value)) return current.filter((v) => v !== value);
      // 'None of these' stands alone.
      if (value === "none") {
        setOtherOn(false);
        return ["none"];
      }
      return [...current.filter((v) => v !== "none"), value];
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = otherOn ? other.trim() : "";
    if (!emoji && values.length === 0 && !text) return setError(ANSWER_MESSAGES.choose);
    onAnswer({ kind: "choices", values, ...(text ? { other: text } : {}) });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <fieldset className={cn(emoji ? "flex flex-wrap gap-2" : "space-y-1")} aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">{question.prompt}</legend>
        {question.options!.map((option, index) =>
          emoji ? (
            <Button
              key={option.value}
              type="button"
              variant="outline"
              aria-pressed={values.includes(option.value)}
              onClick={() => toggle(option.value)}
              data-answer-focus={index === 0 ? "" : undefined}
              className={cn("rounded-full", values.includes(option.value) && "border-primary bg-secondary")}
            >
              {option.label}
            </Button>
          ) : (
            <label
              key={option.value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2",
                values.includes(option.value) && "border-primary bg-secondary/60",
              )}
            >
              <input
                type="checkbox"
                checked={values.includes(option.value)}
                onChange={() => toggle(option.value)}
                data-answer-focus={index === 0 ? "" : undefined}
                className="size-4 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          ),
        )}
        {question.allowOther ? (
          <label className={cn("flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2", otherOn && "border-primary bg-secondary/60")}>
            <input
              type="checkbox"
              checked={otherOn}
              onChange={(event) => {
                setOtherOn(event.target.checked);
                setValues((v) => v.filter((x) => x !== "none"));
                setError(null);
              }}
              className="size-4 accent-primary"
            />
            <span>Other</span>
          </label>
        ) : null}
      </fieldset>
      {otherOn ? (
        <div>
          <label htmlFor={otherId} className="text-sm font-medium">
            Other:
          </label>
          <Input
            id={otherId}
            value={other}
            maxLength={OTHER_MAX}
            onChange={(event) => setOther(event.target.value)}
            placeholder="In your own words"
            autoFocus={!before?.other}
          />
          <p className="mt-1 text-xs text-muted-foreground">
            {other.length}/{OTHER_MAX}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={disabled}>
        {emoji && values.length === 0 ? "Continue without choosing" : "Continue"}
      </Button>
    </form>
  );
}
