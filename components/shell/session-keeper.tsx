"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/lib/client/toast";
import { useAuth } from "./auth-provider";

// Spec part 1 §4 and §9: activity keeps the session alive (refreshed at most every 30
// minutes), and a check every 60 s warns when 5 minutes or less remain.
export const ACTIVITY_REFRESH_MS = 1_800_000;
export const EXPIRY_CHECK_MS = 60_000;
export const EXPIRY_WARNING_MS = 5 * 60_000;

export function SessionKeeper() {
  const { sessionExpiresAt, setSessionExpiresAt } = useAuth();
  // Set when mounted (reading the clock during render is impure).
  const lastActivity = useRef(0);
  const lastRefresh = useRef(0);
  const warned = useRef(false);

  useEffect(() => {
    if (lastRefresh.current === 0) lastActivity.current = lastRefresh.current = Date.now();
    async function refresh() {
      lastRefresh.current = Date.now();
      try {
        const response = await fetch("/api/session/refresh", { method: "POST", cache: "no-store", credentials: "same-origin" });
        if (!response.ok) return;
        const data = (await response.json()) as { expiresAt: string };
        setSessionExpiresAt(new Date(data.expiresAt).getTime());
        warned.current = false;
      } catch {
        // Offline: the next activity tries again.
      }
    }
    function onActivity() {
      lastActivity.current = Date.now();
      if (Date.now() - lastRefresh.current >= ACTIVITY_REFRESH_MS) void refresh();
    }
    const events = ["mousedown", "keydown", "scroll", "touchstart"] as const;
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, onActivity));
  }, [setSessionExpiresAt]);

  useEffect(() => {
    const check = () => {
      const remaining = sessionExpiresAt - Date.now();
      if (remaining <= EXPIRY_WARNING_MS && remaining > 0 && !warned.current) {
        warned.current = true;
        toast.warning("Session expiring soon", { description: "Your session will expire in a few minutes. Please save your work." });
      }
    };
    check();
    const id = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(id);
  }, [sessionExpiresAt]);

  return null;
}
