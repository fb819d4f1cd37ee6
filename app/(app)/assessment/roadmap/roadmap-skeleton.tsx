import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/app/page-header";

/** The roadmap's loading state (spec part 2 §2). */
export function RoadmapSkeleton() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Roadmap" />
      <Spinner label="Loading your roadmap" className="sr-only" />
      <div className="space-y-4 rounded-xl border bg-card p-6">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
