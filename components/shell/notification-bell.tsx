"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Bell } from "@/components/ui/icons";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { NotificationView } from "@/lib/data/notifications";
import { useNotifications } from "./notifications-provider";

// The notification bell (issue 16): the unread count on the button, her latest notifications
// in a menu (neutral words only), each opening its place in Haven and marked read.

type ListState = { status: "idle" | "loading" | "error" } | { status: "ready"; items: NotificationView[] };

const timeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

function ago(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return timeFormat.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return timeFormat.format(hours, "hour");
  return timeFormat.format(Math.round(hours / 24), "day");
}

function markRead(ids?: string[]) {
  return fetch("/api/notifications/read", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ids ? { ids } : {}),
    keepalive: true,
  }).then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : null));
}

export function NotificationBell({ className, align = "start" }: { className?: string; align?: "start" | "end" }) {
  const { unread, setUnread } = useNotifications();
  const [list, setList] = useState<ListState>({ status: "idle" });
  const router = useRouter();

  const load = async () => {
    setList({ status: "loading" });
    try {
      const response = await fetch("/api/notifications", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { items: NotificationView[]; unread: number };
      setList({ status: "ready", items: body.items });
      setUnread(body.unread);
    } catch {
      setList({ status: "error" });
    }
  };

  const open = (item: NotificationView) => {
    if (!item.read) {
      setList((current) =>
        current.status === "ready" ? { status: "ready", items: current.items.map((i) => (i.id === item.id ? { ...i, read: true } : i)) } : current,
      );
      setUnread(unread - 1);
      void markRead([item.id])
        .then((body) => body && setUnread(body.unread))
        .catch(() => {});
    }
    if (item.link) router.push(item.link);
  };

  const readAll = () => {
    setList((current) => (current.status === "ready" ? { status: "ready", items: current.items.map((i) => ({ ...i, read: true })) } : current));
    setUnread(0);
    void markRead()
      .then((body) => body && setUnread(body.unread))
      .catch(() => {});
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return (
    // Not modal: the page behind stays as it is (no aria-hidden on focusable content), and the menu
    // holds only menu items, so screen readers hear a plain list.
    <DropdownMenu modal={false} onOpenChange={(isOpen) => isOpen && void load()}>
      <DropdownMenuTrigger
        className={cn("relative inline-flex size-11 shrink-0 items-center justify-center rounded-md outline-offset-2 hover:bg-sidebar-accent", className)}
        aria-label={label}
        title={label}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold leading-5 text-primary-foreground"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="w-80 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {list.status !== "ready" && list.status !== "error" ? (
          <DropdownMenuLabel className="py-4 font-normal text-muted-foreground" aria-live="polite">
            Loading…
          </DropdownMenuLabel>
        ) : list.status === "error" ? (
          <>
            <DropdownMenuLabel className="font-normal" aria-live="polite">
              Could not load notifications.
            </DropdownMenuLabel>
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void load();
              }}
              className="font-medium text-primary"
            >
              Try again
            </DropdownMenuItem>
          </>
        ) : list.status !== "ready" ? null : list.items.length === 0 ? (
          <DropdownMenuLabel className="py-4 font-normal text-muted-foreground">No notifications yet.</DropdownMenuLabel>
        ) : (
          <>
            <DropdownMenuGroup className="max-h-96 overflow-y-auto">
              {list.items.map((item) => (
                <DropdownMenuItem key={item.id} onSelect={() => open(item)} className="items-start py-2.5">
                  <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-primary")} />
                  <span className="min-w-0 flex-1">
                    <span className={cn("block text-sm", !item.read && "font-semibold")}>
                      {item.title}
                      {item.read ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="block text-sm text-muted-foreground">{item.body}</span>
                    <span className="block text-xs text-muted-foreground">{ago(item.createdAt)}</span>
                  </span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            {list.items.some((i) => !i.read) ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  onSelect={(event) => {
                    event.preventDefault();
                    readAll();
                  }}
                  className="justify-center font-medium text-primary"
                >
                  Mark all as read
                </DropdownMenuItem>
              </>
            ) : null}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
