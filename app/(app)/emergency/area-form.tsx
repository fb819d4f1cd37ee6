"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import { updateEmergencyAreaAction } from "./actions";
import { areaFormNote, type AreaState } from "@/lib/domain/emergency/area-state";

/** The city used to find supporters near her when her live location is not shared. */
export function AreaForm({ area }: { area: AreaState }) {
  const current = area.known ? area.label : null;
  const step = useLocationStep(updateEmergencyAreaAction, "Failed to save your area", "Area saved", "", true);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        step.submit(new FormData(event.currentTarget));
      }}
      noValidate
      className="space-y-3"
    >
      <p className="text-sm">
        {current ? (
          <>
            Your area: <strong className="font-medium">{current}</strong>
          </>
        ) : (
          areaFormNote(area)
        )}
      </p>
      <LocationField
        label={current ? "Change your area" : "Your area (city)"}
        hint="Only the city is kept, encrypted, never your address."
        step={step}
        required
      />
      <Button type="submit" variant="outline" disabled={step.pending || step.waitingForChoice || !step.city.trim()}>
        {step.pending ? <Spinner /> : null}
        {step.waitingForChoice ? "Choose your city above" : "Save area"}
      </Button>
    </form>
  );
}
