"use client";

import { postJson } from "@/lib/client/api";

// Raising an alert from the browser (issue 17): one POST (postJson sends it with keepalive, so it
// goes out even if she leaves the page at once). Her position is asked for only when she shares it, and a slow
// or refused position never holds the alert back for more than a few seconds.

export interface AlertToast {
  title: string;
  description: string;
  urgent: boolean;
}

export interface SentAlert {
  alertId: string;
  alreadyOpen: boolean;
  isTest: boolean;
  supporters: number;
  contacts: number;
  toast: AlertToast;
}

export type Position = { lat: number; lng: number; accuracyM: number | null };

export function currentPosition(timeoutMs = 5_000): Promise<Position | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracyM: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

export function sendAlert(input: { position: Position | null; test?: boolean }) {
  return postJson<SentAlert>("/api/emergency/alerts", { position: input.position, test: input.test ?? false });
}
