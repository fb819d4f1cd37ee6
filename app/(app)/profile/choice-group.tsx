"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/form-message";
import { cn } from "@/lib/utils";

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

/**
 * A group of checkboxes sent as one comma-separated field (`name`). At `max` chosen, the rest
 * are disabled so she can see why nothing more can be ticked.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  max,
  error,
  columns = 2,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  max?: number;
  error?: string;
  columns?: 1 | 2;
}) {
  const id = useId();
  const full = max !== undefined && value.length >= max;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <input type="hidden" name={name} value={value.join(",")} />
      <div className={cn("grid gap-1", columns === 2 && "sm:grid-cols-2")}>
        {choices.map((choice) => {
          const checked = value.includes(choice.value);
          const disabled = !checked && full;
          return (
            <label
              key={choice.value}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors",
                checked ? "border-primary/60 bg-secondary/50" : "border-transparent hover:bg-accent/50",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={checked}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked ? [...value, choice.value] : value.filter((v) => v !== choice.value))}
              />
              <span className="min-w-0">
                <span className="block font-medium">{choice.label}</span>
                {choice.description ? <span className="block text-muted-foreground">{choice.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
