"use client";

import { useHydrated } from "@/lib/client/use-hydrated";

// A time in the reader's own time zone. The server renders in UTC and cannot know hers, so the
// page first shows UTC, labelled; the browser shows her local time from its first render after
// hydration (a time rendered later, like a new chat message, is local at once). Rendering her
// local time during hydration would not match the server's HTML: React then throws that HTML
// away and renders the page again (error #418).
const formats = {
  datetime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof formats;

// Made once each: building an Intl.DateTimeFormat costs far more than formatting with one (about
// 0.15 ms, on every render of every time on the server: issue 20).
const utc: Record<Style, Intl.DateTimeFormat> = {
  datetime: new Intl.DateTimeFormat("en", { ...formats.datetime, timeZone: "UTC" }),
  date: new Intl.DateTimeFormat("en", { ...formats.date, timeZone: "UTC" }),
  time: new Intl.DateTimeFormat("en", { ...formats.time, timeZone: "UTC" }),
};
const local: Partial<Record<Style, Intl.DateTimeFormat>> = {};

/** The text for a time: her local time once the page is hydrated, UTC (labelled) before. */
export function localTimeText(date: Date, style: Style, hydrated: boolean): string {
  if (!hydrated) return `${utc[style].format(date)} UTC`;
  local[style] ??= new Intl.DateTimeFormat(undefined, formats[style]);
  return local[style].format(date);
}

export function LocalTime({ iso, style = "datetime", className }: { iso: string; style?: Style; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {localTimeText(new Date(iso), style, hydrated)}
    </time>
  );
}
