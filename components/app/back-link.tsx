import Link from "next/link";
import { ArrowLeft } from "@/components/ui/icons";

/** A link back up one level ("← Journal"), above a page's header. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm text-primary">
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}
