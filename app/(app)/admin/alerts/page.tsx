import type { Metadata } from "next";
import { BellRing, Flag, History } from "@/components/ui/icons";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/app/page-header";
import { LocalTime } from "@/components/app/local-time";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getAdminAlertsOverview, type AdminAlertView } from "@/lib/data/admin-alerts";
import { ReviewFalseAlarm } from "./review-false-alarm";

export const metadata: Metadata = { title: "Emergency alerts" };

const STATUS_LABELS: Record<AdminAlertView["status"], string> = { active: "Open", resolved: "Ended by her", expired: "Expired" };

function Figures({ alert }: { alert: AdminAlertView }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {[
        ["Supporters alerted", alert.supportersAlerted],
        ["Contacts alerted", alert.contactsAlerted],
        ["Offering help", alert.responding],
        ["Accepted by her", alert.accepted],
      ].map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AlertItem({ alert, children }: { alert: AdminAlertView; children?: React.ReactNode }) {
  return (
    <li className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{alert.raisedBy}</span>
        <Badge variant={alert.status === "active" ? "destructive" : "secondary"}>{STATUS_LABELS[alert.status]}</Badge>
        {alert.fromTimer ? <Badge variant="outline">Safety timer</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Raised <LocalTime iso={alert.createdAt} />
        {alert.status === "active" ? (
          <>
            {" "}
            · expires <LocalTime iso={alert.expiresAt} style="time" />
          </>
        ) : alert.endedAt ? (
          <>
            {" "}
            · ended <LocalTime iso={alert.endedAt} />
          </>
        ) : null}
      </p>
      <Figures alert={alert} />
      {alert.review ? <p className="mt-3 text-sm">Reports reviewed: {alert.review.label}</p> : null}
      {children}
    </li>
  );
}

function Section({
  id,
  title,
  icon: Icon,
  empty,
  alerts,
  children,
}: {
  id: string;
  title: string;
  icon: typeof BellRing;
  empty: string;
  alerts: AdminAlertView[];
  children?: (a: AdminAlertView) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden /> {title} <span className="text-muted-foreground tabular-nums">({alerts.length})</span>
      </h2>
      {alerts.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert}>
              {children?.(alert)}
            </AlertItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Emergency alerts for admins (issue 17): what is open now and how far it reached, and the
 * supporters' false-alarm reports to review. Where she is never appears here.
 */
export default async function AdminAlertsPage() {
  const state = await requirePermission("admin:access");
  // A failed read is answered by ./error.tsx.
  const overview = await getAdminAlertsOverview(toActor(state));

  return (
    <div className="mx-auto max-w-4xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Emergency alerts"
        description="Open alerts, and alerts supporters reported as a probable false alarm. Where she is is never shown here."
      />
      <Section id="open-alerts" title="Open now" icon={BellRing} alerts={overview.open} empty="No alert is open right now." />
      <Section id="reports" title="False-alarm reports to review" icon={Flag} alerts={overview.toReview} empty="No reports are waiting for review.">
        {(alert) => (
          <>
            <h3 className="mt-4 text-sm font-medium">Reported by</h3>
            <ul className="mt-1 text-sm text-muted-foreground">
              {alert.falseAlarmReports.map((report, i) => (
                <li key={i}>
                  {report.by}, <LocalTime iso={report.at} />
                </li>
              ))}
            </ul>
            <ReviewFalseAlarm alertId={alert.id} />
          </>
        )}
      </Section>
      <Section id="recent-alerts" title="Recently ended" icon={History} alerts={overview.recent} empty="No alert has ended yet.">
        {(alert) =>
          !alert.review && alert.falseAlarmReports.length ? <p className="mt-3 text-sm">Reported as a probable false alarm: waiting for review above.</p> : null
        }
      </Section>
    </div>
  );
}
