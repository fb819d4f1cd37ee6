import "./zod-setup";
import { z } from "zod";
import { recordId } from "./fields";
import { CONTACT_MESSAGE_MAX, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_SUBJECTS, SUSPENSION_REASON_MAX } from "@/lib/domain/moderation/reports";

// Issue 18: reports, the contact form, moderation decisions and user changes.

export const REASON_REQUIRED = "Please give a reason. It is kept in the audit log.";

const optionalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), recordId("We could not find what you wanted to report.").optional());

export const reportSchema = z
  .object({
    subjectType: z.enum(REPORT_SUBJECTS, { error: "Please reload the page and try again." }),
    subjectUserId: optionalId,
    messageId: optionalId,
    reason: z.enum(REPORT_REASONS, { error: "Please choose a reason." }),
    note: z.string().trim().max(REPORT_NOTE_MAX, `Please keep this under ${REPORT_NOTE_MAX} characters.`).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.subjectType === "message" ? !value.messageId : !value.subjectUserId)
      ctx.addIssue({ code: "custom", path: ["_form"], message: "We could not find what you wanted to report." });
  });

export type ReportInput = z.infer<typeof reportSchema>;

export const contactSchema = z.object({
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, "Please write a message.")
    .max(CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  replyTo: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .union([z.literal(""), z.string().max(254, "That e-mail address is too long").pipe(z.email("Please enter a valid e-mail address, or leave it empty."))])
      .default(""),
  ),
});

const reason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(SUSPENSION_REASON_MAX, `Please keep the reason under ${SUSPENSION_REASON_MAX} characters.`);

export const userIdSchema = z.object({ userId: recordId("This account could not be found.") });

export const suspensionSchema = z.object({ userId: recordId("This account could not be found."), reason });

export const adminRoleSchema = z.object({
  userId: recordId("This account could not be found."),
  grant: z.boolean({ error: "Please reload the page and try again." }),
  reason,
});

export const moderationSchema = z
  .object({
    reportId: recordId("This report could not be found."),
    decision: z.enum(["dismiss", "warn", "suspend"], { error: "Please choose Dismiss, Warn or Suspend." }),
    note: z.string().trim().max(SUSPENSION_REASON_MAX, `Please keep the note under ${SUSPENSION_REASON_MAX} characters.`).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== "dismiss" && !value.note) ctx.addIssue({ code: "custom", path: ["note"], message: REASON_REQUIRED });
  });

export const contactCloseSchema = z.object({ reportId: recordId("This message could not be found.") });
