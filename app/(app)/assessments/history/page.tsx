import type { Metadata } from "next";
import { Pager } from "@/components/app/pager";
import { requireUser, toActor } from "@/lib/auth/session";
import { parsePage } from "@/lib/domain/directory/search";
import { listCompletedAssessments } from "@/lib/data/assessments";
import { assessmentDescription, assessmentTitle, formatAssessmentDate, type SeverityLevel } from "@/lib/domain/assessment";
import { HistoryList, type HistoryItem } from "./history-list";
import { HistoryFrame } from "./history-frame";

export const metadata: Metadata = { title: "Assessment History" };

export default async function AssessmentHistoryPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const state = await requireUser();
  // A failed read is answered by ./error.tsx.
  const list = await listCompletedAssessments(toActor(state), { page: parsePage((await searchParams).page) });
  const items: HistoryItem[] = list.items.map((row) => {
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
    // With none yet, the empty state carries "New Assessment".
    <HistoryFrame newButton={list.total !== 0}>
      <HistoryList items={items} />
      <Pager page={list.page} pageCount={list.pageCount} hrefOf={(page) => `/assessments/history?page=${page}`} />
    </HistoryFrame>
  );
}
