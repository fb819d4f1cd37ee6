import Link from "next/link";
import { ArrowLeft, Route } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/account/load-error";
import { PageHeader } from "@/components/app/page-header";
import { AssessmentDetail } from "./assessment-detail";
import { AssessmentNotFound } from "@/components/assessment-history/not-found-state";
import { Transcript } from "./transcript";
import { historyHref, roadmapHref } from "@/components/assessment-history/constants";
import type { Actor } from "@/lib/auth/actor";
import { getOwnAssessment } from "@/lib/data/assessments";
import { conversationIdSchema } from "@/lib/validations/assessment";
import type { SeverityLevel } from "@/lib/domain/assessment";

/** The assessment itself: another person's, or a missing one, read the same (spec part 2 §6). */
export async function AssessmentView({ actor, conversationId }: { actor: Actor; conversationId: string }) {
  const back = (
    <Button asChild variant="outline">
      <Link href={historyHref}>
        <ArrowLeft aria-hidden /> Assessment History
      </Link>
    </Button>
  );
  const parsed = conversationIdSchema.safeParse({ conversationId });
  let assessment: Awaited<ReturnType<typeof getOwnAssessment>> = null;
  let failed = false;
  if (parsed.success) {
    try {
      assessment = await getOwnAssessment(actor, parsed.data.conversationId);
    } catch (error) {
      console.error("[assessment-chat] load failed", error);
      failed = true;
    }
  }

  if (failed) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Your Assessment" actions={back} />
        <LoadError message="Could not load assessment chat" toastOnMount />
      </div>
    );
  }
  if (!assessment) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Your Assessment" />
        <AssessmentNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your Assessment"
        description="Your conversation with Clara, just as it happened. Only you can see it."
        actions={
          <>
            {assessment.assessmentCompleted ? (
              <Button asChild>
                <Link href={roadmapHref(assessment.id)}>
                  <Route aria-hidden /> View Roadmap
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link href="/assessment">Continue your assessment</Link>
              </Button>
            )}
            {back}
          </>
        }
      />
      <div className="space-y-8">
        {assessment.assessmentCompleted ? (
          <AssessmentDetail assessment={{ ...assessment, severityLevel: (assessment.severityLevel as SeverityLevel | null) ?? null }} />
        ) : (
          <p className="rounded-xl border bg-card p-6 text-muted-foreground">
            This assessment isn&apos;t finished yet. You can pick up where you left off whenever you&apos;re ready.
          </p>
        )}
        <section aria-labelledby="transcript-title">
          <h2 id="transcript-title" className="mb-4 text-lg font-semibold">
            Your conversation
          </h2>
          <Transcript messages={assessment.messages} />
        </section>
      </div>
    </div>
  );
}
