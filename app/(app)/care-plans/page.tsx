import type { Metadata } from "next";
import Link from "next/link";
import { ClipboardList } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { AssessmentBadges } from "@/components/assessment-history/assessment-badges";
import { roadmapHref } from "@/components/assessment-history/constants";
import { Pager } from "@/components/app/pager";
import { requireUser, toActor } from "@/lib/auth/session";
import { parsePage } from "@/lib/domain/directory/search";
import { listCarePlans } from "@/lib/data/roadmaps";
import { assessmentTitle, formatAssessmentDate } from "@/lib/domain/assessment";
import { progressMessage } from "@/lib/domain/roadmap/progress";
import { CarePlansFrame } from "./care-plans-frame";

export const metadata: Metadata = { title: "Your Care Plans" };

type CarePlan = Awaited<ReturnType<typeof listCarePlans>>["items"][number];

/** 'Your Care Plans' (spec part 2 §2): every completed assessment's roadmap, with its progress. */
export default async function CarePlansPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const actor = toActor(await requireUser());
  // A failed read is answered by ./error.tsx.
  const list = await listCarePlans(actor, { page: parsePage((await searchParams).page) });
  const plans = list.items;

  return (
    <CarePlansFrame newButton={plans.length > 0}>
      {plans.length === 0 ? (
        <div data-testid="care-plans-empty" className="rounded-xl border border-dashed bg-card p-8 text-center">
          <ClipboardList className="mx-auto size-8 text-primary" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">No care plans yet</h2>
          <p className="mx-auto mt-1 max-w-md text-muted-foreground">
            When you finish an assessment, we prepare a plan of next steps for you. It will be kept here.
          </p>
          <Button asChild className="mt-5">
            <Link href="/assessment">Start Your Assessment</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Care plans">
            {plans.map((plan) => (
              <CarePlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          <Pager page={list.page} pageCount={list.pageCount} hrefOf={(page) => `/care-plans?page=${page}`} />
        </>
      )}
    </CarePlansFrame>
  );
}

function CarePlanCard({ plan }: { plan: CarePlan }) {
  const date = plan.completedAt ?? plan.createdAt;
  const title = assessmentTitle(plan.initialMessage, date);
  return (
    <li data-testid="care-plan" className="rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{formatAssessmentDate(date)}</p>
        </div>
        <AssessmentBadges severityLevel={plan.severityLevel} urgent={plan.urgent} caseType={plan.caseType} />
      </div>
      {plan.hasRoadmap && plan.progress.total ? (
        <div className="mt-4">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span>
              {plan.progress.completed} of {plan.progress.total} steps done
            </span>
            <span className="font-medium">{plan.progress.percent}%</span>
          </div>
          <ProgressBar value={plan.progress.percent} label={`Progress of ${title}`} className="mt-1.5" />
          <p className="mt-2 text-sm text-muted-foreground">{progressMessage(plan.progress.percent)}</p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">Your roadmap is being prepared.</p>
      )}
      <Button asChild variant="outline" className="mt-4">
        <Link href={roadmapHref(plan.id)}>
          Open care plan<span className="sr-only">: {title}</span>
        </Link>
      </Button>
    </li>
  );
}
