"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { AVAILABILITY_OPTIONS, type Availability } from "@/lib/domain/supporters/availability";

export function AvailabilitySelect({ defaultValue, hint, error }: { defaultValue: Availability; hint: string; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Availability</Label>
      <select
        id={id}
        name="availability"
        defaultValue={defaultValue}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
      >
        {AVAILABILITY_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
