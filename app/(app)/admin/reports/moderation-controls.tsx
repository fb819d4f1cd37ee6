"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Ban, Check, TriangleAlert, type IconComponent } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ReasonedChoices, type ReasonedChoice } from "@/components/app/reasoned-choices";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SUSPENSION_REASON_MAX } from "@/lib/domain/moderation/reports";
import { closeContactAction, moderateReportAction } from "./actions";

type Decision = "dismiss" | "warn" | "suspend";

const COPY: Record<Decision, { label: string; title: string; description: string; note: string; confirm: string; done: string }> = {
  dismiss: {
    label: "Dismiss",
    title: "Dismiss this report?",
    description: "Nothing happens to the account. The person who reported is told that we looked into it.",
    note: "Note for the audit log (optional)",
    confirm: "Dismiss report",
    done: "Report dismissed",
  },
  warn: {
    label: "Warn",
    title: "Send a warning?",
    description:
      "They get a notification asking them to follow Haven's guidelines. It does not say who reported them. The person who reported is told that we looked into it.",
    note: "Reason (kept in the audit log)",
    confirm: "Send warning",
    done: "Warning sent",
  },
  suspend: {
    label: "Suspend",
    title: "Suspend this account?",
    description:
      "They are signed out everywhere, cannot sign in or send messages, and are hidden from the directory, matching and emergency alerts until an admin reactivates them.",
    note: "Reason (kept in the audit log)",
    confirm: "Suspend account",
    done: "Account suspended",
  },
};

const ICONS: Record<Decision, IconComponent> = { dismiss: Check, warn: TriangleAlert, suspend: Ban };

export function ModerationControls({ reportId, subjectName, canAct }: { reportId: string; subjectName: string; canAct: boolean }) {
  const decisions: Decision[] = canAct ? ["dismiss", "warn", "suspend"] : ["dismiss"];
  const choices: ReasonedChoice[] = decisions.map((decision) => ({
    key: decision,
    icon: ICONS[decision],
    label: COPY[decision].label,
    ariaLabel: `${COPY[decision].label}: report about ${subjectName}`,
    title: COPY[decision].title,
    description: COPY[decision].description,
    noteLabel: COPY[decision].note,
    noteRequired: decision !== "dismiss",
    confirm: COPY[decision].confirm,
    done: COPY[decision].done,
    destructive: decision === "suspend",
    run: (note) => moderateReportAction({ reportId, decision, note }),
  }));
  return <ReasonedChoices choices={choices} noteMax={SUSPENSION_REASON_MAX} />;
}

export function CloseContactButton({ reportId }: { reportId: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await closeContactAction({ reportId }).catch(() => null);
          if (!result?.ok) {
            toast.error("Could not mark it as handled", { description: result && !result.ok ? result.error : "Please check your connection and try again." });
            return;
          }
          toast.success("Marked as handled");
          router.refresh();
        })
      }
    >
      {pending ? <Spinner /> : <Check aria-hidden />} Mark as handled
    </Button>
  );
}
