"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Ban, Eye, RotateCcw, ShieldMinus, ShieldPlus } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog, ConfirmSubmit } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { SUSPENSION_REASON_MAX } from "@/lib/domain/moderation/reports";
import { reactivateUserAction, revealEmailAction, setAdminRoleAction, suspendUserAction } from "./actions";

/** A masked address and a button that shows it in full (the reveal is audited). */
export function RevealEmail({ userId, masked, name }: { userId: string; masked: string; name: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (email)
    return (
      <span className="break-all" data-testid="revealed-email">
        {email}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span aria-label={`Hidden address of ${name}`} className="break-all">
        {masked}
      </span>
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        aria-label={`Reveal the e-mail address of ${name}`}
        onClick={() =>
          startTransition(async () => {
            const result = await revealEmailAction({ userId }).catch(() => null);
            if (!result?.ok) {
              toast.error("Could not reveal the address", { description: result && !result.ok ? result.error : "Please check your connection and try again." });
              return;
            }
            setEmail(result.data.email);
          })
        }
      >
        {pending ? <Spinner /> : <Eye aria-hidden />} Reveal
      </Button>
    </span>
  );
}

type Change = "suspend" | "reactivate" | "grant" | "remove";

const COPY: Record<Change, { button: string; title: (name: string) => string; description: string; confirm: string; done: string }> = {
  suspend: {
    button: "Suspend account",
    title: (name) => `Suspend ${name}?`,
    description:
      "She is signed out everywhere at once. She cannot sign in or send messages, and she is hidden from the directory, matching and emergency alerts until an admin reactivates her. When she tries to sign in she is told her account is suspended.",
    confirm: "Suspend account",
    done: "Account suspended",
  },
  reactivate: {
    button: "Reactivate account",
    title: (name) => `Reactivate ${name}?`,
    description: "She can sign in and send messages again. A verified supporter appears in the directory, matching and alerts again.",
    confirm: "Reactivate account",
    done: "Account reactivated",
  },
  grant: {
    button: "Make admin",
    title: (name) => `Make ${name} an admin?`,
    description: "She will be able to see every account, read reports and suspend people. Only give this to Haven staff.",
    confirm: "Make admin",
    done: "Admin role granted",
  },
  remove: {
    button: "Remove admin role",
    title: (name) => `Remove ${name}'s admin role?`,
    description: "She keeps her other roles but can no longer use the admin tools.",
    confirm: "Remove admin role",
    done: "Admin role removed",
  },
};

const ICONS: Record<Change, typeof Ban> = { suspend: Ban, reactivate: RotateCcw, grant: ShieldPlus, remove: ShieldMinus };

/** Suspend or reactivate, and the admin role; each asks first and needs a reason (audited). */
export function UserControls({
  userId,
  name,
  suspended,
  isAdmin,
  isSelf,
}: {
  userId: string;
  name: string;
  suspended: boolean;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const router = useRouter();
  const reasonId = useId();
  const [change, setChange] = useState<Change | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  if (isSelf) return <p className="text-sm text-muted-foreground">This is your own account. Another admin must make changes to it.</p>;
  const choices: Change[] = [suspended ? "reactivate" : "suspend", isAdmin ? "remove" : "grant"];

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!change) return;
    if (!reason.trim()) {
      setReasonError("Please give a reason. It is kept in the audit log.");
      document.getElementById(reasonId)?.focus();
      return;
    }
    const chosen = change;
    setReasonError(null);
    setFormError(null);
    startTransition(async () => {
      const request =
        chosen === "suspend"
          ? suspendUserAction({ userId, reason })
          : chosen === "reactivate"
            ? reactivateUserAction({ userId, reason })
            : setAdminRoleAction({ userId, grant: chosen === "grant", reason });
      const result = await request.catch(() => null);
      if (!result?.ok) {
        const message = result && !result.ok ? result.error : "Something went wrong. Please check your connection and try again.";
        if (result && !result.ok && result.fieldErrors?.reason) setReasonError(result.fieldErrors.reason);
        else setFormError(message);
        return;
      }
      toast.success(COPY[chosen].done);
      setChange(null);
      router.refresh();
    });
  }

  const copy = change ? COPY[change] : null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <Button
              key={choice}
              type="button"
              variant="outline"
              className={choice === "suspend" ? "text-destructive hover:text-destructive" : undefined}
              onClick={() => {
                setChange(choice);
                setReason("");
                setReasonError(null);
                setFormError(null);
              }}
            >
              <Icon aria-hidden /> {COPY[choice].button}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        open={change !== null}
        onOpenChange={(next) => !pending && !next && setChange(null)}
        title={copy ? copy.title(name) : null}
        description={copy?.description}
        onSubmit={submit}
        pending={pending}
        confirm={
          <ConfirmSubmit
            pending={pending}
            label={copy?.confirm}
            variant="outline"
            className={change === "suspend" ? "border-destructive/50 text-destructive hover:text-destructive" : undefined}
          />
        }
      >
        <div className="space-y-2">
          <Label htmlFor={reasonId}>Reason (kept in the audit log)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={SUSPENSION_REASON_MAX}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          />
          <FieldError id={`${reasonId}-error`} message={reasonError} />
        </div>
        <FormError message={formError} />
      </ConfirmDialog>
    </>
  );
}
