"use client";

import { useId } from "react";
import { MapPin } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import type { LocationStep } from "./use-location-step";

/**
 * A city box backed by the server's gazetteer: when the city is unknown or shared by several
 * places, the server answers with choices and she picks one (its id is posted as placeId).
 */
export function LocationField({ step, label, hint, required }: { step: LocationStep; label: string; hint?: string; required?: boolean }) {
  const { city, changeCity: onCityChange, choices, placeId, setPlaceId: onPlaceChange } = step;
  const error = step.fieldErrors.city;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, choices ? `${id}-choices` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          name="city"
          value={city}
          onChange={(event) => onCityChange(event.target.value)}
          // Where she lives now is hers: never offered back by the browser (to the person she left, above all).
          autoComplete="off"
          placeholder="e.g. Chicago, IL"
          maxLength={120}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pl-9"
        />
      </div>
      <input type="hidden" name="placeId" value={placeId} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      {choices ? (
        <fieldset id={`${id}-choices`} className="rounded-lg border border-primary/30 bg-secondary/40 p-4" aria-live="polite">
          {/* Floated, the legend sits inside the box on any number of lines, not on its border. */}
          <legend className="float-left w-full text-sm font-medium">{choices.message}</legend>
          {choices.options.length ? (
            <div className="clear-both space-y-1 pt-2">
              {choices.options.map((option) => (
                <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-background">
                  <input
                    type="radio"
                    name="placeChoice"
                    value={option.id}
                    checked={placeId === option.id}
                    onChange={() => onPlaceChange(option.id)}
                    className="size-4 accent-primary"
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
