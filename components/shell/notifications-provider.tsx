"use client";

import { createContext, useCallback, useContext, useEffect, useState } from "react";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";
import { userChannel } from "@/lib/services/realtime/channels";

// The bell's state for the whole signed-in shell (issue 16): the unread count, given by the
// server with the page and kept live through her own realtime channel. pusher-js is loaded
// only after the page is interactive, so it never holds up the first paint.

interface NotificationsState {
  unread: number;
  setUnread(value: number): void;
}

const NotificationsContext = createContext<NotificationsState>({ unread: 0, setUnread: () => {} });

export function useNotifications(): NotificationsState {
  return useContext(NotificationsContext);
}

export function NotificationsProvider({ initialUnread, viewerId, realtime, children }: { initialUnread: number; viewerId: string; realtime: RealtimeClientConfig; children: React.ReactNode }) {
  const [unread, setUnreadState] = useState(initialUnread);
  const setUnread = useCallback((value: number) => setUnreadState(Math.max(0, Math.floor(value))), []);
  const configKey = JSON.stringify(realtime);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const refresh = () =>
      fetch("/api/notifications", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : null))
        .then((body) => body && !cancelled && setUnread(body.unread))
        .catch(() => {});
    void import("@/lib/client/realtime").then(({ createRealtimeClient }) => {
      if (cancelled) return;
      const client = createRealtimeClient(JSON.parse(configKey) as RealtimeClientConfig);
      const leave = client.subscribe(userChannel(viewerId), {
        notification: (data) => {
          const count = (data as { unread?: unknown } | null)?.unread;
          if (typeof count === "number") setUnread(count);
        },
      });
      const stopReconnect = client.onReconnect(() => void refresh());
      stop = () => {
        stopReconnect();
        leave();
        client.disconnect();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [configKey, viewerId, setUnread]);

  return <NotificationsContext.Provider value={{ unread, setUnread }}>{children}</NotificationsContext.Provider>;
}
