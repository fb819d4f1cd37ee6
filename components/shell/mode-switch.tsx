"use client";

import { useState } from "react";
import { ArrowLeftRight } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { primaryRoleLabel } from "@/lib/domain/auth/roles";
import { cn } from "@/lib/utils";
import { useAuth } from "./auth-provider";

/** Shown only to holders of a supporter role (spec part 1 §6). */
export function ModeSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { isProfessionalSupporter, isLocalSupporter, currentMode, primaryRole, switchMode } = useAuth();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isProfessionalSupporter && !isLocalSupporter) return null;

  if (currentMode === "support_mode") {
    const label = `Back to ${primaryRoleLabel(primaryRole === "support_taker" ? (isProfessionalSupporter ? "professional_supporter" : "local_supporter") : primaryRole)}`;
    return (
      <Button
        variant="outline"
        className={cn("justify-start", className)}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await switchMode("normal");
          setBusy(false);
        }}
      >
        <ArrowLeftRight aria-hidden />
        <span className={cn(compact && "sr-only")}>{label}</span>
      </Button>
    );
  }

  return (
    <>
      <Button variant="outline" className={cn("justify-start", className)} onClick={() => setOpen(true)}>
        <ArrowLeftRight aria-hidden />
        <span className={cn(compact && "sr-only")}>Switch to Support Mode</span>
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Switch to Support Mode?</AlertDialogTitle>
            <AlertDialogDescription>
              You&apos;ll see Haven as an anonymous support taker: take an assessment, talk to Clara or reach a supporter for yourself. Nobody you support will
              see this. You can switch back at any time.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={async (event) => {
                event.preventDefault();
                setBusy(true);
                const ok = await switchMode("support_mode");
                setBusy(false);
                if (ok) setOpen(false);
              }}
            >
              Switch to Support Mode
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
