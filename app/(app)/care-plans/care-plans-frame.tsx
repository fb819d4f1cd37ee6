import Link from "next/link";
import { ArrowLeft, Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/app/page-header";

// The care plans page's frame, for the page on the server and its error.tsx in the browser.
export function CarePlansFrame({ newButton, children }: { newButton: boolean; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your Care Plans"
        description="The roadmap from each of your assessments, newest first. Only you can see them."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">
                <ArrowLeft aria-hidden /> Back
              </Link>
            </Button>
            {newButton ? (
              <Button asChild>
                <Link href="/assessment">
                  <Plus aria-hidden /> New Assessment
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      {children}
    </div>
  );
}
