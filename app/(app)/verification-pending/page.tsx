import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck, Circle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CvUpload } from "@/components/onboarding/cv-upload";
import { requireUser, toActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { getOwnProfessional } from "@/lib/data/professional-supporters";
import { VerificationBadge } from "@/components/supporters/verification-badge";
import { VerificationNote } from "@/components/supporters/verification-note";
import { LocalVerificationStatus } from "@/components/supporters/local-verification-status";
import { getOwnLocalVerification } from "@/lib/data/local-verifications";

export const metadata: Metadata = { title: "Verification" };

const NEXT_STEPS: Record<string, string> = {
  pending:
    "Our team reviews every professional application, usually within a few working days. Until then you don't appear to anyone looking for help. We'll e-mail you when the review is done.",
  needs_info:
    "Our reviewer needs a little more information; the note below says what. When you upload a new CV, your application goes back to our review team.",
  rejected: "We could not verify your application. The note below from our review team explains why.",
  approved: "You're verified. People looking for help can now find you in the directory.",
};

function Step({ done, children }: { done: boolean; children: React.ReactNode }) {
  const Icon = done ? CircleCheck : Circle;
  return (
    <li className="flex gap-3">
      <Icon className={done ? "mt-0.5 size-5 shrink-0 text-primary" : "mt-0.5 size-5 shrink-0 text-muted-foreground"} aria-hidden />
      <span>
        <span className="sr-only">{done ? "Done: " : "To do: "}</span>
        {children}
      </span>
    </li>
  );
}

export default async function VerificationPendingPage() {
  const state = await requireUser();
  const actor = toActor(state);
  const [professional, localReview] = await Promise.all([
    can(state.roles, "profile:edit-professional") ? getOwnProfessional(actor) : null,
    can(state.roles, "profile:edit-local") ? getOwnLocalVerification(actor) : null,
  ]);
  const status = professional?.verificationStatus ?? null;
  return (
    <section className="mx-auto max-w-2xl space-y-6" aria-labelledby="verification-title">
      <h1 id="verification-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Your verification
      </h1>
      {professional && status ? (
        <>
          <div className="rounded-xl border bg-card p-6">
            <p className="flex items-center gap-3">
              Current status: <VerificationBadge status={status} />
            </p>
            <p className="mt-4 text-muted-foreground">{NEXT_STEPS[status]}</p>
            <div className="mt-3">
              <VerificationNote status={status} note={professional.statusNote} date={professional.statusChangedAt} />
            </div>
            <h2 className="mt-6 font-medium">What happens next</h2>
            <ol className="mt-3 space-y-3">
              <Step done>
                Application received for {professional.fullName}, {professional.professionalTitle}.
              </Step>
              <Step done={professional.hasCv}>
                {professional.hasCv ? "CV uploaded." : "Upload your CV so we can confirm your qualifications (optional, but it speeds up the review)."}
              </Step>
              <Step done={status === "approved" || status === "rejected"}>Our team reviews your application.</Step>
              <Step done={status === "approved" || status === "rejected"}>
                {status === "rejected"
                  ? "The decision is above."
                  : "We tell you the decision here and by e-mail, and verified professionals appear in the directory."}
              </Step>
            </ol>
          </div>
          {status !== "approved" && status !== "rejected" ? (
            <div className="rounded-xl border bg-card p-6">
              <CvUpload professionalId={professional.id} initialFileName={professional.hasCv ? professional.cvFileName : null} />
            </div>
          ) : null}
        </>
      ) : null}
      {localReview ? (
        localReview.status === "approved" ? (
          <p className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-6">
            As a local supporter: <VerificationBadge status="approved" /> People near you can find you, and you can receive emergency alerts.
          </p>
        ) : (
          <LocalVerificationStatus review={localReview} />
        )
      ) : null}
      {!professional && !localReview ? (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">Verification applies to supporters. Your account does not need it.</p>
      ) : null}
      <Button asChild variant="outline">
        <Link href="/dashboard">Back to your dashboard</Link>
      </Button>
    </section>
  );
}
