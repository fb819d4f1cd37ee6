import Link from "next/link";
import { Hammer } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";

/** An honest screen for a part of Haven that is not built yet: no pretend data. */
export function ComingSoon({ title, what, showCrisis = false }: { title: string; what: string; showCrisis?: boolean }) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl">
      <h1 id="coming-soon-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 rounded-xl border bg-card p-6">
        <div className="flex items-start gap-3">
          <Hammer className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Coming soon</p>
            <p className="mt-1 text-muted-foreground">{what}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to your dashboard</Link>
          </Button>
        </div>
      </div>
      {showCrisis ? <CrisisNumbers /> : null}
    </section>
  );
}
