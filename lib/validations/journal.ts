import "./zod-setup";
import { z } from "zod";
import { BEHAVIOURS } from "@/lib/domain/assessment/questions";
import { SHARE_DURATIONS } from "@/lib/domain/journal/shares";
import { wholeNumber, numberFrom } from "./fields";

// The journal's forms (issue 22), shared by the browser and the server. Files travel beside
// these fields in the same multipart request and are checked by their bytes on the server.

const BEHAVIOUR_VALUES = BEHAVIOURS.map((option) => option.value) as [string, ...string[]];

const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

function validTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A device's IANA time zone, for showing dates; an unknown one falls back to UTC. */
export const timeZoneField = z
  .string()
  .max(64)
  .default("UTC")
  .transform((value) => (value && validTimeZone(value) ? value : "UTC"));

export const OCCURRED_IN_FUTURE = "This date is in the future. Please check when it happened.";

export const journalEntrySchema = z.object({
  occurredAt: z.iso
    .datetime({ offset: true, error: "Please enter when it happened." })
    .refine((value) => new Date(value).getTime() <= Date.now() + 5 * 60_000, OCCURRED_IN_FUTURE)
    .refine((value) => new Date(value).getUTCFullYear() >= 1950, "Please check the year."),
  timeZone: timeZoneField,
  /** May be empty on a quick capture that holds a photo or a file (checked with the files in lib/data). */
  what: text(20_000, "Please keep this under 20,000 characters."),
  where: text(500, "Please keep this under 500 characters."),
  witnesses: text(2_000, "Please keep this under 2,000 characters."),
  effect: text(10_000, "Please keep this under 10,000 characters."),
  behaviours: z.array(z.enum(BEHAVIOUR_VALUES)).max(BEHAVIOUR_VALUES.length).default([]),
  /** On an edit: the files of the current version she keeps. */
  keepFiles: z.array(z.uuid()).max(50).default([]),
  /** On an edit: the version her page opened. Another edit saved since is not overwritten. */
  baseVersion: z.preprocess(numberFrom, z.number().int().min(1).optional()),
});

export const JOURNAL_EDIT_CONFLICT =
  "This entry was changed in another tab or window since you opened it. Your changes are still here: copy what you need, then reload the page to see the latest version.";

export const NOTHING_TO_SAVE = "Please write what happened, or add a photo or a file.";

export type JournalEntryInput = z.infer<typeof journalEntrySchema>;

export const entryIdSchema = z.object({ entryId: z.uuid("Entry not found") });

export const SHARE_DAY_VALUES = SHARE_DURATIONS.map((duration) => duration.days);

export const journalShareSchema = z.object({
  supporterUserId: z.string().min(1, "Please choose who to share with.").max(100),
  days: wholeNumber(1, 365, "Please choose how long.").refine(
    (value) => SHARE_DAY_VALUES.includes(value as (typeof SHARE_DAY_VALUES)[number]),
    "Please choose how long.",
  ),
});

export const shareIdSchema = z.object({ shareId: z.uuid("Share not found") });

export const journalExportSchema = z.object({
  /** Empty: the whole journal. */
  entryIds: z.array(z.uuid()).max(5_000).default([]),
  /** Her device's time zone, for the dates in the PDF. */
  timeZone: timeZoneField,
});
