"use client";

// No zod here at run time: a schema passed in comes from lib/validations, whose modules set zod
// up (zod-setup.ts) before making it. So forms without a schema (the shell's "resend the
// confirmation" notice on every signed-in page) load no zod at all (issue 20).
import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/client/toast";
import type { z } from "zod";
import type { ActionResult } from "@/lib/auth/safe-action";
import { answerOf } from "@/lib/client/action-call";

type Action<T> = (input: FormData) => Promise<ActionResult<T>>;

function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".") || "_form"] ??= issue.message;
  return out;
}

/**
 * Submits a form to a server action: validates first with the same zod schema the server
 * uses, keeps field errors, and reports failures with the given toast title. What she typed
 * stays in the form whatever happens.
 */
export function useActionForm<T>(opts: {
  action: Action<T>;
  schema?: z.ZodType;
  errorTitle: string;
  /** Client-side refusals; `toastError` shows a toast that this form's success dismisses. */
  onInvalid?: (errors: Record<string, string>, toastError: (title: string, description?: string) => void) => boolean | void;
  onSuccess: (data: T) => void;
}) {
  const [pending, startTransition] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The last server refusal, shown beside the form as well as in a toast (toasts fade).
  const [formError, setFormError] = useState<string | null>(null);
  // One error toast per form, replaced by the next error and dismissed by the next success, so
  // a stale "Terms required" never sits beside "Account created!".
  const errorToastId = `form-error-${useId()}`;
  const toastError = (title: string, description?: string) => toast.error(title, { id: errorToastId, description });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    if (opts.schema) {
      const parsed = opts.schema.safeParse(Object.fromEntries(formData.entries()));
      if (!parsed.success) {
        const errors = firstErrors(parsed.error);
        setFieldErrors(errors);
        if (!opts.onInvalid?.(errors, toastError)) focusFirstError(event.currentTarget, errors);
        return;
      }
    }
    setFieldErrors({});
    setFormError(null);
    startTransition(async () => {
      const result = await answerOf(() => opts.action(formData));
      if (result.ok) {
        toast.dismiss(errorToastId);
        opts.onSuccess(result.data);
      } else {
        setFieldErrors(result.fieldErrors ?? {});
        setFormError(result.error);
        toastError(opts.errorTitle, result.error);
      }
    });
  }

  return { onSubmit, pending, fieldErrors, formError };
}

function focusFirstError(form: HTMLFormElement, errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  const el = first ? (form.elements.namedItem(first) as HTMLElement | null) : null;
  (el ?? form.querySelector<HTMLElement>("[aria-invalid='true']"))?.focus?.();
}
