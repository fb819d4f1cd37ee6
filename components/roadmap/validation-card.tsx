"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import { Check, Heart, X } from "@/components/ui/icons";
import type { Roadmap } from "@/lib/validations/roadmap";
import { RoadmapSection } from "./section";

/** 'What You Need to Hear' (spec part 2 §2): the answer to the question most people carry. */
export function ValidationCard({ analysis }: { analysis: Roadmap["analysis"] }) {
  return (
    <RoadmapSection
      id="roadmap-validation"
      title="What You Need to Hear"
      icon={<Heart className="size-5 text-primary" aria-hidden />}
      className="bg-secondary/50"
    >
      <div className="rounded-lg bg-card p-4 print:p-0">
        <p className="text-sm font-semibold text-muted-foreground">You asked</p>
        <p className="mt-1 italic">&ldquo;Is what I&apos;m feeling valid? Is this serious enough to ask for help?&rdquo;</p>
        <p className="mt-3 text-lg font-semibold text-primary">Your feelings and concerns are completely valid.</p>
      </div>
      <ul className="mt-4 space-y-2">
        {analysis.validation_points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">You Are Not</h3>
          <ul className="mt-2 space-y-1.5">
            {analysis.you_are_not.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <X className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">You Are</h3>
          <ul className="mt-2 space-y-1.5">
            {analysis.you_are.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Heart className="size-4 shrink-0 text-primary" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </RoadmapSection>
  );
}
