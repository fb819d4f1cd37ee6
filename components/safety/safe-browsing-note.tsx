import Link from "next/link";
import { ShieldCheck } from "@/components/ui/icons";

/** A short, calm word on using Haven safely (ARCHITECTURE.md §7), shown at onboarding. */
export function SafeBrowsingNote() {
  return (
    <aside aria-labelledby="safe-browsing-title" className="rounded-xl border bg-secondary/40 p-4 text-sm">
      <h2 id="safe-browsing-title" className="flex items-center gap-2 font-medium">
        <ShieldCheck className="size-4 text-primary" aria-hidden /> Keeping this private
      </h2>
      <p className="mt-2 text-muted-foreground">
        If someone else can see your phone or computer, use a device they can&apos;t reach, or a private window, and clear your browsing history when
        you&apos;re done. The <strong className="font-medium text-foreground">Exit this page</strong> button, or pressing Shift three times, leaves Haven at
        once.
      </p>
      <Link href="/safety" className="mt-2 inline-flex min-h-11 items-center text-primary underline underline-offset-4">
        More ways to stay safe online
      </Link>
    </aside>
  );
}
