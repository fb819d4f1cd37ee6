import * as React from "react";

import { cn } from "@/lib/utils";

type FieldErrorProps = {
  /** Element id, so the field can reference it with aria-describedby. */
  id?: string;
  message?: string | null;
  className?: string;
};

/** Inline validation message for a form field; renders nothing when there is no message. */
function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message || message.trim() === "") return null;
  return (
    <p id={id} role="alert" className={cn("text-sm text-destructive", className)}>
      {message}
    </p>
  );
}

export { FieldError, type FieldErrorProps };
