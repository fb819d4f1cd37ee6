import Link from "next/link";
import { ChevronRight, MapPin } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import type { SupporterAlertView } from "@/lib/data/emergency-responses";
import { describeDistance } from "@/lib/domain/emergency/alert-rules";
import { localAlertPath } from "@/lib/domain/emergency/paths";
import { LocalTime } from "@/components/app/local-time";

export const STATUS_LABEL: Record<SupporterAlertView["status"], string> = { active: "Open", resolved: "She is safe", expired: "Ended", cancelled: "Cancelled" };

export function responseLabel(alert: Pick<SupporterAlertView, "response" | "accepted">): string {
  if (alert.accepted) return "She accepted your help";
  if (alert.response === "helping") return "You offered to help";
  if (alert.response === "unavailable") return "You can't right now";
  return "Not answered yet";
}

/** One alert in the list: status, distance and area (open alerts only), her answer. */
export function AlertCard({ alert }: { alert: SupporterAlertView }) {
  const open = alert.status === "active";
  return (
    <Link href={localAlertPath(alert.alertId)} className="flex min-h-11 items-center gap-3 rounded-lg border bg-card p-4 hover:bg-secondary/50">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{open ? "Someone near you asked for help" : "An alert you were sent"}</span>
          <Badge variant={open ? "destructive" : "secondary"}>{STATUS_LABEL[alert.status]}</Badge>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {open && alert.distanceKm != null ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {describeDistance(alert.distanceKm)}
              {alert.area ? `, near ${alert.area}` : ""}
            </span>
          ) : null}
          <span>
            <LocalTime iso={alert.createdAt} />
          </span>
          <span>{responseLabel(alert)}</span>
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
