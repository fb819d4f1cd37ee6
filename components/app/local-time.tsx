"use client";

import { useEffect, useState } from "react";

// A time in the reader's own time zone (the server renders in UTC and cannot know hers): the
// page first shows UTC, labelled, and the browser replaces it with her local time at once.
const formats = {
  datetime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Made once each: building an Intl.DateTimeFormat costs far more than formatting with one (about
// 0.15 ms, on every render of every time on the server: issue 20).
const utc = {
  datetime: new Intl.DateTimeFormat("en", { ...formats.datetime, timeZone: "UTC" }),
  time: new Intl.DateTimeFormat("en", { ...formats.time, timeZone: "UTC" }),
};

export function LocalTime({ iso, style = "datetime", className }: { iso: string; style?: keyof typeof formats; className?: string }) {
  const [local, setLocal] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- her time zone is only known in the browser; the server renders UTC
  useEffect(() => setLocal(new Intl.DateTimeFormat(undefined, formats[style]).format(new Date(iso))), [iso, style]);
  return (
    <time dateTime={iso} className={className}>
      {local ?? `${utc[style].format(new Date(iso))} UTC`}
    </time>
  );
}
