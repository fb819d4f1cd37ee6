import { Suspense } from "react";
import Link from "next/link";
import { ArrowLeft, MessageSquareText, Printer } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AssessmentBadges } from "@/components/assessment-history/assessment-badges";
import { AssessmentNotFound } from "@/components/assessment-history/not-found-state";
import { printHref, viewerHref } from "@/components/assessment-history/constants";
import { SafetyFirstCard } from "@/components/app/safety-first-card";
import { AssessmentSummary } from "@/components/roadmap/assessment-summary";
import { ValidationCard } from "@/components/roadmap/validation-card";
import { RoadmapTracker } from "./roadmap-tracker";
import { SupporterMatches, SupporterMatchesSkeleton } from "./supporter-matches";

import type { Actor } from "@/lib/auth/actor";
import { getLatestRoadmap, getRoadmap, type RoadmapView as Loaded } from "@/lib/data/roadmaps";
import { conversationIdSchema } from "@/lib/validations/assessment";
import { formatAssessmentDate } from "@/lib/domain/assessment";
import { GeneratingRoadmap } from "./generating-roadmap";
import { RoadmapShell } from "./roadmap-shell";

/** Her roadmap for one of her assessments (null: her latest); anyone else's reads as not found. */
export async function RoadmapView({ actor, conversationId }: { actor: Actor; conversationId: string | null }) {
  // A failed read is answered by ./error.tsx ('Error loading roadmap').
  const loaded: Loaded | null = conversationId === null ? await getLatestRoadmap(actor) : await named(actor, conversationId);

  if (!loaded) {
    return (
      <RoadmapShell>
        <AssessmentNotFound title="No roadmap found" />
      </RoadmapShell>
    );
  }

  if (!loaded.assessmentCompleted) {
    return (
      <RoadmapShell>
        <div data-testid="roadmap-unfinished" className="rounded-xl border bg-card p-6">
          <h2 className="text-lg font-semibold">Your roadmap comes after the assessment</h2>
          <p className="mt-1 text-muted-foreground">
            This assessment isn&apos;t finished yet. When you complete it, we&apos;ll prepare a plan of next steps just for you.
          </p>
          <Button asChild className="mt-6">
            <Link href="/assessment">Continue your assessment</Link>
          </Button>
        </div>
      </RoadmapShell>
    );
  }

  const { roadmap } = loaded;
  return (
    <RoadmapShell
      description={`From your assessment of ${formatAssessmentDate(loaded.completedAt ?? loaded.createdAt)}.`}
      actions={
        <>
          <Button asChild variant="outline">
            <Link href={viewerHref(loaded.id)}>
              <MessageSquareText aria-hidden /> View Assessment
            </Link>
          </Button>
          {roadmap ? (
            <Button asChild variant="outline">
              <Link href={printHref(loaded.id)}>
                <Printer aria-hidden /> Print or save as PDF
              </Link>
            </Button>
          ) : null}
        </>
      }
    >
      {loaded.urgent ? <SafetyFirstCard /> : null}
      <AssessmentBadges severityLevel={loaded.severityLevel} urgent={loaded.urgent} caseType={loaded.caseType} />
      {roadmap ? (
        <>
          <AssessmentSummary analysis={roadmap.analysis} />
          <ValidationCard analysis={roadmap.analysis} />
          <RoadmapTracker
            conversationId={loaded.id}
            // Elements first, then data: see RoadmapTracker. Only the step lists, toolkit and
            // links are data; the rest of the roadmap is rendered here, on the server.
            matches={
              <Suspense fallback={<SupporterMatchesSkeleton />}>
                <SupporterMatches actor={actor} assessment={loaded.seeker} />
              </Suspense>
            }
            initialCompleted={loaded.completed}
            toolkit={roadmap.self_care_toolkit}
            links={roadmap.resource_links}
            steps={{
              immediate_actions: roadmap.immediate_actions,
              short_term_steps: roadmap.short_term_steps,
              medium_term_steps: roadmap.medium_term_steps,
              long_term_goals: roadmap.long_term_goals,
            }}
          />
        </>
      ) : (
        <GeneratingRoadmap conversationId={loaded.id} />
      )}
      <div className="pt-2">
        <Button asChild variant="outline">
          <Link href="/dashboard/support-taker">
            <ArrowLeft aria-hidden /> Back to your dashboard
          </Link>
        </Button>
      </div>
    </RoadmapShell>
  );
}

async function named(actor: Actor, conversationId: string): Promise<Loaded | null> {
  const parsed = conversationIdSchema.safeParse({ conversationId });
  return parsed.success ? await getRoadmap(actor, parsed.data.conversationId) : null;
}
