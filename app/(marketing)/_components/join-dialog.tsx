"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { ArrowLeft, BadgeCheck, ChevronRight, HeartHandshake, LifeBuoy, MapPin, type IconComponent } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** "chat-entry": opened after a visitor wrote her story in the hero (spec part 1 §2 "Join dialog"). */
export type JoinContext = "default" | "chat-entry";

export const JOIN_DESTINATIONS = {
  supportTaker: "/auth/signup/support-taker",
  professional: "/auth/signup/professional",
  local: "/auth/signup/local",
  login: "/auth/login",
} as const;

export function JoinDialog({
  open,
  onOpenChange,
  context,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context: JoinContext;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        // Focus starts on the first choice, "I need support" (Radix would pass over it, a link, to the
        // first button, "I want to help others": after her story, that looked chosen for her).
        onOpenAutoFocus={(event) => {
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-first-choice]");
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {/* Unmounted on close, so the dialog always opens on its first step. */}
        <JoinSteps context={context} />
      </DialogContent>
    </Dialog>
  );
}

function JoinSteps({ context }: { context: JoinContext }) {
  const [step, setStep] = useState<"choose" | "help">("choose");
  const helpOthers = useRef<HTMLButtonElement>(null);
  const firstHelpChoice = useRef<HTMLAnchorElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on the new step's first choice, and back on the
  // choice they came from.
  useEffect(() => {
    if (!moved.current) return;
    (step === "help" ? firstHelpChoice : helpOthers).current?.focus();
  }, [step]);
  const go = (next: "choose" | "help") => {
    moved.current = true;
    setStep(next);
  };

  if (step === "help") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>How would you like to help?</DialogTitle>
          <DialogDescription>Choose the way that fits you best.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <Choice
            ref={firstHelpChoice}
            href={JOIN_DESTINATIONS.professional}
            icon={BadgeCheck}
            title="Professional Supporter"
            text="Therapists, lawyers, HR experts and counsellors who help remotely. We review your credentials first."
          />
          <Choice
            href={JOIN_DESTINATIONS.local}
            icon={MapPin}
            title="Local Supporter"
            text="Community members who offer in-person help, safety escorts and emergency response nearby."
          />
        </div>
        <Button variant="ghost" className="justify-self-start" onClick={() => go("choose")}>
          <ArrowLeft aria-hidden /> Back
        </Button>
      </>
    );
  }

  const chatEntry = context === "chat-entry";
  return (
    <>
      <DialogHeader>
        <DialogTitle>{chatEntry ? "Continue Your Story Securely" : "What would you like to do?"}</DialogTitle>
        <DialogDescription>
          {chatEntry
            ? "Create a quick account to get personalized support. Everything remains anonymous."
            : "You don't need to give your name, whichever you choose."}
        </DialogDescription>
      </DialogHeader>
      {chatEntry ? (
        <>
          <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            Your story is kept in this browser only, for 30 minutes, until your account is ready.
          </p>
          {/* Her story is not read here (it stays in this browser): whatever it says, help that
              needs no account comes first (ARCHITECTURE §7, answer danger at once). */}
          <p className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="join-danger-line">
            <span className="font-semibold text-destructive">In danger right now?</span> Call{" "}
            <a href="tel:911" className="font-medium underline underline-offset-2">
              911
            </a>{" "}
            or the National DV Hotline,{" "}
            <a href="tel:+18007997233" className="font-medium underline underline-offset-2">
              1-800-799-7233
            </a>
            , or text HOME to{" "}
            <a href="sms:741741?body=HOME" className="font-medium underline underline-offset-2">
              741741
            </a>
            . No account needed.
          </p>
        </>
      ) : null}
      <div className="grid gap-3">
        <Choice
          first
          href={JOIN_DESTINATIONS.supportTaker}
          icon={LifeBuoy}
          title="I need support"
          text="Share what's happening and get private, personal guidance."
        />
        <Choice
          ref={helpOthers}
          onClick={() => go("help")}
          icon={HeartHandshake}
          title="I want to help others"
          text="Offer your skills or your time as a supporter."
        />
      </div>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href={JOIN_DESTINATIONS.login} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
          Log in
        </Link>
      </p>
    </>
  );
}

/** `first`: where focus starts when the dialog opens. */
type ChoiceProps = { icon: IconComponent; title: string; text: string; first?: boolean } & (
  { href: string; onClick?: never; ref?: React.Ref<HTMLAnchorElement> } | { href?: never; onClick: () => void; ref?: React.Ref<HTMLButtonElement> }
);

const choiceClass =
  "group flex w-full min-h-11 cursor-pointer items-center gap-4 rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Choice({ icon: Icon, title, text, ref, first, ...target }: ChoiceProps) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{title}</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight className={cn("size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5")} aria-hidden />
    </>
  );
  if (target.href !== undefined) {
    return (
      <Link ref={ref as React.Ref<HTMLAnchorElement> | undefined} href={target.href} className={choiceClass} data-first-choice={first || undefined}>
        {body}
      </Link>
    );
  }
  return (
    <button ref={ref as React.Ref<HTMLButtonElement> | undefined} type="button" onClick={target.onClick} className={choiceClass}>
      {body}
    </button>
  );
}
