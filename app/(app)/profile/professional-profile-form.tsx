"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import type { Availability } from "@/lib/domain/supporters/availability";
import { MAX_SPECIALIZATIONS, SPECIALIZATION_LABELS, SPECIALIZATIONS, type Specialization } from "@/lib/domain/supporters/specializations";
import { BIO_MAX, professionalProfileSchema, TITLE_MAX, YEARS_MAX } from "@/lib/validations/supporter-profile";
import { AvailabilitySelect } from "./availability-select";
import { ChoiceGroup } from "./choice-group";
import { updateProfessionalProfileAction } from "./supporter-actions";

const CHOICES = SPECIALIZATIONS.map((value) => ({ value, label: SPECIALIZATION_LABELS[value] }));

export interface ProfessionalProfileValues {
  professionalTitle: string;
  bio: string | null;
  yearsExperience: number | null;
  languages: string[];
  availability: Availability;
  specializations: Specialization[];
}

export function ProfessionalProfileForm({ initial }: { initial: ProfessionalProfileValues }) {
  const router = useRouter();
  const bioId = useId();
  const [specializations, setSpecializations] = useState<Specialization[]>(initial.specializations);
  const [bio, setBio] = useState(initial.bio ?? "");
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: updateProfessionalProfileAction,
    schema: professionalProfileSchema,
    errorTitle: "Failed to update profile",
    onSuccess: () => {
      toast.success("Profile updated successfully", { description: "People looking for help will see your changes." });
      router.refresh();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Your professional profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="professionalTitle"
          label="Professional title"
          defaultValue={initial.professionalTitle}
          maxLength={TITLE_MAX}
          autoComplete="organization-title"
          error={fieldErrors.professionalTitle}
          hint="For example: Licensed Clinical Psychologist."
        />
        <TextField
          name="yearsExperience"
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={YEARS_MAX}
          step={1}
          defaultValue={initial.yearsExperience ?? ""}
          error={fieldErrors.yearsExperience}
          hint="Leave empty if you'd rather not say."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="languages"
          label="Languages"
          defaultValue={initial.languages.join(", ")}
          autoComplete="off"
          error={fieldErrors.languages}
          hint="Separate them with commas, e.g. English, Spanish."
        />
        <AvailabilitySelect defaultValue={initial.availability} error={fieldErrors.availability} hint="Shown on your profile and in the directory." />
      </div>
      <div className="space-y-2">
        <Label htmlFor={bioId}>Bio</Label>
        <Textarea
          id={bioId}
          name="bio"
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          maxLength={BIO_MAX}
          rows={5}
          aria-invalid={fieldErrors.bio ? true : undefined}
          aria-describedby={`${bioId}-hint${fieldErrors.bio ? ` ${bioId}-error` : ""}`}
        />
        <p id={`${bioId}-hint`} className="text-sm text-muted-foreground">
          A few warm sentences about how you help. Please don&apos;t include contact details: people reach you through Haven. {bio.length}/{BIO_MAX} characters.
        </p>
        <FieldError id={`${bioId}-error`} message={fieldErrors.bio} />
      </div>
      <ChoiceGroup
        name="specializations"
        legend="Specialisations"
        hint={`Choose up to ${MAX_SPECIALIZATIONS}. They decide who you are matched with. ${specializations.length} chosen.`}
        choices={CHOICES}
        value={specializations}
        onChange={setSpecializations}
        max={MAX_SPECIALIZATIONS}
        error={fieldErrors.specializations}
      />
      <FormError message={Object.keys(fieldErrors).length ? null : formError} />
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner label="Saving" /> : null}
        {pending ? "Saving…" : "Save profile"}
      </Button>
    </form>
  );
}
