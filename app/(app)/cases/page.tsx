import type { Metadata } from "next";
import Link from "next/link";
import { ClipboardList, FileText, MessageCircle } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FreshOnReturn } from "@/components/app/fresh-on-return";
import { LocalTime } from "@/components/app/local-time";
import { PageHeader } from "@/components/app/page-header";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listOwnCases, type SupporterCase } from "@/lib/data/supporter-cases";
import { CASE_STATUS_LABELS } from "@/lib/domain/supporter-chat/case-status";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Your cases" };

const KIND_LABELS = { professional: "Professional support", local: "Local support" } as const;

function CaseRow({ item }: { item: SupporterCase }) {
  return (
    <li>
      <Card className={cn("py-0", item.unread && "border-primary/60")}>
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <span className="truncate">{item.person}</span>
              {item.unread ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                  <span className="size-1.5 rounded-full bg-primary-foreground" aria-hidden />
                  New message
                </span>
              ) : null}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={item.status === "replied" ? "secondary" : "default"}>{CASE_STATUS_LABELS[item.status]}</Badge>
              <span className="text-muted-foreground">{KIND_LABELS[item.kind]}</span>
              {item.sharedAssessment ? (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <FileText className="size-3.5" aria-hidden /> Assessment shared
                </span>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">
              Last activity <LocalTime iso={item.lastActivity} /> · {item.messageCount} {item.messageCount === 1 ? "message" : "messages"}
            </p>
          </div>
          <Button asChild variant={item.unread || item.status !== "replied" ? "default" : "outline"} className="shrink-0">
            <Link href={`/chat?id=${encodeURIComponent(item.chatId)}`} aria-label={`Open conversation with ${item.person}`}>
              <MessageCircle aria-hidden /> Open conversation
            </Link>
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

// The supporter's workspace (issue 18): the conversations addressed to her, their status,
// last activity and what she has not read. The data layer returns only her own.
export default async function CasesPage() {
  const state = await requirePermission("cases:read");
  // A failed read is answered by ./error.tsx.
  const cases = await listOwnCases(toActor(state));
  const unread = cases.filter((c) => c.unread).length;
  const waiting = cases.filter((c) => c.status !== "replied").length;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader modeSwitch title="Your cases" description="The people who wrote to you, newest activity first. Only you can see this list." />
      {cases.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
            <ClipboardList className="size-10 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold">No cases yet</h2>
            <p className="max-w-md text-muted-foreground">
              When someone writes to you from the supporter directory, your conversation with her appears here. A complete profile helps the right people find
              you.
            </p>
            <Button asChild variant="outline">
              <Link href="/profile">Review your profile</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {cases.length} open {cases.length === 1 ? "case" : "cases"} · {waiting} waiting for you · {unread} with unread messages
          </p>
          <ul className="space-y-3" aria-label="Cases">
            {cases.map((item) => (
              <CaseRow key={item.chatId} item={item} />
            ))}
          </ul>
        </>
      )}
      <FreshOnReturn />
    </div>
  );
}
