import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/app/page-header";

/** While her assessment loads (inside a Suspense boundary, so a missing id still redirects on the server). */
export function ViewerSkeleton() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Assessment" />
      <Spinner label="Loading your assessment" className="sr-only" />
      <div className="space-y-4 rounded-xl border bg-card p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="mt-8 space-y-3">
        <Skeleton className="h-16 w-3/4" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-16 w-3/4" />
      </div>
    </div>
  );
}
