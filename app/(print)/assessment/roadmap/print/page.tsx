import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ArrowLeft, ShieldAlert } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { roadmapHref } from "@/components/assessment-history/constants";
import { AssessmentSummary } from "@/components/roadmap/assessment-summary";
import { ValidationCard } from "@/components/roadmap/validation-card";
import { SelfCareToolkit } from "@/components/roadmap/self-care-toolkit";
import { ResourceLinks } from "@/components/roadmap/resource-links";
import { PrintablePlan } from "./printable-plan";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { requireUser, toActor } from "@/lib/auth/session";
import { getRoadmap } from "@/lib/data/roadmaps";
import { conversationIdSchema } from "@/lib/validations/assessment";
import { formatAssessmentDate } from "@/lib/domain/assessment";
import { PrintButton } from "./print-button";

export const metadata: Metadata = { title: "Your Roadmap (print)" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Her whole plan on one page, every step open, for printing or "Save as PDF" (owner only). */
export default async function PrintRoadmapPage({ searchParams }: { searchParams: Search }) {
  const actor = toActor(await requireUser());
  const raw = (await searchParams).conversationId;
  const parsed = conversationIdSchema.safeParse({ conversationId: Array.isArray(raw) ? raw[0] : raw });
  if (!parsed.success) redirect("/assessment/roadmap");
  const loaded = await getRoadmap(actor, parsed.data.conversationId);
  if (!loaded) notFound();
  if (!loaded.roadmap) redirect(roadmapHref(loaded.id));
  const { roadmap } = loaded;

  return (
    <article className="space-y-8 print:space-y-6">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild variant="outline">
          <Link href={roadmapHref(loaded.id)}>
            <ArrowLeft aria-hidden /> Back to your roadmap
          </Link>
        </Button>
        <PrintButton />
      </div>
      <p className="flex gap-2 rounded-lg border border-primary/30 bg-secondary/60 p-4 text-sm print:hidden">
        <ShieldAlert className="size-5 shrink-0 text-primary" aria-hidden />
        <span>
          A printed plan or a saved PDF can be found by others. If someone may look through your things or your devices, keep it somewhere only you can reach,
          or choose not to print it.
        </span>
      </p>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Your Roadmap</h1>
        <p className="mt-1 text-muted-foreground">From your assessment of {formatAssessmentDate(loaded.completedAt ?? loaded.createdAt)}.</p>
      </header>
      <AssessmentSummary analysis={roadmap.analysis} />
      <ValidationCard analysis={roadmap.analysis} />
      <PrintablePlan roadmap={roadmap} completed={loaded.completed} />
      <SelfCareToolkit toolkit={roadmap.self_care_toolkit} expanded />
      <ResourceLinks links={roadmap.resource_links} showUrls />
      <section aria-labelledby="print-help-title" className="break-inside-avoid-page">
        <h2 id="print-help-title" className="text-lg font-semibold">
          If you need help now
        </h2>
        <CrisisNumbers />
      </section>
    </article>
  );
}
