import { z } from "zod";

// The admin tools (issue 18) take no input, except the confirmation of removing sample data.

export const runToolSchema = z.object({});

export const REMOVE_SAMPLE_CONFIRM = "remove";
export const removeSampleDataSchema = z.object({
  confirm: z.literal(REMOVE_SAMPLE_CONFIRM, { error: "Please confirm that every sample account should be removed." }),
});

/** The audit log's filter: a dotted action prefix such as "tools" or "verification.approved". */
export const AUDIT_ACTION_FILTERS = ["tools", "verification", "local_verification", "user", "moderation"] as const;
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTION_FILTERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
