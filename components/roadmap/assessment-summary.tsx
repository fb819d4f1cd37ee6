"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import { FileText } from "@/components/ui/icons";
import type { Roadmap } from "@/lib/validations/roadmap";
import { RoadmapSection } from "./section";

/** The assessment summary with its key themes (spec part 2 §2 "Roadmap"). */
export function AssessmentSummary({ analysis }: { analysis: Roadmap["analysis"] }) {
  return (
    <RoadmapSection id="roadmap-summary" title="Your Assessment Summary" icon={<FileText className="size-5 text-primary" aria-hidden />}>
      <p className="leading-relaxed">{analysis.summary}</p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Key themes</h3>
      <ul className="mt-2 space-y-2">
        {analysis.key_findings.map((finding) => (
          <li key={finding} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
            <span>{finding}</span>
          </li>
        ))}
      </ul>
    </RoadmapSection>
  );
}
