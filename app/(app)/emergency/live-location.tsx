"use client";

import { useEffect, useState } from "react";
import { postJson } from "@/lib/client/api";

// While her alert is open and she shares her location, her position goes to Haven (encrypted
// there) when it changes by more than 25 m or every 30 s, so responders she accepted see where
// she is now (issue 17). Nothing is kept in the browser.
const MIN_INTERVAL_MS = 30_000;
const MIN_MOVE_M = 25;

function metresBetween(a: GeolocationCoordinates, b: { lat: number; lng: number }) {
  const k = Math.PI / 180;
  const x = (b.lng - a.longitude) * k * Math.cos(((a.latitude + b.lat) / 2) * k);
  const y = (b.lat - a.latitude) * k;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

export function LiveLocation({ alertId }: { alertId: string }) {
  const [status, setStatus] = useState<"waiting" | "live" | "unavailable">("waiting");
  useEffect(() => {
    if (!navigator.geolocation) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- navigator is only known in the browser, after hydration
      setStatus("unavailable");
      return;
    }
    let last: { lat: number; lng: number; at: number } | null = null;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        const now = Date.now();
        if (last && now - last.at < MIN_INTERVAL_MS && metresBetween(p.coords, last) < MIN_MOVE_M) return;
        last = { lat: p.coords.latitude, lng: p.coords.longitude, at: now };
        void postJson("/api/emergency/location", {
          alertId,
          position: { lat: p.coords.latitude, lng: p.coords.longitude, accuracyM: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null },
        })
          .then((result) => setStatus(result.ok ? "live" : "unavailable"))
          .catch(() => setStatus("unavailable"));
      },
      () => setStatus("unavailable"),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [alertId]);
  return (
    <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
      {status === "live"
        ? "Your location is shared with the people you accept while this alert is open."
        : status === "unavailable"
          ? "Your browser is not giving your location right now; supporters see the area you chose."
          : "Finding your location…"}
    </p>
  );
}
