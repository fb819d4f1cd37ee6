import Link from "next/link";
import { ArrowLeft, ClipboardCheck, MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/account/load-error";
import { PageTitle } from "@/components/assessment-history/page-title";
import { AssessmentBadges } from "@/components/assessment-history/assessment-badges";
import { AssessmentNotFound } from "@/components/assessment-history/not-found-state";
import { viewerHref } from "@/components/assessment-history/constants";
import type { Actor } from "@/lib/auth/actor";
import { getOwnAssessment } from "@/lib/data/assessments";
import { conversationIdSchema } from "@/lib/validations/assessment";
import { formatAssessmentDate, type SeverityLevel } from "@/lib/domain/assessment";
import { GeneratingRoadmap } from "./generating-roadmap";
import { SafetyFirstCard } from "@/components/app/safety-first-card";

type Assessment = NonNullable<Awaited<ReturnType<typeof getOwnAssessment>>>;

const TITLE = "Your Roadmap";

export function RoadmapShell({ children, description, actions }: { children: React.ReactNode; description?: string; actions?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={TITLE} description={description}>
        {actions}
        <Button asChild variant="outline"><Link href="/dashboard/support-taker"><ArrowLeft aria-hidden /> Back</Link></Button>
      </PageTitle>
      <div className="space-y-6">{children}</div>
    </div>
  );
}

export function RoadmapLoadError() {
  return (
    <RoadmapShell>
      <LoadError message="Error loading roadmap" toastOnMount />
    </RoadmapShell>
  );
}

/** Her roadmap for one of her assessments; anyone else's reads as not found. */
export async function RoadmapView({ actor, conversationId }: { actor: Actor; conversationId: string }) {
  let assessment: Assessment | null = null;
  try {
    const parsed = conversationIdSchema.safeParse({ conversationId });
    assessment = parsed.success ? await getOwnAssessment(actor, parsed.data.conversationId) : null;
  } catch (error) {
    console.error("[roadmap] load failed", error);
    return <RoadmapLoadError />;
  }

  if (!assessment) {
    return (
      <RoadmapShell>
        <AssessmentNotFound title="No roadmap found" />
      </RoadmapShell>
    );
  }

  if (!assessment.assessmentCompleted) {
    return (
      <RoadmapShell>
        <div data-testid="roadmap-unfinished" className="rounded-xl border bg-card p-6">
          <h2 className="text-lg font-semibold">Your roadmap comes after the assessment</h2>
          <p className="mt-1 text-muted-foreground">
            This assessment isn&apos;t finished yet. When you complete it, we&apos;ll prepare a plan of next steps just for you.
          </p>
          <Button asChild className="mt-6"><Link href="/assessment">Continue your assessment</Link></Button>
        </div>
      </RoadmapShell>
    );
  }

  const date = assessment.completedAt ?? assessment.createdAt;
  return (
    <RoadmapShell
      description={`From your assessment of ${formatAssessmentDate(date)}.`}
      actions={<Button asChild variant="outline"><Link href={viewerHref(assessment.id)}><MessageSquareText aria-hidden /> View Assessment</Link></Button>}
    >
      {assessment.urgent ? <SafetyFirstCard /> : null}
      <AssessmentBadges severityLevel={(assessment.severityLevel as SeverityLevel | null) ?? null} urgent={assessment.urgent} caseType={assessment.caseType} />
      {assessment.hasRoadmap ? <RoadmapReady /> : <GeneratingRoadmap />}
    </RoadmapShell>
  );
}

// The roadmap itself (action plan, toolkit, matches, progress) is built by the roadmap work;
// until then this says honestly that it is ready and where to find its parts.
function RoadmapReady() {
  return (
    <section aria-labelledby="roadmap-ready-title" data-testid="roadmap-ready" className="rounded-xl border bg-card p-6">
      <h2 id="roadmap-ready-title" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheck className="size-5 text-primary" aria-hidden /> Your roadmap is ready
      </h2>
      <p className="mt-2 text-muted-foreground">
        Your plan of next steps has been prepared from what you shared. You can follow your progress from your dashboard.
      </p>
    </section>
  );
}
