import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { noticeHref } from "@/components/assessment-notices/notices";
import { requireUser, toActor } from "@/lib/auth/session";
import { getLatestRoadmap } from "@/lib/data/roadmaps";
import { RoadmapView } from "./roadmap-view";
import { RoadmapSkeleton } from "./roadmap-skeleton";

export const metadata: Metadata = { title: "Your Roadmap" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Her roadmap (spec part 2 §2 "Roadmap"); owner only. */
export default async function AssessmentRoadmapPage({ searchParams }: { searchParams: Search }) {
  const actor = toActor(await requireUser());
  const raw = (await searchParams).conversationId;
  const conversationId = (Array.isArray(raw) ? raw[0] : raw) || null;

  // Without an id: her latest completed assessment, or the assessment itself if none. This
  // runs before any streaming starts, so that the redirect is a real HTTP one; the view's own
  // read of her latest is then the same one (read once per render). A failed read is answered
  // by ./error.tsx.
  if (!conversationId && !(await getLatestRoadmap(actor))) redirect(noticeHref("no-roadmap"));

  return (
    <Suspense key={conversationId ?? "latest"} fallback={<RoadmapSkeleton />}>
      <RoadmapView actor={actor} conversationId={conversationId} />
    </Suspense>
  );
}
