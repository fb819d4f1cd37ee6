import Link from "next/link";
import { ArrowLeft } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/account/load-error";
import { PageHeader } from "@/components/app/page-header";

// The roadmap page's frame: used by the page on the server and by its error.tsx in the browser,
// so nothing here reads data.

const TITLE = "Your Roadmap";

export function RoadmapShell({ children, description, actions }: { children: React.ReactNode; description?: string; actions?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={TITLE}
        description={description}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard/support-taker">
                <ArrowLeft aria-hidden /> Back
              </Link>
            </Button>
            {actions}
          </>
        }
      />
      <div className="space-y-6">{children}</div>
    </div>
  );
}

/** Spec part 2 §8 (Roadmap): 'Error loading roadmap' (There was a problem loading your roadmap. Please try again.). */
export function RoadmapLoadError({ reset }: { reset?: () => void }) {
  return (
    <RoadmapShell>
      <LoadError message="Error loading roadmap" description="There was a problem loading your roadmap. Please try again." toastOnMount reset={reset} />
    </RoadmapShell>
  );
}
