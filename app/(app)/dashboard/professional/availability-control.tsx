"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { AVAILABILITY_OPTIONS, type Availability } from "@/lib/domain/supporters/availability";
import { updateAvailabilityAction } from "./actions";

/** Saves as soon as she picks an option; goes back to the saved value if saving fails. */
export function AvailabilityControl({ initial }: { initial: Availability }) {
  const [value, setValue] = useState<Availability>(initial);
  const [pending, startTransition] = useTransition();

  function choose(next: Availability) {
    const previous = value;
    setValue(next);
    startTransition(async () => {
      const result = await updateAvailabilityAction({ availability: next }).catch(() => null);
      if (result?.ok) {
        toast.success("Availability saved", { description: `People looking for help will see: ${next}.` });
      } else {
        setValue(previous);
        toast.error("Could not save availability", { description: result && !result.ok ? result.error : "Please try again." });
      }
    });
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="availability" className="sr-only">
        Your availability
      </Label>
      <div className="flex items-center gap-2">
        <select
          id="availability"
          value={value}
          disabled={pending}
          onChange={(event) => choose(event.target.value as Availability)}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {pending ? <Spinner aria-label="Saving" /> : null}
      </div>
    </div>
  );
}
