import { VerificationBadge } from "@/components/supporters/verification-badge";
import { Badge } from "@/components/ui/badge";
import type { LocalVerificationApplication } from "@/lib/data/local-verifications";
import { helpOfferedLabel } from "@/lib/domain/supporters/help-offered";
import { VERIFICATION_LABELS } from "@/lib/domain/supporters/verification";
import { Detail, History, latestDecisionNote, When } from "./application-card";
import { LocalReviewPanel } from "./local-review-panel";

/** One local supporter in the queue: who she is, where she helps, the checklist and the decisions (issue 17). */
export function LocalApplicationCard({ application: a }: { application: LocalVerificationApplication }) {
  const headingId = `local-application-${a.id}`;
  const latestNote = latestDecisionNote(a.events, a.verificationStatus);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6" data-testid="verification-application">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold">
            {a.displayName}
          </h2>
          <p className="break-words text-muted-foreground">Local supporter · {a.city ? `${a.city}, within ${a.travelRadiusKm} km` : "No city set yet"}</p>
        </div>
        <VerificationBadge status={a.verificationStatus} className="shrink-0" />
      </div>

      <p className="mt-2 text-sm text-muted-foreground">
        Signed up <When date={a.createdAt} />
        {a.verifiedAt ? (
          <>
            {" "}
            · verified <When date={a.verifiedAt} />
          </>
        ) : null}
        {a.reviewedBy && a.reviewedAt ? (
          <>
            {" "}
            · checklist last updated by {a.reviewedBy}, <When date={a.reviewedAt} />
          </>
        ) : null}
      </p>

      {a.helpOffered.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Help she offers">
          {a.helpOffered.map((h) => (
            <li key={h}>
              <Badge variant="secondary">{helpOfferedLabel(h)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {latestNote && a.verificationStatus !== "approved" ? (
        <p className="mt-3 rounded-md bg-secondary/60 p-3 text-sm">
          <span className="font-medium">Latest note:</span> {latestNote}
        </p>
      ) : null}

      <details className="group mt-3 rounded-lg border">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">Application details</summary>
        <div className="space-y-4 border-t px-4 py-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="E-mail">{a.email}</Detail>
            <Detail term="Availability">{a.availability ?? "Not given"}</Detail>
            <Detail term="Also a professional">{a.professional ? `${a.professional.fullName} (${VERIFICATION_LABELS[a.professional.status]})` : "No"}</Detail>
          </dl>
          <History events={a.events} />
        </div>
      </details>

      <div className="mt-4 border-t pt-4">
        <LocalReviewPanel localSupporterId={a.id} name={a.displayName} status={a.verificationStatus} initial={a.checklist} />
      </div>
    </article>
  );
}
