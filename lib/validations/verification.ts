import "./zod-setup";
import { z } from "zod";
import { recordId } from "./fields";
import { noteRequired, VERIFICATION_DECISIONS, VERIFICATION_NOTE_MAX, VERIFICATION_STATUSES } from "@/lib/domain/supporters/verification";
import { checkLocalDecision, INTERVIEW_NOTE_MAX } from "@/lib/domain/supporters/local-verification";

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

const checklistFields = {
  identitySeen: z.boolean({ error: "Please say whether you have seen her identity." }),
  guidelinesAgreed: z.boolean({ error: "Please say whether she agreed to the safety guidelines." }),
  interviewNote: z.string().trim().max(INTERVIEW_NOTE_MAX, `Please keep the interview note under ${INTERVIEW_NOTE_MAX} characters.`).default(""),
};

/** The admin's checklist for a local supporter, saved on its own while the review goes on. */
export const localChecklistSchema = z.object({
  localSupporterId: recordId("This application could not be found."),
  expectedStatus: z.enum(VERIFICATION_STATUSES, { error: "Please reload the page and try again." }),
  ...checklistFields,
});

/** A decision on a local supporter, with the checklist as the admin confirms it: approval needs identity and guidelines. */
export const localVerificationDecisionSchema = z
  .object({
    localSupporterId: recordId("This application could not be found."),
    decision: z.enum(VERIFICATION_DECISIONS, { error: "Please choose Approve, Reject or Needs info." }),
    expectedStatus: z.enum(VERIFICATION_STATUSES, { error: "Please reload the page and try again." }),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX, `Please keep the note under ${VERIFICATION_NOTE_MAX} characters.`).default(""),
    ...checklistFields,
  })
  .superRefine((value, ctx) => {
    if (noteRequired(value.decision) && !value.note) ctx.addIssue({ code: "custom", path: ["note"], message: NOTE_REQUIRED });
    const check = checkLocalDecision(value.decision, {
      identitySeen: value.identitySeen,
      guidelinesAgreed: value.guidelinesAgreed,
      interviewNote: value.interviewNote,
    });
    if (!check.ok) ctx.addIssue({ code: "custom", path: [value.identitySeen ? "guidelinesAgreed" : "identitySeen"], message: check.reason });
  });

export type LocalVerificationDecisionInput = z.infer<typeof localVerificationDecisionSchema>;
