import { Trophy } from "@/components/ui/icons";
import { ProgressBar } from "@/components/ui/progress-bar";
import { progressMessage, type roadmapProgress } from "@/lib/domain/roadmap/progress";
import { RoadmapSection } from "@/components/roadmap/section";

type Progress = ReturnType<typeof roadmapProgress>;

/** The progress card: overall percent, the spec's message for it, and each timeframe. */
export function ProgressCard({ progress }: { progress: Progress }) {
  return (
    <RoadmapSection id="roadmap-progress" title="Your Progress" icon={<Trophy className="size-5 text-primary" aria-hidden />}>
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-medium" data-testid="progress-count">
          {progress.completed} of {progress.total} steps done
        </p>
        <p className="text-2xl font-semibold text-primary" data-testid="progress-percent">
          {progress.percent}%
        </p>
      </div>
      <ProgressBar value={progress.percent} label="Overall progress" className="mt-2 h-3" />
      <p role="status" className="mt-3 font-medium" data-testid="progress-message">
        {progressMessage(progress.percent)}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {progress.timeframes.map((timeframe) => (
          <li key={timeframe.key} className="rounded-lg border bg-background p-3">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{timeframe.label}</span>
              <span className="text-muted-foreground">
                {timeframe.completed}/{timeframe.total} · {timeframe.percent}%
              </span>
            </div>
            <ProgressBar value={timeframe.percent} label={`${timeframe.label} progress`} className="mt-2" />
          </li>
        ))}
      </ul>
    </RoadmapSection>
  );
}
