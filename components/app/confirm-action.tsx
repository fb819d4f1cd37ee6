"use client";

import { useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/auth/safe-action";
import { answerOf } from "@/lib/client/action-call";

// A server action behind "are you sure?": the dialog stays open while the server answers; a
// failure is a toast with the server's reason (the dialog stays, she can try again); success
// closes it, says so, and refreshes the page (or goes to `then`).

interface ConfirmActionProps {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  run(): Promise<ActionResult<unknown>>;
  failure: string;
  success: string;
  /** Where to go once done; otherwise the page is refreshed in place. */
  then?: string;
}

export function ConfirmAction({ trigger, title, description, confirmLabel, destructive, run, failure, success, then }: ConfirmActionProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      pending={pending}
      confirm={
        <Button
          variant={destructive ? "destructive" : "default"}
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              const result = await answerOf(run);
              if (!result.ok) {
                toast.error(failure, { description: result.error });
                return;
              }
              setOpen(false);
              toast.success(success);
              if (then) router.push(then);
              router.refresh();
            })
          }
        >
          {pending ? <Spinner /> : null} {confirmLabel}
        </Button>
      }
    />
  );
}
