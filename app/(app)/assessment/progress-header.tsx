import { STAGES } from "@/lib/domain/assessment";

export function ProgressHeader({ stage, percent, minutesLeft }: { stage: number; percent: number; minutesLeft: number }) {
  const current = STAGES[stage - 1] ?? STAGES[0]!;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <p className="font-medium">
          Stage {current.number} of {STAGES.length}: {current.title}
        </p>
        <p className="text-muted-foreground">{minutesLeft > 0 ? `About ${minutesLeft} ${minutesLeft === 1 ? "minute" : "minutes"} left` : "Almost done"}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
