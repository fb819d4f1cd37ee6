import Link from "next/link";
import { ShieldCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";

/** First on the roadmap and the dashboard when her answers showed a sign of danger (lib/domain/assessment/risk.ts). */
export function SafetyFirstCard() {
  return (
    <section aria-labelledby="safety-first-title" data-testid="safety-first-card" className="rounded-xl border border-primary/30 bg-secondary/60 p-6">
      <h2 id="safety-first-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden /> Your safety comes first
      </h2>
      <p className="mt-2">
        You told us about something that can make things more dangerous. Before anything else, think about how to stay as safe as you can today. These people
        can help, day or night, and you don&apos;t have to give your name.
      </p>
      <CrisisNumbers />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href="/emergency">Emergency support</Link>
        </Button>
      </div>
    </section>
  );
}
