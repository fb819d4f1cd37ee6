"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { BookLock, Clock } from "@/components/ui/icons";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import type { ActionItem } from "@/lib/validations/roadmap";
import { ItemDetails } from "@/components/roadmap/item-details";

const IMPORTANCE: Record<ActionItem["importance"], { label: string; className: string }> = {
  high: { label: "High priority", className: "border-primary/40 bg-secondary text-secondary-foreground" },
  medium: { label: "Medium priority", className: "border-border bg-muted text-foreground" },
  low: { label: "When you're ready", className: "border-border bg-background text-muted-foreground" },
};

const DIFFICULTY: Record<ActionItem["difficulty"], string> = { easy: "Easy", moderate: "Moderate", challenging: "Challenging" };

/** Documentation steps lead to her evidence journal (issue 22). */
const DOCUMENTATION = "Documentation";

const pill = "inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium";

/** One step of her plan: tick it off, open it for the what, why and how. */
export function ActionItemCard({ item, done, onToggle }: { item: ActionItem; done: boolean; onToggle: (completed: boolean) => void }) {
  const checkboxId = `step-${item.id}`;
  // A step's what, why and how are written out when she first opens it, not for every step of
  // the open tab on every visit (issue 20). Opened before the page was ready (its toggle went
  // unheard), they show as soon as it is.
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (detailsRef.current?.open) setOpened(true);
  }, []);
  return (
    <li
      data-testid="action-item"
      data-item-id={item.id}
      data-completed={done}
      className={cn("rounded-lg border bg-background p-4 transition-colors", done && "bg-secondary/40")}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          checked={done}
          onCheckedChange={(value) => onToggle(value === true)}
          className="mt-0.5"
          aria-describedby={`${checkboxId}-goal`}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={checkboxId} className={cn("cursor-pointer font-medium", done && "text-muted-foreground line-through decoration-1")}>
            {item.title}
          </label>
          <p id={`${checkboxId}-goal`} className="mt-1 text-sm text-muted-foreground">
            {item.goal}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <span className={cn(pill, IMPORTANCE[item.importance].className)}>{IMPORTANCE[item.importance].label}</span>
            <span className={cn(pill, "bg-background")}>{DIFFICULTY[item.difficulty]}</span>
            <span className={cn(pill, "bg-background")}>
              <Clock className="size-3" aria-hidden /> {item.estimated_time}
            </span>
            <span className={cn(pill, "bg-background text-muted-foreground")}>{item.category}</span>
            {done ? <span className={cn(pill, "border-transparent bg-primary text-primary-foreground")}>Done</span> : null}
          </div>
          {item.category === DOCUMENTATION ? (
            <Link
              href="/journal/new"
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
              data-testid="journal-link"
            >
              <BookLock className="size-4" aria-hidden /> Write it in your journal
            </Link>
          ) : null}
          <details ref={detailsRef} className="group mt-1" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Show details</span>
              <span className="hidden group-open:inline">Hide details</span>
              <span className="sr-only"> for {item.title}</span>
            </summary>
            {opened ? <ItemDetails item={item} /> : null}
          </details>
        </div>
      </div>
    </li>
  );
}
