"use client";

import { useId, useState } from "react";
import { Eye, EyeOff } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-message";

/** A hint the error repeats word for word ("At least 8 characters") gives way to it: said once, not twice. */
function shownHint(hint: string | undefined, error: string | undefined): string | undefined {
  return hint && hint !== error ? hint : undefined;
}

function describedByOf(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  name,
  label,
  error,
  hint,
  ...props
}: { name: string; label: string; error?: string; hint?: string } & React.ComponentProps<typeof Input>) {
  const id = useId();
  const shown = shownHint(hint, error);
  const describedBy = describedByOf(id, shown, error);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {shown ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {shown}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PasswordField({
  name = "password",
  label = "Password",
  error,
  hint,
  autoComplete = "current-password",
}: {
  name?: string;
  label?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const shown = shownHint(hint, error);
  const describedBy = describedByOf(id, shown, error);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pr-12"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      {shown ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {shown}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  children,
  error,
  defaultChecked,
}: {
  name: string;
  children: React.ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="block text-sm font-normal leading-snug">
          {children}
        </Label>
      </div>
      <FieldError id={`${id}-error`} message={error} className="pl-8" />
    </div>
  );
}
