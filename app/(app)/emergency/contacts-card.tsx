"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Trash2, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { LoadError } from "@/components/account/load-error";
import { MAX_EMERGENCY_CONTACTS, TOO_MANY_CONTACTS } from "@/lib/domain/emergency/contacts";
import { AddContactForm, CONTACTS_TITLE } from "./add-contact-form";
import { focusWhenShown } from "@/lib/client/focus-when-shown";
import { removeEmergencyContactAction } from "./actions";

export interface ContactItem {
  id: string;
  name: string;
  phoneNumber: string;
  phoneDisplay: string;
  relationship: string;
  email: string | null;
  message: string | null;
}

const REMOVE_FAILED = "Failed to remove emergency contact.";

/** Spec part 2 §2: list (newest first), add form, remove with confirmation. */
export function ContactsCard({ contacts }: { contacts: ContactItem[] | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={CONTACTS_TITLE} tabIndex={-1} className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden /> Emergency Contacts
        </CardTitle>
        <CardDescription>People you trust. They are alerted when you raise an emergency.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {contacts === null ? (
          <LoadError message="Failed to load emergency contacts." toastOnMount />
        ) : (
          <>
            {contacts.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                No emergency contacts yet. Add someone you trust, so they hear from you quickly if you need help.
              </p>
            ) : (
              <ul aria-label="Your emergency contacts" className="divide-y rounded-lg border">
                {contacts.map((contact) => (
                  <ContactRow key={contact.id} contact={contact} />
                ))}
              </ul>
            )}
            {contacts.length >= MAX_EMERGENCY_CONTACTS ? <p className="text-sm">{TOO_MANY_CONTACTS}</p> : <AddContactForm />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ContactRow({ contact }: { contact: ContactItem }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function remove() {
    startTransition(async () => {
      const result = await removeEmergencyContactAction({ contactId: contact.id }).catch(() => null);
      setOpen(false);
      if (!result?.ok) {
        toast.error(REMOVE_FAILED, { description: result?.error ?? "Please check your connection and try again." });
        if (result?.code === "not_found") router.refresh();
        return;
      }
      toast.success("Contact removed");
      router.refresh();
      focusWhenShown(CONTACTS_TITLE);
    });
  }

  return (
    <li className="flex items-start justify-between gap-3 p-4">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-semibold text-base break-words">{contact.name}</p>
        <p className="text-muted-foreground break-words">{contact.relationship}</p>
        <p>
          <a className="underline underline-offset-4" href={`tel:${contact.phoneNumber}`}>
            {contact.phoneDisplay}
          </a>
        </p>
        {contact.email ? <p className="break-all">{contact.email}</p> : null}
        {contact.message ? <p className="text-muted-foreground break-words">Message: “{contact.message}”</p> : null}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Remove ${contact.name}`} disabled={pending}>
            <Trash2 className="text-destructive" aria-hidden />
          </Button>
        }
        title={`Remove ${contact.name}?`}
        description="They will no longer be alerted when you raise an emergency. You can add them again at any time."
        pending={pending}
        confirm={
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open until the server answers.
              event.preventDefault();
              remove();
            }}
          >
            Remove
          </AlertDialogAction>
        }
      />
    </li>
  );
}
