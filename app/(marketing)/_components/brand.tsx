import Link from "next/link";
import { ShieldCheck } from "@/components/ui/icons";

/** Haven's name, linking home. Only the landing page shows it, so it never prefetches: that would fetch the page she is on. */
export function Brand() {
  return (
    <Link href="/" prefetch={false} className="inline-flex min-h-11 shrink-0 items-center gap-2 text-lg font-semibold text-primary">
      <ShieldCheck className="size-6" aria-hidden />
      Haven
    </Link>
  );
}
