import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { historyHref } from "@/components/assessment-history/constants";
import { requireUser, toActor } from "@/lib/auth/session";
import { AssessmentView } from "./assessment-view";
import { ViewerSkeleton } from "./viewer-skeleton";

export const metadata: Metadata = { title: "Your Assessment" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** One past assessment and its whole conversation, for its owner only (spec part 2 §2). */
export default async function AssessmentChatPage({ searchParams }: { searchParams: Search }) {
  const state = await requireUser();
  const raw = (await searchParams).conversationId;
  const conversationId = Array.isArray(raw) ? raw[0] : raw;
  // Before any streaming starts, so that this is a real HTTP redirect.
  if (!conversationId) redirect(historyHref);
  return (
    <Suspense key={conversationId} fallback={<ViewerSkeleton />}>
      <AssessmentView actor={toActor(state)} conversationId={conversationId} />
    </Suspense>
  );
}
