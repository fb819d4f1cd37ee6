import "./zod-setup";
import { z } from "zod";
import { recordId } from "./fields";
import { noteRequired, VERIFICATION_DECISIONS, VERIFICATION_NOTE_MAX, VERIFICATION_STATUSES } from "@/lib/domain/supporters/verification";

export const NOTE_REQUIRED = "Please add a note that explains this decision.";

/** An admin's decision on one application; a note is required to reject or ask for information. */
export const verificationDecisionSchema = z
  .object({
    professionalSupporterId: recordId("This application could not be found."),
    decision: z.enum(VERIFICATION_DECISIONS, { error: "Please choose Approve, Reject or Needs info." }),
    /** The status the admin was looking at: the decision applies only if it is still that (issue 15). */
    expectedStatus: z.enum(VERIFICATION_STATUSES, { error: "Please reload the page and try again." }),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX, `Please keep the note under ${VERIFICATION_NOTE_MAX} characters.`).default(""),
  })
  .superRefine((value, ctx) => {
    if (noteRequired(value.decision) && !value.note) ctx.addIssue({ code: "custom", path: ["note"], message: NOTE_REQUIRED });
  });

export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;
