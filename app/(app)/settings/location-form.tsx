"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import { updateLocationAction } from "./actions";

export function LocationForm({ current }: { current: string | null }) {
  const step = useLocationStep(updateLocationAction, "Setup failed", "Location updated");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        step.submit(new FormData(event.currentTarget));
      }}
      noValidate
      className="space-y-4"
    >
      <p className="text-sm">
        {current ? (
          <>
            Your city now: <strong className="font-medium">{current}</strong>
          </>
        ) : (
          "You haven't set a city yet, so no one nearby can reach you."
        )}
      </p>
      <LocationField label="New city or location" hint="Only the city is kept, never your address." step={step} required />
      <Button type="submit" variant="outline" disabled={step.pending || step.waitingForChoice || !step.city.trim()}>
        {step.pending ? <Spinner /> : null}
        {step.waitingForChoice ? "Choose your city above" : "Update location"}
      </Button>
    </form>
  );
}
