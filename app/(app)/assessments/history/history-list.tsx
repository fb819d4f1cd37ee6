"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarDays, ClipboardList, MessageSquareText, Plus, Route, Trash2 } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { AssessmentBadges } from "@/components/assessment-history/assessment-badges";
import { roadmapHref, viewerHref } from "@/components/assessment-history/constants";
import type { SeverityLevel } from "@/lib/domain/assessment";
import { deleteAssessmentAction } from "./actions";
import { answerOf } from "@/lib/client/action-call";

export interface HistoryItem {
  id: string;
  title: string;
  description: string;
  severityLevel: SeverityLevel | null;
  urgent: boolean;
  caseType: string | null;
  date: string;
  dateLabel: string;
}

export function HistoryList({ items }: { items: HistoryItem[] }) {
  // Deleted ones disappear at once; the server's fresh list follows with router.refresh().
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visible = items.filter((item) => !deleted.has(item.id));

  // The deleted card took its buttons (and the dialog) with it: keyboard focus goes to the
  // list's heading, or the empty state's when it was the last one.
  useEffect(() => {
    if (deleted.size) headingRef.current?.focus();
  }, [deleted]);

  if (!visible.length) return <EmptyHistory headingRef={headingRef} />;
  return (
    <section aria-labelledby="history-list-title">
      <h2 id="history-list-title" ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
        {visible.length === 1 ? "1 completed assessment" : `${visible.length} completed assessments`}
      </h2>
      <ul className="space-y-4">
        {visible.map((item) => (
          <li key={item.id}>
            <HistoryCard item={item} onDeleted={() => setDeleted((prev) => new Set(prev).add(item.id))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HistoryCard({ item, onDeleted }: { item: HistoryItem; onDeleted: () => void }) {
  const titleId = `assessment-${item.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="history-item" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3">
        <AssessmentBadges severityLevel={item.severityLevel} urgent={item.urgent} caseType={item.caseType} />
        <h3 id={titleId} className="break-words text-lg font-semibold leading-snug">
          {item.title}
        </h3>
        {/* A short story is its own title: it is not repeated underneath. */}
        {item.description !== item.title ? <p className="break-words text-muted-foreground">{item.description}</p> : null}
        {item.urgent ? <p className="text-sm">You told us about something that can make things more dangerous. Your roadmap puts your safety first.</p> : null}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          <span>
            Completed <time dateTime={item.date}>{item.dateLabel}</time>
          </span>
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild aria-describedby={titleId}>
          <Link href={viewerHref(item.id)}>
            <MessageSquareText aria-hidden /> View Assessment
          </Link>
        </Button>
        <Button asChild variant="outline" aria-describedby={titleId}>
          <Link href={roadmapHref(item.id)}>
            <Route aria-hidden /> View Roadmap
          </Link>
        </Button>
        <DeleteAssessment item={item} titleId={titleId} onDeleted={onDeleted} />
      </div>
    </article>
  );
}

function DeleteAssessment({ item, titleId, onDeleted }: { item: HistoryItem; titleId: string; onDeleted: () => void }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm(event: React.MouseEvent) {
    // Keep the dialog open until the server answers.
    event.preventDefault();
    startTransition(async () => {
      const result = await answerOf(() => deleteAssessmentAction({ conversationId: item.id }));
      if (!result.ok) {
        toast.error("Could not delete assessment", { description: result.error });
        return;
      }
      setOpen(false);
      toast.success("Assessment deleted successfully");
      onDeleted();
      router.refresh();
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-muted-foreground hover:text-foreground sm:ml-auto" aria-describedby={titleId}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this assessment?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the assessment from {item.dateLabel}, its conversation and its roadmap. This can&apos;t be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? <Spinner label="Deleting" /> : <Trash2 aria-hidden />} Delete assessment
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function EmptyHistory({ headingRef }: { headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <div data-testid="history-empty" className="rounded-xl border border-dashed bg-card p-8 text-center">
      <ClipboardList className="mx-auto size-10 text-primary" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-semibold outline-none">
        No completed assessments yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        When you&apos;re ready, a short guided conversation helps you understand where you stand and builds a plan of next steps just for you. It takes about 10
        minutes, and you can stop at any time.
      </p>
      <Button asChild className="mt-6">
        <Link href="/assessment">
          <Plus aria-hidden /> New Assessment
        </Link>
      </Button>
    </div>
  );
}
