"use client";

// A client component (issue 20): Next sends a segment's loading state with every answer, ready
// for later navigations; as a server component its whole markup was written into each answer's
// Flight data, encoded and decoded on every request. From here it travels as one reference.
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/app/page-header";

export default function Loading() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Assessment History" description="Your completed assessments, newest first. Only you can see them." />
      <Spinner label="Loading your assessments" className="sr-only" />
      <div className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-4 rounded-xl border bg-card p-6">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex gap-3">
              <Skeleton className="h-11 w-36" />
              <Skeleton className="h-11 w-32" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
