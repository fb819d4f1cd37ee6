import Link from "next/link";
import { cn } from "@/lib/utils";

// A row of filter links shown as pills (the admin queues' tabs and filters): the current one
// is filled and marked aria-current="page"; an optional count sits inside each pill.

export interface PillLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** A number shown in the pill (waiting items); null or absent shows none. */
  count?: number | null;
}

export function PillNav({ label, links, className = "mb-6" }: { label: string; links: PillLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
                link.current ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
              )}
            >
              {link.label}
              {link.count !== null && link.count !== undefined ? (
                <span className={cn("rounded-full px-2 text-xs", link.current ? "bg-background text-primary" : "bg-secondary text-secondary-foreground")}>
                  {link.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
