import Link from "next/link";
import { CircleCheck, Circle } from "@/components/ui/icons";
import { VerificationBadge } from "@/components/supporters/verification-badge";
import { VerificationNote } from "@/components/supporters/verification-note";
import { outstandingReviewSteps, type LocalChecklist, type ReviewStep } from "@/lib/domain/supporters/local-verification";
import type { VerificationStatusName } from "@/lib/domain/supporters/verification";

export interface OwnLocalReview {
  status: VerificationStatusName;
  hasLocation: boolean;
  checklist: LocalChecklist;
  note: string | null;
  noteDate: Date | null;
}

// Where a local supporter's review stands and why (issue 17), on her dashboard and her
// verification page. Shown until she is approved.

const WHY: Record<"pending" | "needs_info" | "rejected", string> = {
  pending:
    "Our team meets every local supporter before people can find them. Until your review is done you don't appear in the directory or in matching, and you won't receive emergency alerts. We'll e-mail you to arrange a short video call.",
  needs_info:
    "Our team needs a little more from you before finishing your review; the note below says what. Until then you don't appear to anyone and won't receive emergency alerts.",
  rejected:
    "We could not verify you as a local supporter, so you don't appear to anyone and won't receive emergency alerts. The note below from our review team explains why.",
};

const STEPS: { step: ReviewStep; label: string; done: string }[] = [
  { step: "location", label: "Add your city, so we know where you can help.", done: "Your city is set." },
  { step: "identity", label: "Show an identity document to our team on a short video call.", done: "Our team has seen your identity document." },
  {
    step: "guidelines",
    label: "Go through the safety guidelines with our team and agree to them.",
    done: "You agreed to the safety guidelines with our team.",
  },
  { step: "interview", label: "A short conversation about how you would like to help.", done: "Your conversation with our team is done." },
];

export function LocalVerificationStatus({ review }: { review: OwnLocalReview }) {
  if (review.status === "approved") return null;
  const outstanding = outstandingReviewSteps({ status: review.status, hasLocation: review.hasLocation, checklist: review.checklist });
  return (
    <section
      aria-labelledby="local-review-title"
      className="mb-6 rounded-xl border border-primary/40 bg-card p-4 sm:p-6"
      data-testid="local-verification-status"
    >
      <h2 id="local-review-title" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        Your review <VerificationBadge status={review.status} />
      </h2>
      <p className="mt-2 text-muted-foreground">{WHY[review.status]}</p>
      <div className="mt-3">
        <VerificationNote status={review.status} note={review.note} date={review.noteDate} />
      </div>
      {review.status !== "rejected" ? (
        <>
          <h3 className="mt-4 font-medium">What our team still needs</h3>
          <ol className="mt-2 space-y-2">
            {STEPS.map(({ step, label, done }) => {
              const isDone = !outstanding.includes(step);
              const Icon = isDone ? CircleCheck : Circle;
              return (
                <li key={step} className="flex gap-3">
                  <Icon className={isDone ? "mt-0.5 size-5 shrink-0 text-primary" : "mt-0.5 size-5 shrink-0 text-muted-foreground"} aria-hidden />
                  <span>
                    <span className="sr-only">{isDone ? "Done: " : "To do: "}</span>
                    {isDone ? (
                      done
                    ) : step === "location" ? (
                      <Link href="/onboarding/local" className="font-medium text-primary underline underline-offset-4">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
