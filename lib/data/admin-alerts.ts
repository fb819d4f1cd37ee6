import "server-only";
import { db, type Prisma } from "@/lib/db";
import { displayNameOf } from "@/lib/domain/display-name";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/data/admin-audit";
import { FALSE_ALARM_OUTCOME_LABELS, type FalseAlarmOutcome } from "@/lib/domain/emergency/false-alarm";

// The admins' view of emergency alerts (issue 17): what is open now and how far it reached,
// and the supporters' false-alarm reports to review. Admins see counts, times and names of the
// supporters who answered — never where she is, what she wrote or her contacts' numbers.

const ALERT_SELECT = {
  id: true,
  status: true,
  createdAt: true,
  expiresAt: true,
  resolvedAt: true,
  supportersAlerted: true,
  contactsAlerted: true,
  falseAlarmOutcome: true,
  falseAlarmReviewedAt: true,
  user: { select: { name: true, profile: { select: { displayName: true } } } },
  notifications: {
    where: { recipientUserId: { not: null } },
    select: {
      response: true,
      acceptedAt: true,
      falseAlarmAt: true,
      recipientUser: { select: { name: true, profile: { select: { displayName: true } } } },
    },
  },
} satisfies Prisma.EmergencyAlertSelect;

type AlertRow = Prisma.EmergencyAlertGetPayload<{ select: typeof ALERT_SELECT }>;

export interface AdminAlertView {
  id: string;
  status: "active" | "resolved" | "expired";
  raisedBy: string;
  fromTimer: boolean;
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
  supportersAlerted: number;
  contactsAlerted: number;
  responding: number;
  accepted: number;
  falseAlarmReports: { by: string; at: string }[];
  review: { outcome: FalseAlarmOutcome; label: string; at: string } | null;
}

function toView(row: AlertRow, timerAlerts: Set<string>): AdminAlertView {
  const outcome = row.falseAlarmOutcome as FalseAlarmOutcome | null;
  return {
    id: row.id,
    status: row.status as AdminAlertView["status"],
    raisedBy: displayNameOf(row.user, "Anonymous"),
    fromTimer: timerAlerts.has(row.id),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    endedAt: row.resolvedAt?.toISOString() ?? null,
    supportersAlerted: row.supportersAlerted,
    contactsAlerted: row.contactsAlerted,
    responding: row.notifications.filter((n) => n.response === "helping").length,
    accepted: row.notifications.filter((n) => n.acceptedAt !== null).length,
    falseAlarmReports: row.notifications
      .filter((n) => n.falseAlarmAt !== null)
      .sort((a, b) => b.falseAlarmAt!.getTime() - a.falseAlarmAt!.getTime())
      .map((n) => ({ by: displayNameOf(n.recipientUser, "A supporter"), at: n.falseAlarmAt!.toISOString() })),
    review: outcome && row.falseAlarmReviewedAt ? { outcome, label: FALSE_ALARM_OUTCOME_LABELS[outcome], at: row.falseAlarmReviewedAt.toISOString() } : null,
  };
}

export interface AdminAlertsOverview {
  open: AdminAlertView[];
  toReview: AdminAlertView[];
  recent: AdminAlertView[];
}

/** Open alerts (oldest first: the longest waiting on top), reports waiting for review, and the last 20 ended. Test alerts are left out. */
export async function getAdminAlertsOverview(actor: Actor): Promise<AdminAlertsOverview> {
  assertPermission(actor, "admin:access");
  const [open, toReview, recent] = await Promise.all([
    db.emergencyAlert.findMany({ where: { status: "active", isTest: false }, orderBy: { createdAt: "asc" }, take: 100, select: ALERT_SELECT }),
    db.emergencyAlert.findMany({
      where: { isTest: false, falseAlarmReviewedAt: null, notifications: { some: { falseAlarmAt: { not: null } } } },
      orderBy: { createdAt: "desc" },
      take: 50,
      select: ALERT_SELECT,
    }),
    db.emergencyAlert.findMany({ where: { status: { not: "active" }, isTest: false }, orderBy: { createdAt: "desc" }, take: 20, select: ALERT_SELECT }),
  ]);
  const ids = [...new Set([...open, ...toReview, ...recent].map((a) => a.id))];
  const fired = await db.safetyTimer.findMany({ where: { alertId: { in: ids } }, select: { alertId: true } });
  const timerAlerts = new Set(fired.map((t) => t.alertId!));
  const view = (row: AlertRow) => toView(row, timerAlerts);
  return { open: open.map(view), toReview: toReview.map(view), recent: recent.map(view) };
}

/** An admin's conclusion on an alert's false-alarm reports, audited. Returns false when there was nothing to review. */
export async function reviewFalseAlarm(actor: Actor, input: { alertId: string; outcome: FalseAlarmOutcome; note?: string | null }): Promise<boolean> {
  assertPermission(actor, "admin:access");
  return db.$transaction(async (tx) => {
    const { count } = await tx.emergencyAlert.updateMany({
      where: { id: input.alertId, isTest: false, falseAlarmReviewedAt: null, notifications: { some: { falseAlarmAt: { not: null } } } },
      data: { falseAlarmOutcome: input.outcome, falseAlarmReviewedAt: new Date() },
    });
    if (count === 0) return false;
    await recordAudit(
      actor,
      {
        action: "alert.false_alarm_review",
        targetType: "emergency_alert",
        targetId: input.alertId,
        summary: `Reviewed false-alarm reports: ${FALSE_ALARM_OUTCOME_LABELS[input.outcome]}`,
        ...(input.note ? { details: { note: input.note } } : {}),
      },
      tx,
    );
    return true;
  });
}
