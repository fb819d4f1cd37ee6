import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, MapPin, MessageCircle, Phone } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getAlertForSupporter } from "@/lib/data/emergency-responses";
import { describeDistance } from "@/lib/domain/emergency/alert-rules";
import { LOCAL_ALERTS_PATH } from "@/lib/domain/emergency/paths";
import { STATUS_LABEL, responseLabel } from "../alert-card";
import { ResponseControls } from "./response-controls";
import { LocalTime } from "@/components/app/local-time";

export const metadata: Metadata = { title: "Alert" };

/** One alert a local supporter was sent (issue 17). Her position shows only once she accepts. */
export default async function LocalAlertPage({ params }: { params: Promise<{ alertId: string }> }) {
  const state = await requirePermission("emergency:respond");
  const { alertId } = await params;
  const alert = await getAlertForSupporter(toActor(state), alertId);
  if (!alert) notFound();
  const open = alert.status === "active";
  return (
    <div className="mx-auto max-w-2xl">
      <Button asChild variant="ghost" className="mb-2 -ml-3">
        <Link href={LOCAL_ALERTS_PATH}>
          <ArrowLeft aria-hidden /> All alerts
        </Link>
      </Button>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
        {open ? "Someone near you asked for help" : "An alert you were sent"}
        <Badge variant={open ? "destructive" : "secondary"}>{STATUS_LABEL[alert.status]}</Badge>
      </h1>
      <dl className="mt-4 grid gap-2 rounded-lg border bg-card p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">Raised</dt>
        <dd className="text-muted-foreground">
          <LocalTime iso={alert.createdAt} />
        </dd>
        {open && alert.distanceKm != null ? (
          <>
            <dt className="font-medium">Distance</dt>
            <dd className="text-muted-foreground">{describeDistance(alert.distanceKm)}</dd>
          </>
        ) : null}
        {open && alert.area ? (
          <>
            <dt className="font-medium">Area</dt>
            <dd className="text-muted-foreground">Near {alert.area}</dd>
          </>
        ) : null}
        <dt className="font-medium">Your answer</dt>
        <dd className="text-muted-foreground">{responseLabel(alert)}</dd>
      </dl>

      {alert.accepted && open ? (
        <section aria-labelledby="where" className="mt-6 rounded-lg border border-primary/40 bg-card p-4">
          <h2 id="where" className="flex items-center gap-2 font-semibold">
            <MapPin className="size-5 text-primary" aria-hidden /> Where she is
          </h2>
          {alert.location ? (
            <>
              {alert.location.source === "live" ? (
                <>
                  <p className="mt-2 text-sm">
                    Her live position: {alert.location.lat.toFixed(5)}, {alert.location.lng.toFixed(5)}
                    {alert.location.accuracyM ? ` (within about ${Math.round(alert.location.accuracyM)} m)` : ""}
                    {alert.location.area ? `, near ${alert.location.area}` : ""}.
                  </p>
                  {alert.location.updatedAt ? (
                    <p className="text-sm text-muted-foreground">
                      Updated <LocalTime iso={alert.location.updatedAt} style="time" />. This page updates when she moves.
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="mt-2 text-sm">
                  She is not sharing her exact position. The area she chose: {alert.location.area ?? "not named"}. Message her to agree where to meet.
                </p>
              )}
            </>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">She has not shared a position. Message her to agree where to meet.</p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {alert.location?.source === "live" ? (
              <Button asChild>
                <a href={`geo:${alert.location.lat},${alert.location.lng}?q=${alert.location.lat},${alert.location.lng}`}>Open in your maps app</a>
              </Button>
            ) : null}
            {alert.chatId ? (
              <Button asChild variant="outline">
                <Link href={`/chat?chatId=${encodeURIComponent(alert.chatId)}`}>
                  <MessageCircle aria-hidden /> Message her
                </Link>
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}

      {open ? (
        <ResponseControls alertId={alert.alertId} response={alert.response} accepted={alert.accepted} falseAlarmReported={alert.falseAlarmReported} />
      ) : (
        <p className="mt-6 text-muted-foreground">
          This alert has ended
          {alert.endedAt ? (
            <>
              {" "}
              (<LocalTime iso={alert.endedAt} />)
            </>
          ) : null}
          . Thank you for being there.
        </p>
      )}
      {open ? (
        <p className="mt-8 flex items-start gap-2 text-sm text-muted-foreground">
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            If you think she is in immediate danger, call{" "}
            <a href="tel:911" className="font-medium text-foreground underline underline-offset-4">
              911
            </a>
            . Never put yourself at risk.
          </span>
        </p>
      ) : null}
    </div>
  );
}
