import type { Metadata } from "next";
import Link from "next/link";
import { History } from "@/components/ui/icons";
import { requireUser, toActor } from "@/lib/auth/session";
import { getResumableAssessment } from "@/lib/data/assessments";
import { AssessmentConversation } from "./assessment-conversation";
import { AssessmentNotice } from "@/components/assessment-notices";

export const metadata: Metadata = { title: "Assessment" };

export default async function AssessmentPage() {
  const state = await requireUser();
  const resumable = await getResumableAssessment(toActor(state));
  return (
    <section aria-labelledby="assessment-title" className="mx-auto max-w-2xl space-y-4">
      <header>
        <h1 id="assessment-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Assessment
        </h1>
        <p className="mt-1 text-muted-foreground">
          {resumable
            ? "Welcome back. Your answers were saved, so you can carry on where you stopped."
            : "A calm, guided conversation to help you understand your situation. You can stop at any time; your answers are saved as you go."}
        </p>
        <Link href="/assessments/history" className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm text-primary underline-offset-4 hover:underline">
          <History className="size-4" aria-hidden /> Your past assessments
        </Link>
      </header>
      <AssessmentNotice />
      <AssessmentConversation
        initial={{
          conversationId: resumable?.id ?? null,
          responses: resumable?.responses ?? {},
          revision: resumable?.revision ?? 0,
          safetyNotice: resumable?.safetyNotice ?? null,
        }}
      />
    </section>
  );
}
