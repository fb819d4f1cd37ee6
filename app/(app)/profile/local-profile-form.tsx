"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/auth/form-fields";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import type { Availability } from "@/lib/domain/supporters/availability";
import {
  DEFAULT_TRAVEL_RADIUS_KM,
  HELP_OFFERED,
  HELP_OFFERED_DESCRIPTIONS,
  HELP_OFFERED_LABELS,
  MAX_TRAVEL_RADIUS_KM,
  MIN_TRAVEL_RADIUS_KM,
  type HelpOffered,
} from "@/lib/domain/supporters/help-offered";
import { DISPLAY_NAME_MAX } from "@/lib/validations/auth";
import { localProfileSchema } from "@/lib/validations/supporter-profile";
import { AvailabilitySelect } from "./availability-select";
import { ChoiceGroup } from "./choice-group";
import { updateLocalProfileAction } from "./supporter-actions";

const CHOICES = HELP_OFFERED.map((value) => ({ value, label: HELP_OFFERED_LABELS[value], description: HELP_OFFERED_DESCRIPTIONS[value] }));

export interface LocalProfileValues {
  displayName: string;
  locationCity: string | null;
  hasLocation: boolean;
  travelRadiusKm: number;
  availability: Availability;
  helpOffered: HelpOffered[];
}

export function LocalProfileForm({ initial }: { initial: LocalProfileValues }) {
  const step = useLocationStep(
    updateLocalProfileAction,
    "Failed to update profile",
    "Profile updated successfully",
    initial.hasLocation ? (initial.locationCity ?? "") : "",
  );
  const [helpOffered, setHelpOffered] = useState<HelpOffered[]>(initial.helpOffered);
  const errors = step.fieldErrors;

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        const parsed = localProfileSchema.safeParse(Object.fromEntries(formData.entries()));
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= issue.message;
          step.setFieldErrors(next);
          return;
        }
        step.submit(formData);
      }}
      noValidate
      className="space-y-6"
      aria-label="Your local supporter profile"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="displayName"
          label="Display name"
          defaultValue={initial.displayName}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          error={errors.displayName}
          hint="The name people near you see. A first name is enough."
        />
        <TextField
          name="travelRadiusKm"
          label="How far you will travel (km)"
          type="number"
          inputMode="numeric"
          min={MIN_TRAVEL_RADIUS_KM}
          max={MAX_TRAVEL_RADIUS_KM}
          step={1}
          defaultValue={initial.travelRadiusKm || DEFAULT_TRAVEL_RADIUS_KM}
          error={errors.travelRadiusKm}
          hint={`From ${MIN_TRAVEL_RADIUS_KM} to ${MAX_TRAVEL_RADIUS_KM} km. Most people choose ${DEFAULT_TRAVEL_RADIUS_KM}.`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LocationField label="City" hint="Only the city is kept, never your address." step={step} required />
        <AvailabilitySelect defaultValue={initial.availability} error={errors.availability} hint="Shown to people near you." />
      </div>
      <ChoiceGroup
        name="helpOffered"
        legend="Help you offer"
        choices={CHOICES}
        value={helpOffered}
        onChange={setHelpOffered}
        error={errors.helpOffered}
        columns={1}
      />
      <Button type="submit" disabled={step.pending || step.waitingForChoice}>
        {step.pending ? <Spinner label="Saving" /> : null}
        {step.waitingForChoice ? "Choose your city above" : step.pending ? "Saving…" : "Save local profile"}
      </Button>
    </form>
  );
}
