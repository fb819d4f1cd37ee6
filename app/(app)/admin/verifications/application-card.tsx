import { Download, FileX } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { VerificationBadge } from "@/components/supporters/verification-badge";
import type { VerificationApplication, VerificationEventView } from "@/lib/data/verifications";
import { VERIFICATION_LABELS, type VerificationStatusName } from "@/lib/domain/supporters/verification";
import { SPECIALIZATION_LABELS } from "@/lib/domain/supporters/specializations";
import { DecisionControls } from "./decision-controls";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function When({ date, withTime = false }: { date: Date; withTime?: boolean }) {
  return <time dateTime={date.toISOString()}>{withTime ? `${dateTime.format(date)} UTC` : dateOnly.format(date)}</time>;
}

export function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function eventLine(event: VerificationEventView) {
  if (event.by === "applicant") return "She uploaded a new CV: back to Pending Review";
  if (event.by === null) return event.status === "pending" ? "Application received" : VERIFICATION_LABELS[event.status];
  return `${VERIFICATION_LABELS[event.status]} by ${event.by}`;
}

/** What has happened to an application so far, newest first (professional or local). */
export function History({ events }: { events: VerificationEventView[] }) {
  return (
    <div>
      <h3 className="text-sm text-muted-foreground">History</h3>
      <ol className="mt-1 space-y-2">
        {events.map((e) => (
          <li key={e.id} className="text-sm">
            <span className="font-medium">{eventLine(e)}</span> · <When date={e.createdAt} withTime />
            {e.note && e.by !== "applicant" ? <p className="text-muted-foreground">“{e.note}”</p> : null}
          </li>
        ))}
        {events.length === 0 ? <li className="text-sm text-muted-foreground">No decisions yet.</li> : null}
      </ol>
    </div>
  );
}

/** The note behind the current status: an admin's decision, not sign-up or her own re-upload. */
export function latestDecisionNote(events: VerificationEventView[], status: VerificationStatusName) {
  return events.find((e) => e.by !== null && e.by !== "applicant" && e.note && e.status === status)?.note ?? null;
}

/** One application in the queue: who she is, her CV, what has happened so far, and the decisions. */
export function ApplicationCard({ application: a }: { application: VerificationApplication }) {
  const headingId = `application-${a.id}`;
  const latestNote = latestDecisionNote(a.events, a.verificationStatus);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6" data-testid="verification-application">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold">
            {a.fullName}
          </h2>
          <p className="break-words text-muted-foreground">{a.professionalTitle}</p>
        </div>
        <VerificationBadge status={a.verificationStatus} className="shrink-0" />
      </div>

      <p className="mt-2 text-sm text-muted-foreground">
        Applied <When date={a.createdAt} />
        {a.verifiedAt ? (
          <>
            {" "}
            · verified <When date={a.verifiedAt} />
          </>
        ) : null}
      </p>

      {a.specializations.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialisations">
          {a.specializations.map((s) => (
            <li key={s}>
              <Badge variant="secondary">{SPECIALIZATION_LABELS[s]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {latestNote && a.verificationStatus !== "approved" ? (
        <p className="mt-3 rounded-md bg-secondary/60 p-3 text-sm">
          <span className="font-medium">Latest note:</span> {latestNote}
        </p>
      ) : null}

      <div className="mt-4">
        {a.hasCv ? (
          <p className="flex flex-wrap items-center gap-x-2">
            <a href={`/api/cv/${a.id}`} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4">
              <Download className="size-4" aria-hidden /> Download CV<span className="sr-only"> of {a.fullName}</span>
            </a>
            {a.cvFileName ? <span className="break-all text-sm text-muted-foreground">{a.cvFileName}</span> : null}
          </p>
        ) : (
          <p className="inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground">
            <FileX className="size-4" aria-hidden /> No CV uploaded yet
          </p>
        )}
      </div>

      <details className="group mt-2 rounded-lg border">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">Application details</summary>
        <div className="space-y-4 border-t px-4 py-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="E-mail">{a.email}</Detail>
            <Detail term="Years of experience">{a.yearsExperience ?? "Not given"}</Detail>
            <Detail term="Languages">{a.languages.length ? a.languages.join(", ") : "Not given"}</Detail>
            <Detail term="Availability">{a.availability ?? "Not given"}</Detail>
            <Detail term="Also helps in person">{a.isAlsoLocalSupporter ? (a.city ? `Yes, in ${a.city}` : "Yes, no city set yet") : "No"}</Detail>
          </dl>
          <Detail term="Bio">{a.bio ? <span className="whitespace-pre-line">{a.bio}</span> : "Not written yet"}</Detail>
          <History events={a.events} />
        </div>
      </details>

      <div className="mt-4 border-t pt-4">
        <DecisionControls subject={{ kind: "professional", professionalSupporterId: a.id }} name={a.fullName} status={a.verificationStatus} />
      </div>
    </article>
  );
}
