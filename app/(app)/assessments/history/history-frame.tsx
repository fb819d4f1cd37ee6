import Link from "next/link";
import { Plus, ShieldAlert } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmergencyButton } from "@/components/app/emergency-button";
import { PageHeader } from "@/components/app/page-header";

// The history page's frame, for the page on the server and its error.tsx in the browser: the
// title, "New Assessment" (left out while the empty state carries it), and the way to help.
export function HistoryFrame({ newButton, children }: { newButton: boolean; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Assessment History"
        description="Your completed assessments, newest first. Only you can see them."
        actions={
          newButton ? (
            <Button asChild>
              <Link href="/assessment">
                <Plus aria-hidden /> New Assessment
              </Link>
            </Button>
          ) : undefined
        }
      />
      {children}
      <Card className="mt-8 border-destructive/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-destructive" aria-hidden /> Need help right now?
          </CardTitle>
          <CardDescription>If you feel unsafe, alert your emergency contacts and nearby verified supporters.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmergencyButton />
        </CardContent>
      </Card>
    </div>
  );
}
