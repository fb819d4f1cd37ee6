import "./zod-setup";
import { z } from "zod";
import { DIRECTORY_TABS } from "@/lib/domain/directory/search";

/**
 * The directory's search and town forms (posted to /supporters/search): what she typed, the
 * list she is on, and which of the two she is clearing, if any. Long input is cut to the
 * search's limit, not refused (the forms limit it already).
 */
export const directorySearchSchema = z.object({
  q: z.string().max(2_000).optional(),
  near: z.string().max(2_000).optional(),
  tab: z.enum(DIRECTORY_TABS).optional().catch(undefined),
  clear: z.enum(["q", "near"]).optional(),
});
