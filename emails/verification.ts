import { emailFrame, type RenderedEmail } from "./layout";
import type { VerificationDecision } from "@/lib/domain/supporters/verification";

// send-verification-email (spec part 2 §7): approved, rejected or needs_info. The subject and
// preview are the same for every outcome and say nothing about what Haven is for
// (ARCHITECTURE.md §7): whoever glances at her inbox learns nothing.

export const VERIFICATION_EMAIL_SUBJECT = "An update on your application";
const PREVIEW = "There is an update on your application.";

const CONTENT: Record<VerificationDecision, { heading: string; paragraphs: string[]; action: string }> = {
  approved: {
    heading: "Your application is approved",
    paragraphs: [
      "Thank you for your patience. Our team has reviewed your application and verified your profile.",
      "People looking for help can now find you and write to you. You can update your profile and availability at any time.",
    ],
    action: "Open your dashboard",
  },
  needs_info: {
    heading: "We need a little more information",
    paragraphs: [
      "Thank you for applying. Before we can finish reviewing your application, our team needs a little more from you.",
      "Please sign in to see what is needed. You can upload an updated CV from the verification page, and we will look at your application again.",
    ],
    action: "See what is needed",
  },
  rejected: {
    heading: "About your application",
    paragraphs: [
      "Thank you for offering your time and skills. After reviewing your application, our team was not able to verify it.",
      "You can sign in at any time to read the note from our team. Thank you again for wanting to help.",
    ],
    action: "Sign in",
  },
};

export function verificationEmail({
  status = "approved",
  note = null,
  url = "http://localhost:3000/verification-pending",
}: { status?: VerificationDecision; note?: string | null; url?: string } = {}): RenderedEmail {
  const content = CONTENT[status];
  const paragraphs = note ? [...content.paragraphs.slice(0, 1), `A note from our review team: ${note}`, ...content.paragraphs.slice(1)] : content.paragraphs;
  return {
    subject: VERIFICATION_EMAIL_SUBJECT,
    html: emailFrame({ preview: PREVIEW, heading: content.heading, paragraphs, action: { label: content.action, url } }),
    text: `${content.heading}\n\n${paragraphs.join("\n\n")}\n\n${url}\n`,
  };
}
