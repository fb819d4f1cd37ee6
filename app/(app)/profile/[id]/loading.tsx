import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Spinner label="Loading profile" className="sr-only" />
      <div className="space-y-5 rounded-xl border bg-card p-6">
        <div className="flex flex-col gap-4 sm:flex-row">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-5 w-48" />
          </div>
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="space-y-3 rounded-xl border bg-card p-6">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}
