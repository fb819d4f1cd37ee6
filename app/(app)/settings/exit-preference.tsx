"use client";

import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { updateExitPreferenceAction } from "./actions";

const FAILED = "Failed to save your exit setting";

/** "Sign me out when I use Exit this page", saved at once when she flips it. */
export function ExitPreference({ initial }: { initial: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  const [status, setStatus] = useState("");
  const [pending, startTransition] = useTransition();

  function change(next: boolean) {
    setChecked(next);
    setStatus("");
    startTransition(async () => {
      const result = await updateExitPreferenceAction({ signOutOnExit: next }).catch(() => null);
      if (!result?.ok) {
        setChecked(!next);
        setStatus(`${FAILED}. Please try again.`);
        toast.error(FAILED, { id: "exit-preference", description: "Please try again." });
        return;
      }
      toast.dismiss("exit-preference");
      setStatus(result.data.signOutOnExit ? "Saved. Exit this page will also sign you out." : "Saved. Exit this page will leave you signed in.");
    });
  }

  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={id} className="text-base">
            Sign me out when I use Exit this page
          </Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            Exit this page always takes you to a weather site and removes what Haven saved in this browser. With this on, it also signs you out, so anyone who
            opens Haven on this device next will need your password.
          </p>
        </div>
        <Switch id={id} checked={checked} disabled={pending} onCheckedChange={change} aria-describedby={`${id}-description`} className="mt-1" />
      </div>
      <p role="status" className="text-sm font-medium">
        {status}
      </p>
    </div>
  );
}
