"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import type { ActionResult } from "@/lib/auth/safe-action";
import type { LocationOutcome, PlaceChoice } from "@/lib/validations/onboarding";
import { answerOf } from "@/lib/client/action-call";

/**
 * The shared submit of an onboarding form with a city: the server either saves and says
 * where to go next (history replaced), or offers places to choose from. Failures keep
 * everything she entered.
 */
export function useLocationStep(
  action: (input: FormData) => Promise<ActionResult<LocationOutcome>>,
  errorTitle: string,
  successMessage?: string,
  initialCity = "",
  resetOnSave = false,
) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [city, setCity] = useState(initialCity);
  const [placeId, setPlaceId] = useState("");
  const [choices, setChoices] = useState<{ message: string; options: PlaceChoice[] } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function changeCity(value: string) {
    setCity(value);
    // A new city makes the earlier choices meaningless.
    if (choices) {
      setChoices(null);
      setPlaceId("");
    }
  }

  function submit(formData: FormData) {
    startTransition(async () => {
      const result = await answerOf(() => action(formData));
      if (!result.ok) {
        setFieldErrors(result.fieldErrors ?? {});
        toast.error(errorTitle, { description: result.error });
        return;
      }
      setFieldErrors({});
      if (result.data.status === "choose") {
        setChoices({ message: result.data.message, options: result.data.options });
        setPlaceId("");
        return;
      }
      if (successMessage) toast.success(successMessage);
      setChoices(null);
      setPlaceId("");
      // A form that stays on screen shows what was saved above it: the field starts empty again.
      if (resetOnSave) setCity("");
      router.replace(result.data.redirectTo);
      router.refresh();
    });
  }

  const waitingForChoice = Boolean(choices) && !placeId;
  return { pending, city, changeCity, placeId, setPlaceId, choices, fieldErrors, setFieldErrors, submit, waitingForChoice };
}

export type LocationStep = ReturnType<typeof useLocationStep>;
