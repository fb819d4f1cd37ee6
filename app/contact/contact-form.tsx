"use client";

import { useRef, useState, useTransition } from "react";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { CONTACT_MESSAGE_MAX } from "@/lib/domain/moderation/reports";
import { contactAction } from "@/lib/actions/reports";
import { useTypedBeforeHydration } from "@/lib/client/typed-before-hydration";
import { answerOf } from "@/lib/client/action-call";

export function ContactForm() {
  const [message, setMessage] = useState("");
  const [replyTo, setReplyTo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { message: setMessage, replyTo: setReplyTo });

  if (sent) {
    return (
      <div role="status" className="mt-8 flex items-start gap-3 rounded-xl border bg-card p-6">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-medium">Thank you. Your message has reached the Haven team.</p>
          <p className="mt-1 text-muted-foreground">
            {replyTo ? "We will answer at the address you gave." : "You did not leave an address, so we will not reply."}
          </p>
        </div>
      </div>
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) {
      setErrors({ message: "Please write a message." });
      document.getElementById("contact-message")?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    startTransition(async () => {
      const result = await answerOf(() => contactAction({ message, replyTo }));
      if (!result.ok) {
        if (result.fieldErrors && (result.fieldErrors.message || result.fieldErrors.replyTo)) setErrors(result.fieldErrors);
        else setFormError(result.error);
        return;
      }
      setSent(true);
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-8 grid gap-5 rounded-xl border bg-card p-6" aria-label="Contact the Haven team">
      <div className="space-y-2">
        <Label htmlFor="contact-message">Your message</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={6}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-reply">E-mail for our reply (optional)</Label>
        <Input
          id="contact-reply"
          name="replyTo"
          type="email"
          autoComplete="email"
          value={replyTo}
          onChange={(e) => setReplyTo(e.target.value)}
          maxLength={254}
          aria-invalid={errors.replyTo ? true : undefined}
          aria-describedby={`contact-reply-hint${errors.replyTo ? " contact-reply-error" : ""}`}
        />
        <p id="contact-reply-hint" className="text-sm text-muted-foreground">
          Only if you want an answer. Use an address that someone who hurts you cannot read.
        </p>
        <FieldError id="contact-reply-error" message={errors.replyTo} />
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Spinner /> : null}
        {pending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
