"use client";

import { useState } from "react";
import { FlaskConical } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { sendAlert } from "./send-alert";

/** A test alert (issue 17): her contacts get a message clearly marked as a test; nobody else is told. */
export function TestAlert({ contactCount }: { contactCount: number }) {
  const [sending, setSending] = useState(false);
  if (contactCount === 0) return <p className="mt-3 text-sm text-muted-foreground">Add an emergency contact below, then you can send them a test message.</p>;

  async function send() {
    setSending(true);
    try {
      const result = await sendAlert({ position: null, test: true });
      if (!result.ok) toast.error("Could not send the test", { description: result.error });
      else toast.success(result.data.toast.title, { description: result.data.toast.description });
    } finally {
      setSending(false);
    }
  }

  const who = contactCount === 1 ? "Your emergency contact" : `Your ${contactCount} emergency contacts`;
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" className="mt-3" disabled={sending}>
          {sending ? <Spinner /> : <FlaskConical aria-hidden />} Send a test to my contacts
        </Button>
      }
      title="Send a test message?"
      description={`${who} will get a message marked as a test, so you know it reaches them. No supporters are alerted.`}
      confirm={<AlertDialogAction onClick={() => void send()}>Send test</AlertDialogAction>}
    />
  );
}
