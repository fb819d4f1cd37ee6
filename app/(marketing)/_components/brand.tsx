import Link from "next/link";
import { ShieldCheck } from "@/components/ui/icons";

export function Brand() {
  return (
    <Link href="/" className="inline-flex min-h-11 shrink-0 items-center gap-2 text-lg font-semibold text-primary">
      <ShieldCheck className="size-6" aria-hidden />
      Haven
    </Link>
  );
}
