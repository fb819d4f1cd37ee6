"use client";

import { useState, useTransition } from "react";
import { Ban, Eye, RotateCcw, ShieldMinus, ShieldPlus, type IconComponent } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ReasonedChoices, type ReasonedChoice } from "@/components/app/reasoned-choices";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
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

const ICONS: Record<Change, IconComponent> = { suspend: Ban, reactivate: RotateCcw, grant: ShieldPlus, remove: ShieldMinus };

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
  if (isSelf) return <p className="text-sm text-muted-foreground">This is your own account. Another admin must make changes to it.</p>;
  const changes: Change[] = [suspended ? "reactivate" : "suspend", isAdmin ? "remove" : "grant"];
  const choices: ReasonedChoice[] = changes.map((change) => ({
    key: change,
    icon: ICONS[change],
    label: COPY[change].button,
    title: COPY[change].title(name),
    description: COPY[change].description,
    noteLabel: "Reason (kept in the audit log)",
    noteRequired: true,
    confirm: COPY[change].confirm,
    done: COPY[change].done,
    destructive: change === "suspend",
    run: (reason) =>
      change === "suspend"
        ? suspendUserAction({ userId, reason })
        : change === "reactivate"
          ? reactivateUserAction({ userId, reason })
          : setAdminRoleAction({ userId, grant: change === "grant", reason }),
  }));
  return <ReasonedChoices choices={choices} noteMax={SUSPENSION_REASON_MAX} />;
}
