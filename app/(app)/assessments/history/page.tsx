import type { Metadata } from "next";
import Link from "next/link";
import { Plus, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmergencyButton } from "@/components/app/emergency-button";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { listCompletedAssessments } from "@/lib/data/assessments";
import { assessmentDescription, assessmentTitle, formatAssessmentDate, type SeverityLevel } from "@/lib/domain/assessment";
import { HistoryList, type HistoryItem } from "./history-list";

export const metadata: Metadata = { title: "Assessment History" };

export default async function AssessmentHistoryPage() {
  const state = await requireUser();
  // A failed read is answered by ./error.tsx.
  const rows = await listCompletedAssessments(toActor(state));
  const items: HistoryItem[] = rows.map((row) => {
    const date = row.completedAt ?? row.createdAt;
    return {
      id: row.id,
      title: assessmentTitle(row.initialMessage, date),
      description: assessmentDescription(row.initialMessage),
      severityLevel: (row.severityLevel as SeverityLevel | null) ?? null,
      urgent: row.urgent,
      caseType: row.caseType,
      date: date.toISOString(),
      dateLabel: formatAssessmentDate(date),
    };
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Assessment History"
        description="Your completed assessments, newest first. Only you can see them."
        actions={
          <>
            {/* With none yet, the empty state below carries the button. */}
            {items.length !== 0 ? (
              <Button asChild>
                <Link href="/assessment">
                  <Plus aria-hidden /> New Assessment
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <HistoryList items={items} />
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
