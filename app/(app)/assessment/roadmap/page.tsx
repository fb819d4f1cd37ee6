import type { Metadata } from "next";
import Link from "next/link";
import { redirect, unstable_rethrow } from "next/navigation";
import { ArrowLeft, ClipboardCheck, MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/account/load-error";
import { PageTitle } from "@/components/assessment-history/page-title";
import { AssessmentBadges } from "@/components/assessment-history/assessment-badges";
import { AssessmentNotFound } from "@/components/assessment-history/not-found-state";
import { viewerHref } from "@/components/assessment-history/constants";
import { noticeHref } from "@/components/assessment-notices/notices";
import { requireUser, toActor } from "@/lib/auth/session";
import { getOwnAssessment, listCompletedAssessments } from "@/lib/data/assessments";
import { conversationIdSchema } from "@/lib/validations/assessment";
import { formatAssessmentDate, type SeverityLevel } from "@/lib/domain/assessment";
import { GeneratingRoadmap } from "./generating-roadmap";
import { SafetyFirstCard } from "./safety-first-card";

export const metadata: Metadata = { title: "Your Roadmap" };

type Search = Promise<Record<string, string | string[] | undefined>>;
type Assessment = NonNullable<Awaited<ReturnType<typeof getOwnAssessment>>>;

const TITLE = "Your Roadmap";

function Shell({ children, description, actions }: { children: React.ReactNode; description?: string; actions?: React.ReactNode }) {
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

/** Her roadmap for one assessment (spec part 2 §2 "Roadmap"); owner only. */
export default async function AssessmentRoadmapPage({ searchParams }: { searchParams: Search }) {
  const actor = toActor(await requireUser());
  const raw = (await searchParams).conversationId;
  let conversationId = Array.isArray(raw) ? raw[0] : raw;

  let assessment: Assessment | null = null;
  try {
    if (!conversationId) {
      // Without an id: her latest completed assessment, or the assessment itself if none.
      const [latest] = await listCompletedAssessments(actor);
      if (!latest) redirect(noticeHref("no-roadmap"));
      conversationId = latest.id;
    }
    const parsed = conversationIdSchema.safeParse({ conversationId });
    assessment = parsed.success ? await getOwnAssessment(actor, parsed.data.conversationId) : null;
  } catch (error) {
    unstable_rethrow(error); // redirect() works by throwing: let it through.
    console.error("[roadmap] load failed", error);
    return (
      <Shell>
        <LoadError message="Error loading roadmap" toastOnMount />
      </Shell>
    );
  }

  if (!assessment) {
    return (
      <Shell>
        <AssessmentNotFound title="No roadmap found" />
      </Shell>
    );
  }

  if (!assessment.assessmentCompleted) {
    return (
      <Shell>
        <div data-testid="roadmap-unfinished" className="rounded-xl border bg-card p-6">
          <h2 className="text-lg font-semibold">Your roadmap comes after the assessment</h2>
          <p className="mt-1 text-muted-foreground">
            This assessment isn&apos;t finished yet. When you complete it, we&apos;ll prepare a plan of next steps just for you.
          </p>
          <Button asChild className="mt-6"><Link href="/assessment">Continue your assessment</Link></Button>
        </div>
      </Shell>
    );
  }

  const date = assessment.completedAt ?? assessment.createdAt;
  return (
    <Shell
      description={`From your assessment of ${formatAssessmentDate(date)}.`}
      actions={<Button asChild variant="outline"><Link href={viewerHref(assessment.id)}><MessageSquareText aria-hidden /> View Assessment</Link></Button>}
    >
      {assessment.urgent ? <SafetyFirstCard /> : null}
      <AssessmentBadges severityLevel={(assessment.severityLevel as SeverityLevel | null) ?? null} urgent={assessment.urgent} caseType={assessment.caseType} />
      {assessment.hasRoadmap ? <RoadmapReady /> : <GeneratingRoadmap />}
    </Shell>
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
