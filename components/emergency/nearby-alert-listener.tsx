"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { useUserEvent } from "@/components/shell/notifications-provider";
import { localAlertPath } from "@/lib/domain/emergency/paths";

/**
 * A local supporter hears of an alert near her on any open Haven page (issue 17): a toast that
 * stays until she acts, leading to the alert. The page she is on is refreshed so lists update.
 */
export function NearbyAlertListener() {
  const router = useRouter();
  const onAlert = useCallback(
    (data: unknown) => {
      const alertId = (data as { alertId?: unknown } | null)?.alertId;
      if (typeof alertId !== "string") return;
      toast.warning("Someone near you asked for help", {
        id: `alert-${alertId}`,
        description: "Open the alert to see how far away she is and to answer.",
        duration: Infinity,
        closeButton: true,
        action: { label: "Open alert", onClick: () => router.push(localAlertPath(alertId)) },
      });
      router.refresh();
    },
    [router],
  );
  const onEnded = useCallback(
    (data: unknown) => {
      const alertId = (data as { alertId?: unknown } | null)?.alertId;
      if (typeof alertId === "string") toast.dismiss(`alert-${alertId}`);
      router.refresh();
    },
    [router],
  );
  const onRefresh = useCallback(() => router.refresh(), [router]);
  useUserEvent("emergency-alert", onAlert);
  useUserEvent("emergency-ended", onEnded);
  useUserEvent("emergency-accepted", onRefresh);
  useUserEvent("emergency-location", onRefresh);
  return null;
}
