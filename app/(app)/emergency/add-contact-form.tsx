"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { UserPlus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { focusWhenShown } from "@/lib/client/focus-when-shown";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_INPUT_MAX,
  CONTACT_RELATIONSHIP_MAX,
  DEFAULT_CONTACT_MESSAGE,
  FILL_IN_ALL_FIELDS,
  MISSING_INFORMATION,
  PHONE_HINT,
} from "@/lib/domain/emergency/contacts";
import { emergencyContactSchema } from "@/lib/validations/emergency";
import { addEmergencyContactAction } from "./actions";

const ADD_FAILED = "Failed to add emergency contact.";

/** The contacts card's heading: where focus goes once a contact is added or removed (the list changed). */
export const CONTACTS_TITLE = "emergency-contacts-title";

/** Spec part 2 §2, §5: name, phone number and relationship; issue 17 adds the e-mail and the
 * message she approves for this contact. */
export function AddContactForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState(DEFAULT_CONTACT_MESSAGE);
  const { onSubmit, pending, fieldErrors } = useActionForm({
    action: addEmergencyContactAction,
    schema: emergencyContactSchema,
    errorTitle: ADD_FAILED,
    onInvalid: (errors, toastError) => {
      if (Object.values(errors).includes(FILL_IN_ALL_FIELDS)) toastError(MISSING_INFORMATION, FILL_IN_ALL_FIELDS);
      else toastError(ADD_FAILED, Object.values(errors)[0]);
    },
    onSuccess: (contact) => {
      toast.success("Contact added", { description: `${contact.name} will be alerted when you raise an emergency.` });
      formRef.current?.reset();
      setMessage(DEFAULT_CONTACT_MESSAGE);
      router.refresh();
      focusWhenShown(CONTACTS_TITLE);
    },
  });

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-contact-heading"
      className="space-y-4 rounded-xl border bg-muted/30 p-4"
    >
      <h3 id="add-contact-heading" className="font-semibold">
        Add a contact
      </h3>
      <TextField name="name" label="Name" autoComplete="off" maxLength={CONTACT_NAME_MAX} required error={fieldErrors.name} />
      <TextField
        name="phoneNumber"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={PHONE_HINT}
        hint={`For example ${PHONE_HINT}. Add the country code if it is outside the US.`}
        maxLength={CONTACT_PHONE_INPUT_MAX}
        required
        error={fieldErrors.phoneNumber}
      />
      <TextField
        name="relationship"
        label="Relationship"
        autoComplete="off"
        placeholder="e.g. Sister, friend, neighbour"
        maxLength={CONTACT_RELATIONSHIP_MAX}
        required
        error={fieldErrors.relationship}
      />
      <TextField
        name="email"
        label="Email (optional)"
        type="email"
        autoComplete="off"
        hint="If you add it, they also get an e-mail."
        error={fieldErrors.email}
      />
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message they will get</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={2}
          maxLength={CONTACT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={fieldErrors.message ? true : undefined}
          aria-describedby="contact-message-hint contact-message-error"
        />
        <p id="contact-message-hint" className="text-sm text-muted-foreground">
          Sent by text message, with a private link, only when you raise an alert. Start with your name so they know it is you. {message.length}/
          {CONTACT_MESSAGE_MAX} characters.
        </p>
        <FieldError id="contact-message-error" message={fieldErrors.message} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner label="Adding" /> : <UserPlus aria-hidden />}
        {pending ? "Adding…" : "Add Contact"}
      </Button>
    </form>
  );
}
