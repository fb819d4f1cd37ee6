"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import { BookOpen, Flower2, NotebookPen, Wind } from "@/components/ui/icons";
import type { Roadmap } from "@/lib/validations/roadmap";
import { RoadmapSection } from "./section";

type Toolkit = Roadmap["self_care_toolkit"];

const disclosure = "group rounded-lg border bg-background open:bg-card print:border-0";
const summary =
  "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden";

function Chevron() {
  return (
    <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-90 print:hidden">
      ›
    </span>
  );
}

/** Journaling prompts, mindfulness exercises and breathing techniques (spec part 2 §3). */
export function SelfCareToolkit({ toolkit, expanded = false }: { toolkit: Toolkit; expanded?: boolean }) {
  return (
    <RoadmapSection
      id="roadmap-self-care"
      title="Your Self-Care Toolkit"
      icon={<Flower2 className="size-5 text-primary" aria-hidden />}
      description="Small things you can do for yourself, whenever you need them. Take what helps and leave the rest."
    >
      <div className="space-y-6">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <NotebookPen className="size-4 text-primary" aria-hidden /> Journaling prompts
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {toolkit.journaling_prompts.map((prompt) => (
              <li key={prompt.title} className="rounded-lg border bg-background p-4">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{prompt.category}</p>
                <p className="mt-1 font-medium">{prompt.title}</p>
                <p className="mt-1 text-muted-foreground">{prompt.prompt}</p>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <BookOpen className="size-4 text-primary" aria-hidden /> Mindfulness exercises
          </h3>
          <ul className="mt-3 space-y-2">
            {toolkit.mindfulness_exercises.map((exercise) => (
              <li key={exercise.title}>
                <details className={disclosure} open={expanded || undefined}>
                  <summary className={summary}>
                    <span>
                      {exercise.title}
                      <span className="block text-sm font-normal text-muted-foreground">
                        {exercise.duration} · {capitalise(exercise.difficulty)}
                      </span>
                    </span>
                    <Chevron />
                  </summary>
                  <ol className="list-decimal space-y-1.5 px-4 pb-4 pl-9">
                    {exercise.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Wind className="size-4 text-primary" aria-hidden /> Breathing techniques
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {toolkit.breathing_techniques.map((technique) => (
              <li key={technique.name} className="rounded-lg border bg-background p-4">
                <p className="font-medium">{technique.name}</p>
                <p className="mt-1 text-sm font-semibold text-primary">{technique.pattern}</p>
                <p className="mt-1 text-muted-foreground">{technique.instructions}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </RoadmapSection>
  );
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
