"use client";

// A client component (issue 20): Next sends a segment's loading state with every answer, ready
// for later navigations; as a server component its whole markup was written into each answer's
// Flight data, encoded and decoded on every request. From here it travels as one reference.
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/app/page-header";

export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Community Supporters"
        description="Verified professionals and local volunteers who are here to help. What you write to them is private."
      />
      <Spinner label="Loading supporters" className="sr-only" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="mt-4 h-11 w-72" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-3 rounded-xl border bg-card p-5">
            <div className="flex gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-4 w-44" />
              </div>
            </div>
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
