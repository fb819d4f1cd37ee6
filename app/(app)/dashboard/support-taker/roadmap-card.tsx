import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { progressMessage } from "@/lib/domain/roadmap/progress";
import type { DashboardView } from "./view";

export function RoadmapCard({ roadmap, inProgress }: Pick<DashboardView, "roadmap" | "inProgress">) {
  if (!roadmap) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">
          {inProgress
            ? `You've started your assessment (${inProgress.progressPercentage}% done). Your roadmap appears when you finish.`
            : "Your roadmap appears here after the assessment."}
        </p>
        <Button asChild>
          <Link href="/assessment">{inProgress ? "Continue your assessment" : "Start Your Assessment"}</Link>
        </Button>
      </div>
    );
  }
  const href = `/assessment/roadmap?conversationId=${encodeURIComponent(roadmap.conversationId)}`;
  if (!roadmap.hasRoadmap || roadmap.total === 0) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">Your assessment is complete. We&apos;re preparing your roadmap.</p>
        <Button asChild variant="outline">
          <Link href={href}>View your roadmap</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-medium">
          {roadmap.completed} of {roadmap.total} steps done
        </p>
        <p className="text-sm text-muted-foreground">{roadmap.percent}%</p>
      </div>
      <ProgressBar value={roadmap.percent} label="Roadmap progress" />
      <p className="text-sm text-muted-foreground">{progressMessage(roadmap.percent)}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href={href}>Continue your roadmap</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/care-plans">All care plans</Link>
        </Button>
      </div>
    </div>
  );
}
