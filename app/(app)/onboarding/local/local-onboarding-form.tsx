"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FieldError } from "@/components/ui/form-message";
import { LocationField } from "@/components/onboarding/location-field";
import { useLocationStep } from "@/components/onboarding/use-location-step";
import { LOCATION_REQUIRED, SAFETY_REQUIRED } from "@/lib/validations/onboarding";
import { completeLocalOnboardingAction } from "../actions";

export function LocalOnboardingForm() {
  const step = useLocationStep(completeLocalOnboardingAction, "Setup failed");
  const [agreed, setAgreed] = useState(false);
  const agreementId = useId();
  const ready = step.city.trim().length > 0 && agreed && !step.waitingForChoice;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is disabled until both are given; these guard the Enter key and old browsers.
    if (!step.city.trim()) {
      step.setFieldErrors({ city: LOCATION_REQUIRED });
      toast.error("Location required", { description: LOCATION_REQUIRED });
      return;
    }
    if (!agreed) {
      step.setFieldErrors({ safetyAgreed: SAFETY_REQUIRED });
      toast.error("Safety guidelines required", { description: SAFETY_REQUIRED });
      return;
    }
    const formData = new FormData(event.currentTarget);
    formData.set("safetyAgreed", "on");
    step.submit(formData);
  }

  return (
    <Card>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <LocationField
            label="City or location"
            hint="Only your city is stored, and it is shown to no one. It is used to measure distance to requests for help."
            step={step}
            required
          />
          <div className="space-y-1">
            <div className="flex items-start gap-3">
              <Checkbox
                id={agreementId}
                checked={agreed}
                onCheckedChange={(value) => setAgreed(value === true)}
                aria-invalid={step.fieldErrors.safetyAgreed ? true : undefined}
                aria-describedby={step.fieldErrors.safetyAgreed ? `${agreementId}-error` : undefined}
                className="mt-0.5"
              />
              <Label htmlFor={agreementId} className="block text-sm font-normal leading-snug">
                I have read and agree to follow the{" "}
                <Link href="/legal/safety-guidelines" className="text-primary underline">
                  Safety Guidelines
                </Link>
                : I will meet only in public places, never share anyone&apos;s details, and call emergency services when someone is in danger.
              </Label>
            </div>
            <FieldError id={`${agreementId}-error`} message={step.fieldErrors.safetyAgreed} className="pl-8" />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={!ready || step.pending}>
            {step.pending ? <Spinner /> : null}
            {step.choices && !step.placeId ? "Choose your city above" : "Complete Setup"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
