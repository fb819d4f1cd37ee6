import Link from "next/link";
import { Hammer, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";

/** An honest screen for a part of Haven that is not built yet: no pretend data. */
export function ComingSoon({ title, what, showCrisis = false }: { title: string; what: string; showCrisis?: boolean }) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl">
      <h1 id="coming-soon-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 rounded-xl border bg-card p-6">
        <div className="flex items-start gap-3">
          <Hammer className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Coming soon</p>
            <p className="mt-1 text-muted-foreground">{what}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline"><Link href="/dashboard">Back to your dashboard</Link></Button>
        </div>
      </div>
      {showCrisis ? <CrisisNumbers /> : null}
    </section>
  );
}

/** Real crisis lines from the specification; always shown where safety is the subject. */
export function CrisisNumbers() {
  return (
    <div className="mt-6 rounded-xl border border-destructive/40 bg-destructive/5 p-6">
      <h2 className="flex items-center gap-2 font-semibold text-destructive"><Phone className="size-5" aria-hidden /> If you are in danger now</h2>
      <ul className="mt-3 space-y-2">
        <li><a className="font-medium underline" href="tel:911">Emergency Services 911</a> — immediate danger</li>
        <li><a className="font-medium underline" href="tel:18007997233">National DV Hotline 1-800-799-7233</a> — 24/7 support and resources</li>
        <li><a className="font-medium underline" href="sms:741741?body=HOME">Crisis Text Line: text HOME to 741741</a> — free 24/7 text support</li>
      </ul>
    </div>
  );
}
