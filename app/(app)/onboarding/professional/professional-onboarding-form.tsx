"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { CvUpload } from "@/components/onboarding/cv-upload";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import { completeProfessionalOnboardingAction } from "../actions";

export function ProfessionalOnboardingForm({ professionalId, cvFileName, alsoLocal }: { professionalId: string; cvFileName: string | null; alsoLocal: boolean }) {
  const step = useLocationStep(completeProfessionalOnboardingAction, "Setup failed");

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
          className="space-y-6"
        >
          {alsoLocal ? (
            <LocationField
              label="Your city (optional)"
              hint="You also offer in-person help: your city lets us connect you with women nearby. Only the city is kept."
              step={step}
            />
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={step.pending || step.waitingForChoice}>
            {step.pending ? <Spinner /> : null}
            {step.waitingForChoice ? "Choose your city above" : "Continue"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
