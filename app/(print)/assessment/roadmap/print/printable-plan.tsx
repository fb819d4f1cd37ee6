import { STEP_LISTS, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import type { Roadmap } from "@/lib/validations/roadmap";
import { ItemDetails } from "@/components/roadmap/item-details";
import { RoadmapSection } from "@/components/roadmap/section";

/** Every timeframe and every step with its details, as a document (no tabs, nothing folded). */
export function PrintablePlan({ roadmap, completed }: { roadmap: Roadmap; completed: Record<string, string | null> }) {
  return (
    <RoadmapSection id="roadmap-action-plan" title="Your Action Plan">
      <div className="space-y-6">
        {TIMEFRAMES.map((timeframe) => (
          <div key={timeframe.key}>
            <h3 className="border-b pb-1 text-base font-semibold">{timeframe.label}</h3>
            <ol className="mt-3 space-y-4">
              {roadmap[STEP_LISTS[timeframe.key]].map((item) => {
                const done = item.id in completed;
                return (
                  <li key={item.id} className="break-inside-avoid-page">
                    <p className="font-medium">
                      <span aria-hidden className="mr-2 font-mono">
                        {done ? "☑" : "☐"}
                      </span>
                      {item.title}
                      <span className="sr-only">{done ? " (done)" : " (not done yet)"}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {item.goal} · {item.estimated_time}
                    </p>
                    <ItemDetails item={item} />
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </RoadmapSection>
  );
}
