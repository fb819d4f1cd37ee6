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
  /** Her own channel's other events (issue 17: emergency alerts, responders, location), shared
   *  by every component that listens, so the page keeps one realtime connection. */
  events: EventTarget;
}

/** Events on her own channel that components may listen to (see useUserEvent). */
export const USER_EVENTS = ["emergency-alert", "emergency-ended", "emergency-accepted", "emergency-location", "emergency-responders", "safety-timer"] as const;
export type UserEventName = (typeof USER_EVENTS)[number];

const NotificationsContext = createContext<NotificationsState>({ unread: 0, setUnread: () => {}, events: new EventTarget() });

/** Runs `handler` whenever her channel carries `name` (with the event's data). */
export function useUserEvent(name: UserEventName, handler: (data: unknown) => void): void {
  const { events } = useContext(NotificationsContext);
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent).detail);
    events.addEventListener(name, listener);
    return () => events.removeEventListener(name, listener);
  }, [events, name, handler]);
}

export function useNotifications(): NotificationsState {
  return useContext(NotificationsContext);
}

export function NotificationsProvider({
  initialUnread,
  viewerId,
  realtime,
  children,
}: {
  initialUnread: number;
  viewerId: string;
  realtime: RealtimeClientConfig;
  children: React.ReactNode;
}) {
  const [unread, setUnreadState] = useState(initialUnread);
  const [events] = useState(() => new EventTarget());
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
      const forward = Object.fromEntries(USER_EVENTS.map((name) => [name, (data: unknown) => events.dispatchEvent(new CustomEvent(name, { detail: data }))]));
      const leave = client.subscribe(
        userChannel(viewerId),
        {
          ...forward,
          notification: (data) => {
            const count = (data as { unread?: unknown } | null)?.unread;
            if (typeof count === "number") setUnread(count);
          },
        },
        {
          // Marks the page as live once her channel is joined (events published before that reach
          // her by the bell, push and e-mail); tests wait for it instead of guessing a delay.
          onSubscribed: () => document.documentElement.setAttribute("data-live", ""),
        },
      );
      const stopReconnect = client.onReconnect(() => void refresh());
      stop = () => {
        document.documentElement.removeAttribute("data-live");
        stopReconnect();
        leave();
        client.disconnect();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [configKey, viewerId, setUnread, events]);

  return <NotificationsContext.Provider value={{ unread, setUnread, events }}>{children}</NotificationsContext.Provider>;
}
