"use client";

import { useCallback, useEffect, useState } from "react";

export type LocationPermission = "granted" | "denied" | "prompt" | "unknown";

/** The spec's three labels (part 2 §2). A browser that cannot say counts as not yet asked. */
export const PERMISSION_LABEL: Record<LocationPermission, string> = {
  granted: "Granted",
  denied: "Denied",
  prompt: "Not Requested",
  unknown: "Not Requested",
};

async function queryPermission(): Promise<LocationPermission> {
  if (typeof navigator === "undefined" || !navigator.permissions?.query) return "unknown";
  try {
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state;
  } catch {
    return "unknown";
  }
}

/** The browser's geolocation permission, kept current (it can change in the site settings). */
export function useLocationPermission() {
  const [permission, setPermission] = useState<LocationPermission>("unknown");
  const refresh = useCallback(async () => {
    const state = await queryPermission();
    setPermission(state);
    return state;
  }, []);

  useEffect(() => {
    let status: PermissionStatus | null = null;
    const onChange = () => status && setPermission(status.state);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the permission is only known in the browser, after hydration
    void refresh();
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((s) => {
        status = s;
        s.addEventListener("change", onChange);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener("change", onChange);
  }, [refresh]);

  return { permission, setPermission, refresh };
}

export type PositionCheck = "granted" | "denied" | "unavailable";

/**
 * Asks the browser for her position only to learn whether she allows it (the prompt appears
 * here). The position itself is dropped at once: nothing is sent, stored or logged.
 */
export function checkPosition(): Promise<PositionCheck> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) return resolve("unavailable");
    navigator.geolocation.getCurrentPosition(
      () => resolve("granted"),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
