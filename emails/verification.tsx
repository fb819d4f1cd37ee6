import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Verification outcomes (spec part 2 §7 send-verification-email). The subject is the same for
// every outcome and says nothing about what Haven is for. Local supporters (issue 17) get the
// same three e-mails in their own words: no CV, a conversation with the team instead, and their
// own dashboard.

export const VERIFICATION_EMAIL_SUBJECT = "An update on your application";
type Props = BaseProps & { note?: string | null; kind?: "professional" | "local" };

const LOCAL_PATH = "/dashboard/local";

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
  defaults: { note: null, kind: "professional" },
  Component: (props) =>
    props.kind === "local" ? (
      <Outcome
        {...props}
        heading="Your application is approved"
        action="Open your dashboard"
        path={LOCAL_PATH}
        lines={[
          "Thank you for your patience. Our team has reviewed your application and verified your profile.",
          "People near you who are looking for help can now find you, and you may receive urgent requests from people nearby. Please keep your city and availability up to date.",
        ]}
      />
    ) : (
      <Outcome
        {...props}
        heading="Your application is approved"
        action="Open your dashboard"
        path="/dashboard"
        lines={[
          "Thank you for your patience. Our team has reviewed your application and verified your profile.",
          "People looking for help can now find you and write to you. You can update your profile and availability at any time.",
        ]}
      />
    ),
});

export const verificationNeedsInfo = defineTemplate<Props>({
  id: "verification-needs-info",
  group: "verification",
  category: "critical",
  name: "More information needed",
  description: "An admin asked a supporter for more information before deciding.",
  subject: () => VERIFICATION_EMAIL_SUBJECT,
  defaults: { note: "Please upload a CV that shows your current registration.", kind: "professional" },
  Component: (props) =>
    props.kind === "local" ? (
      <Outcome
        {...props}
        heading="We need a little more information"
        action="See what is needed"
        path={LOCAL_PATH}
        lines={[
          "Thank you for offering to help people near you. Before we can finish reviewing your application, our team needs a little more from you.",
          "Please sign in to see what is needed. The note on your dashboard says what to do next, and we will look at your application again.",
        ]}
      />
    ) : (
      <Outcome
        {...props}
        heading="We need a little more information"
        action="See what is needed"
        path="/verification-pending"
        lines={[
          "Thank you for applying. Before we can finish reviewing your application, our team needs a little more from you.",
          "Please sign in to see what is needed. You can upload an updated CV from the verification page, and we will look at your application again.",
        ]}
      />
    ),
});

export const verificationRejected = defineTemplate<Props>({
  id: "verification-rejected",
  group: "verification",
  category: "critical",
  name: "Application not approved",
  description: "An admin could not verify a supporter's application.",
  subject: () => VERIFICATION_EMAIL_SUBJECT,
  defaults: { note: null, kind: "professional" },
  Component: (props) => (
    <Outcome
      {...props}
      heading="About your application"
      action="Sign in"
      path={props.kind === "local" ? LOCAL_PATH : "/verification-pending"}
      lines={[
        "Thank you for offering your time and skills. After reviewing your application, our team was not able to verify it.",
        "You can sign in at any time to read the note from our team. Thank you again for wanting to help.",
      ]}
    />
  ),
});
