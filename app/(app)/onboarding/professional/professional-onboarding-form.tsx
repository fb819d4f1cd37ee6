"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/auth/form-fields";
import { CvUpload } from "@/components/onboarding/cv-upload";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import { AvailabilitySelect } from "@/app/(app)/profile/availability-select";
import { ChoiceGroup } from "@/app/(app)/profile/choice-group";
import type { Availability } from "@/lib/domain/supporters/availability";
import { MAX_SPECIALIZATIONS, SPECIALIZATION_LABELS, SPECIALIZATIONS, type Specialization } from "@/lib/domain/supporters/specializations";
import { completeProfessionalOnboardingAction } from "../actions";

const CHOICES = SPECIALIZATIONS.map((value) => ({ value, label: SPECIALIZATION_LABELS[value] }));

export interface ProfessionalOnboardingInitial {
  specializations: Specialization[];
  languages: string[];
  availability: Availability;
}

export function ProfessionalOnboardingForm({
  professionalId,
  cvFileName,
  alsoLocal,
  initial,
}: {
  professionalId: string;
  cvFileName: string | null;
  alsoLocal: boolean;
  initial: ProfessionalOnboardingInitial;
}) {
  const step = useLocationStep(completeProfessionalOnboardingAction, "Setup failed");
  const [specializations, setSpecializations] = useState<Specialization[]>(initial.specializations);

  return (
    <Card>
      <CardContent className="space-y-8 pt-6">
        <CvUpload professionalId={professionalId} initialFileName={cvFileName} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            step.submit(new FormData(event.currentTarget));
          }}
          noValidate
          aria-label="How you help"
          className="space-y-6"
        >
          <ChoiceGroup
            name="specializations"
            legend="Your specialisations"
            hint={`Choose up to ${MAX_SPECIALIZATIONS} that you are trained and experienced in. They decide who you are matched with. ${specializations.length} chosen.`}
            choices={CHOICES}
            value={specializations}
            onChange={setSpecializations}
            max={MAX_SPECIALIZATIONS}
            error={step.fieldErrors.specializations}
          />
          <TextField
            name="languages"
            label="Languages you can support people in"
            defaultValue={initial.languages.join(", ")}
            autoComplete="off"
            error={step.fieldErrors.languages}
            hint="Separate them with commas, e.g. English, Spanish."
          />
          <AvailabilitySelect
            defaultValue={initial.availability}
            error={step.fieldErrors.availability}
            hint="Shown on your profile once you are verified. You can change it any time on your dashboard."
          />
          {alsoLocal ? (
            <LocationField
              label="Your city (optional)"
              hint="You also offer in-person help: your city lets us connect you with women nearby. Only the city is kept."
              step={step}
            />
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={step.pending || step.waitingForChoice}>
            {step.pending ? <Spinner /> : null}
            {step.waitingForChoice ? "Choose your city above" : "Send for review"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
