"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { ListChecks } from "lucide-react";
import { toast } from "sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toggleActionItemAction } from "@/app/(app)/assessment/roadmap/actions";
import { roadmapProgress, STEP_LISTS, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import type { ActionItem, Roadmap } from "@/lib/validations/roadmap";
import { ActionItemCard } from "./action-item-card";
import { ProgressCard } from "./progress-card";
import { RoadmapSection } from "./section";

type Steps = Pick<Roadmap, "immediate_actions" | "short_term_steps" | "medium_term_steps" | "long_term_goals">;
/** Item id → completion time, for the items she has ticked. */
type Completed = Record<string, string | null>;

/**
 * The action plan tabs and the progress card, which share her ticks. A tick shows at once, is
 * saved at once, and is undone with a message if the save fails. `between` is what the page
 * shows between the two (toolkit, matches), rendered on the server.
 */
export function RoadmapTracker({ conversationId, steps, initialCompleted, between }: { conversationId: string; steps: Steps; initialCompleted: Completed; between?: React.ReactNode }) {
  const [completed, setCompleted] = useState<Completed>(initialCompleted);
  // The last saved state of each item, to roll back to if a later save fails.
  const saved = useRef<Completed>(initialCompleted);
  // Each item's newest request: an older answer arriving late must not undo a newer tick.
  const latest = useRef<Record<string, number>>({});
  const [saving, setSaving] = useState(0);
  const [lastSave, setLastSave] = useState<"saved" | "failed" | null>(null);

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
    async (item: ActionItem, done: boolean) => {
      const request = (latest.current[item.id] ?? 0) + 1;
      latest.current[item.id] = request;
      setCompleted((current) => withItem(current, item.id, done ? new Date().toISOString() : undefined));
      setSaving((n) => n + 1);
      const result = await toggleActionItemAction({ conversationId, itemId: item.id, completed: done }).catch(() => null);
      setSaving((n) => n - 1);
      setLastSave(result?.ok ? "saved" : "failed");
      if (result?.ok) saved.current = withItem(saved.current, item.id, done ? (result.data.completedAt ?? null) : undefined);
      if (latest.current[item.id] !== request) return;
      if (result?.ok) {
        setCompleted((current) => withItem(current, item.id, done ? (result.data.completedAt ?? null) : undefined));
        return;
      }
      const before = saved.current[item.id];
      setCompleted((current) => withItem(current, item.id, before));
      toast.error("Your progress wasn't saved", {
        description: result && !result.ok ? `${result.error} Please try again.` : "Please check your connection and try again.",
      });
    },
    [conversationId],
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
                <span className="text-xs font-normal text-muted-foreground">{timeframe.completed}/{timeframe.total} · {timeframe.percent}%</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {TIMEFRAMES.map((timeframe) => (
            <TabsContent key={timeframe.key} value={timeframe.key}>
              <ul className="space-y-3" aria-label={`Steps for ${timeframe.label}`}>
                {steps[STEP_LISTS[timeframe.key]].map((item) => (
                  <ActionItemCard key={item.id} item={item} done={item.id in completed} onToggle={(done) => void toggle(item, done)} />
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </RoadmapSection>
      {between}
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
