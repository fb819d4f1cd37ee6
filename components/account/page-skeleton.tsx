import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/app/page-header";

/** Loading state of an account page: its title at once, grey cards while the data comes. */
export function AccountPageSkeleton({ title, sections }: { title: string; sections: number }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} />
      <Spinner label={`Loading ${title.toLowerCase()}`} className="sr-only" />
      <div className="space-y-4">
        {Array.from({ length: sections }, (_, i) => (
          <div key={i} className="space-y-4 rounded-xl border bg-card p-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full max-w-md" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
