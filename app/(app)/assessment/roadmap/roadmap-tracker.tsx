"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { ListChecks } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { roadmapProgress, STEP_LISTS, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import type { ActionItem, Roadmap } from "@/lib/validations/roadmap";
import { ActionItemCard } from "./action-item-card";
import { ProgressCard } from "./progress-card";
import { RoadmapSection } from "@/components/roadmap/section";
import { SelfCareToolkit } from "@/components/roadmap/self-care-toolkit";
import { ResourceLinks } from "@/components/roadmap/resource-links";
import { useTickSaver } from "./use-tick-saver";

type Steps = Pick<Roadmap, "immediate_actions" | "short_term_steps" | "medium_term_steps" | "long_term_goals">;
/** Item id → completion time, for the items she has ticked. */
type Completed = Record<string, string | null>;

/**
 * The action plan tabs and the progress card, which share her ticks. A tick shows at once, is
 * saved at once (./use-tick-saver.ts), and is undone with a message if the save fails.
 * Between the two: her self-care toolkit, `matches` (rendered on the server) and her resources.
 *
 * The page gives `matches` before the data props: React sends the elements of a Flight row that
 * come after its first 3,200 characters each in a row of its own, later, and the server then
 * renders each as a separate piece of the page (issue 20). Data is never split off that way.
 */
export function RoadmapTracker({
  conversationId,
  matches,
  initialCompleted,
  toolkit,
  links,
  steps,
}: {
  conversationId: string;
  matches: React.ReactNode;
  initialCompleted: Completed;
  toolkit: Roadmap["self_care_toolkit"];
  links: Roadmap["resource_links"];
  steps: Steps;
}) {
  const [completed, setCompleted] = useState<Completed>(initialCompleted);
  // The last saved state of each item, to roll back to if a later save fails.
  const saved = useRef<Completed>(initialCompleted);
  const [saving, setSaving] = useState(0);
  const [lastSave, setLastSave] = useState<"saved" | "failed" | null>(null);

  const save = useTickSaver(conversationId, (itemId, done, result, superseded) => {
    // Superseded: her newer choice for this step went out at once and is still counted.
    if (!superseded) setSaving((n) => n - 1);
    setLastSave(result.ok ? "saved" : "failed");
    if (result.ok) saved.current = withItem(saved.current, itemId, done ? (result.data.completedAt ?? null) : undefined);
    if (superseded) return;
    if (result.ok) {
      setCompleted((current) => withItem(current, itemId, done ? (result.data.completedAt ?? null) : undefined));
      return;
    }
    const before = saved.current[itemId];
    setCompleted((current) => withItem(current, itemId, before));
    toast.error("Your progress wasn't saved", {
      description: result.offline ? result.error : `${result.error} Please try again.`,
    });
  });

  const progress = useMemo(() => {
    const action_items = Object.fromEntries(Object.entries(completed).map(([id, at]) => [id, { completed: true, completed_at: at }]));
    return roadmapProgress({
      immediateActions: steps.immediate_actions,
      shortTermSteps: steps.short_term_steps,
      mediumTermSteps: steps.medium_term_steps,
      longTermGoals: steps.long_term_goals,
      progressTracking: { action_items },
    });
  }, [completed, steps]);

  const toggle = useCallback(
    (item: ActionItem, done: boolean) => {
      setCompleted((current) => withItem(current, item.id, done ? new Date().toISOString() : undefined));
      if (save(item.id, done)) setSaving((n) => n + 1);
    },
    [save],
  );

  return (
    <>
      <RoadmapSection
        id="roadmap-action-plan"
        title="Your Action Plan"
        icon={<ListChecks className="size-5 text-primary" aria-hidden />}
        description="Steps you can take, one at a time. Tick a step when it's done; your progress is saved straight away."
      >
        <p role="status" data-testid="save-status" className="-mt-2 mb-3 min-h-5 text-sm text-muted-foreground">
          {saving > 0 ? "Saving…" : lastSave === "saved" ? "All changes saved" : lastSave === "failed" ? "Your last change wasn't saved." : ""}
        </p>
        <Tabs defaultValue="immediate">
          <TabsList aria-label="Timeframes" className="grid grid-cols-2 sm:flex">
            {progress.timeframes.map((timeframe) => (
              <TabsTrigger key={timeframe.key} value={timeframe.key} data-testid={`tab-${timeframe.key}`}>
                <span>{timeframe.label}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {timeframe.completed}/{timeframe.total} · {timeframe.percent}%
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {TIMEFRAMES.map((timeframe) => (
            <TabsContent key={timeframe.key} value={timeframe.key}>
              <ul className="space-y-3" aria-label={`Steps for ${timeframe.label}`}>
                {steps[STEP_LISTS[timeframe.key]].map((item) => (
                  <ActionItemCard key={item.id} item={item} done={item.id in completed} onToggle={(done) => toggle(item, done)} />
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </RoadmapSection>
      <SelfCareToolkit toolkit={toolkit} />
      {matches}
      <ResourceLinks links={links} />
      <ProgressCard progress={progress} />
    </>
  );
}

function withItem(map: Completed, id: string, at: string | null | undefined): Completed {
  const next = { ...map };
  if (at === undefined) delete next[id];
  else next[id] = at;
  return next;
}
