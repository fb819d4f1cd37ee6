"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import { ExternalLink, LifeBuoy } from "@/components/ui/icons";
import type { Roadmap } from "@/lib/validations/roadmap";
import { RoadmapSection } from "./section";

/** Trusted organisations chosen for her situation (never invented: lib/domain/roadmap's allowlist). */
export function ResourceLinks({ links, showUrls = false }: { links: Roadmap["resource_links"]; showUrls?: boolean }) {
  return (
    <RoadmapSection
      id="roadmap-resources"
      title="Helpful Resources"
      icon={<LifeBuoy className="size-5 text-primary" aria-hidden />}
      description="Trusted organisations that can help. Links open in a new tab. Visits to these sites can show up in your browser history; a private window leaves less behind."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.url} className="rounded-lg border bg-background p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {link.category} · {link.reading_time}
            </p>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {link.title}
              <ExternalLink className="size-3.5 print:hidden" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="mt-1 text-muted-foreground">{link.description}</p>
            {showUrls ? <p className="mt-1 break-all text-sm">{link.url}</p> : null}
          </li>
        ))}
      </ul>
    </RoadmapSection>
  );
}
