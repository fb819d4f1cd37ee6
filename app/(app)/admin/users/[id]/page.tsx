import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/app/page-header";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getUserDetail } from "@/lib/data/user-admin";
import { listAuditEntries } from "@/lib/data/admin-audit";
import { isRecordId } from "@/lib/validations/fields";
import { ROLE_LABELS } from "@/lib/domain/auth/roles";
import { VERIFICATION_LABELS } from "@/lib/domain/supporters/verification";
import { RevealEmail, UserControls } from "../user-controls";

export const metadata: Metadata = { title: "Account" };

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** One person (issue 18): roles, status, activity, reports about her, and the changes admins made. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const state = await requirePermission("users:manage");
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const actor = toActor(state);
  // Side by side: the history is keyed by the id alone (none for an account that does not exist).
  const [user, history] = await Promise.all([getUserDetail(actor, id), listAuditEntries(actor, { targetType: "user", targetId: id })]);
  if (!user) notFound();

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader modeSwitch title={user.name} description={user.suspended ? "This account is suspended." : "This account is active."} />
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              {user.suspended ? (
                <Badge variant="outline" className="border-destructive/50 text-destructive">
                  Suspended
                </Badge>
              ) : (
                <Badge variant="secondary">Active</Badge>
              )}
            </dd>
            {user.suspended && user.suspendedAt ? (
              <>
                <dt className="text-muted-foreground">Suspended</dt>
                <dd>
                  {WHEN.format(user.suspendedAt)} UTC{user.suspensionReason ? ` — ${user.suspensionReason}` : ""}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Roles</dt>
            <dd className="flex flex-wrap gap-1.5">
              {user.roles.map((r) => (
                <Badge key={r} variant="outline">
                  {ROLE_LABELS[r]}
                </Badge>
              ))}
            </dd>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="min-w-0">
              {user.emailMasked ? <RevealEmail userId={user.id} masked={user.email} name={user.name} /> : <span className="break-all">{user.email}</span>}
            </dd>
            {user.professional ? (
              <>
                <dt className="text-muted-foreground">As a professional</dt>
                <dd>{VERIFICATION_LABELS[user.professional.verificationStatus]}</dd>
              </>
            ) : null}
            {user.local ? (
              <>
                <dt className="text-muted-foreground">As a local supporter</dt>
                <dd>{VERIFICATION_LABELS[user.local.verificationStatus]}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{WHEN.format(user.createdAt)} UTC</dd>
            <dt className="text-muted-foreground">Last seen</dt>
            <dd>{user.lastSeenAt ? `${WHEN.format(user.lastSeenAt)} UTC` : "Not recently"}</dd>
            <dt className="text-muted-foreground">Signed in on</dt>
            <dd>{user.activeSessions === 1 ? "1 device" : `${user.activeSessions} devices`}</dd>
            <dt className="text-muted-foreground">Reports about her</dt>
            <dd>
              {user.reportsAbout === 0 ? "None" : `${user.reportsAbout} (${user.openReportsAbout} open)`}
              {user.openReportsAbout > 0 ? (
                <>
                  {" "}
                  ·{" "}
                  <Link href="/admin/reports" className="text-primary underline underline-offset-4">
                    Open the reports
                  </Link>
                </>
              ) : null}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Actions</CardTitle>
        </CardHeader>
        <CardContent>
          <UserControls userId={user.id} name={user.name} suspended={user.suspended} isAdmin={user.roles.includes("admin")} isSelf={user.isSelf} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardContent>
          {history.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No admin has changed this account.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {history.entries.map((entry) => (
                <li key={entry.id}>
                  <span className="font-medium">{entry.summary}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {entry.actorName} · {WHEN.format(entry.createdAt)} UTC
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Button asChild variant="outline">
        <Link href="/admin/users">Back to users</Link>
      </Button>
    </div>
  );
}
