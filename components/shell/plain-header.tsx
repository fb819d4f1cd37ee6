import Link from "next/link";
import { ShieldCheck } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

/**
 * The top bar of public pages without the landing header (sign-in, sign-up, /safety, /legal):
 * a solid band that stays at the top, with "Exit this page" (root layout) in its right end, so
 * the page scrolls beneath a visible bar and never slides under the floating Exit control.
 */
export function PlainHeader({ className }: { className?: string }) {
  return (
    <header data-plain-header className={cn("sticky top-0 z-40 flex h-16 items-center border-b bg-background pl-4 pr-44 sm:pl-6", className)}>
      <Link href="/" className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-primary">
        <ShieldCheck className="size-6" aria-hidden />
        Haven
      </Link>
    </header>
  );
}
