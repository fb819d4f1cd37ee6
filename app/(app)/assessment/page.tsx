import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { CarriedStory } from "./carried-story";

export const metadata: Metadata = { title: "Assessment" };

export default async function AssessmentPage() {
  await requireUser();
  return (
    <section aria-labelledby="assessment-title" className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 id="assessment-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">Assessment</h1>
        <p className="mt-2 text-muted-foreground">
          A calm, guided conversation that helps you understand your situation and how safe you are. It takes about 10 minutes
          and you can stop at any time.
        </p>
      </header>
      <CarriedStory />
    </section>
  );
}
