"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { ArrowRight, LifeBuoy, LogOut } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CrisisActions } from "@/components/crisis/crisis-actions";
import { quickExit } from "@/components/safety/quick-exit";
import { crisisResources } from "@/lib/domain/crisis/resources";
import type { SafetyNotice } from "@/lib/domain/assessment";

export const SAFETY_HEADING = "Your safety comes first";

const INTRO = {
  danger:
    "Thank you for telling me. If you are in danger right now, please call 911. You can also call or text people who are trained to help. It's free, private, and open day and night.",
  self: "Thank you for telling me. You don't have to carry this alone. You can call or text 988 right now to talk with someone who cares. It's free, private, and open day and night.",
} as const;

/**
 * Clara's answer, at once, when she says she is not safe, names a danger sign, or writes
 * crisis language in her story: the crisis lines for what she said, a way to leave quickly,
 * and a choice. Her answers are already saved, whatever she chooses.
 */
export function SafetyMessage({ notice, onContinue, onNeedHelp }: { notice: SafetyNotice; onContinue: () => void; onNeedHelp: () => void }) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message: a screen reader reads its heading, a keyboard starts here. The
  // whole message comes into view when it fits (her answer above it), else from its heading.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const section = sectionRef.current;
    if (!section) return;
    const fits = section.getBoundingClientRect().height < window.innerHeight - 160;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ block: fits ? "center" : "start", behavior: reduce ? "auto" : "smooth" });
  }, [notice]);

  return (
    <section ref={sectionRef} aria-labelledby="safety-message-title" data-testid="safety-message" className="flex scroll-mt-16 justify-start">
      <div className="w-full max-w-[95%] space-y-4 rounded-2xl rounded-bl-sm border border-red-200 bg-card px-4 py-4 shadow-sm sm:max-w-[85%] sm:px-5">
        <h2
          id="safety-message-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 rounded-sm text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <LifeBuoy className="size-5 shrink-0 text-red-700" aria-hidden />
          <span className="sr-only">Clara: </span>
          {SAFETY_HEADING}
        </h2>
        <p>{INTRO[notice.focus]}</p>
        <CrisisActions
          resources={crisisResources(notice.categories)}
          className="flex-col items-stretch sm:flex-row sm:items-start [&_a]:w-full sm:[&_a]:w-auto [&_a]:whitespace-normal [&_a]:py-2"
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>If someone might see your screen, you can leave quickly.</span>
          <Button type="button" variant="outline" onClick={quickExit}>
            <LogOut aria-hidden /> Exit this page
          </Button>
        </div>
        <div className="space-y-2 border-t pt-4">
          <p className="text-sm">Your answers so far are saved. What would you like to do?</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" onClick={onContinue}>
              I&apos;m safe to continue <ArrowRight aria-hidden />
            </Button>
            <Button asChild variant="outline" className="border-red-700 text-red-800 hover:bg-red-50 hover:text-red-900">
              <Link href="/emergency" onClick={onNeedHelp}>
                I need help now
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
