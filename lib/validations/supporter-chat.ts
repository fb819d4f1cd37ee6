import "./zod-setup";
import { z } from "zod";
import { recordId, writeIdSchema } from "./fields";

// The message dialog (spec part 2 §5 "Message to a professional"): not blank, and the
// server needs a session ('Not authenticated', from userAction).

export const MESSAGE_REQUIRED = "Message required";
export const MESSAGE_REQUIRED_HINT = "Please write a message before sending";
export const SUPPORTER_MESSAGE_MAX = 4000;

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

export const messageSupporterSchema = z.object({
  supporterUserId: recordId("Please choose a supporter."),
  kind: z.enum(["professional", "local"], { error: "Please choose a supporter." }),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(SUPPORTER_MESSAGE_MAX, `Please keep your message under ${SUPPORTER_MESSAGE_MAX} characters.`),
  shareAssessment: checkbox,
  /** The dialog's id for this message (lib/client/write-id.ts): sent twice, it is stored once. */
  clientId: writeIdSchema.optional(),
});

export type MessageSupporterInput = z.input<typeof messageSupporterSchema>;
