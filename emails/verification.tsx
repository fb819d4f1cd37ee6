import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Verification outcomes (spec part 2 §7 send-verification-email). The subject is the same for
// every outcome and says nothing about what Haven is for.

export const VERIFICATION_EMAIL_SUBJECT = "An update on your application";
type Props = BaseProps & { note?: string | null };

function Outcome({ heading, lines, action, path, note, ...props }: Props & { heading: string; lines: [string, string]; action: string; path: string }) {
  return (
    <Frame preview="There is an update on your application." heading={heading} action={{ label: action, url: link(props, path) }}>
      <Paragraph>{lines[0]}</Paragraph>
      {note ? <Paragraph>A note from our review team: {note}</Paragraph> : null}
      <Paragraph>{lines[1]}</Paragraph>
    </Frame>
  );
}

export const verificationApproved = defineTemplate<Props>({
  id: "verification-approved",
  group: "verification",
  category: "critical",
  name: "Application approved",
  description: "A supporter's application was approved by an admin.",
  subject: () => VERIFICATION_EMAIL_SUBJECT,
  defaults: { note: null },
  Component: (props) => (
    <Outcome {...props} heading="Your application is approved" action="Open your dashboard" path="/dashboard"
      lines={["Thank you for your patience. Our team has reviewed your application and verified your profile.", "People looking for help can now find you and write to you. You can update your profile and availability at any time."]} />
  ),
});

export const verificationNeedsInfo = defineTemplate<Props>({
  id: "verification-needs-info",
  group: "verification",
  category: "critical",
  name: "More information needed",
  description: "An admin asked a supporter for more information before deciding.",
  subject: () => VERIFICATION_EMAIL_SUBJECT,
  defaults: { note: "Please upload a CV that shows your current registration." },
  Component: (props) => (
    <Outcome {...props} heading="We need a little more information" action="See what is needed" path="/verification-pending"
      lines={["Thank you for applying. Before we can finish reviewing your application, our team needs a little more from you.", "Please sign in to see what is needed. You can upload an updated CV from the verification page, and we will look at your application again."]} />
  ),
});

export const verificationRejected = defineTemplate<Props>({
  id: "verification-rejected",
  group: "verification",
  category: "critical",
  name: "Application not approved",
  description: "An admin could not verify a supporter's application.",
  subject: () => VERIFICATION_EMAIL_SUBJECT,
  defaults: { note: null },
  Component: (props) => (
    <Outcome {...props} heading="About your application" action="Sign in" path="/verification-pending"
      lines={["Thank you for offering your time and skills. After reviewing your application, our team was not able to verify it.", "You can sign in at any time to read the note from our team. Thank you again for wanting to help."]} />
  ),
});
