import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Welcome e-mails (spec part 2 §7 send-welcome-email), one per way of joining.

function Welcome({ lines, ...props }: BaseProps & { lines: string[] }) {
  return (
    <Frame
      preview="Your account is ready."
      heading="Welcome"
      action={{ label: "Sign in", url: link(props, "/auth/login") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </Frame>
  );
}

const subject = () => "Your account is ready";

export const welcomeSupportTaker = defineTemplate<BaseProps>({
  id: "welcome-support-taker",
  group: "welcome",
  category: "important",
  name: "Welcome (support taker)",
  description: "Sent when someone creates an account to get support.",
  subject,
  defaults: {},
  Component: (props) => (
    <Welcome
      {...props}
      lines={[
        "Your account is ready. You can sign in whenever it feels right.",
        "Everything you share stays private to you and the people you choose to talk to.",
      ]}
    />
  ),
});

export const welcomeProfessional = defineTemplate<BaseProps>({
  id: "welcome-professional",
  group: "welcome",
  category: "important",
  name: "Welcome (professional)",
  description: "Sent when a professional applies; says the application will be reviewed.",
  subject,
  defaults: {},
  Component: (props) => (
    <Welcome
      {...props}
      lines={[
        "Thank you for offering your time and skills. Your account is ready.",
        "Our team reviews every professional application. We will write to you when your review is complete.",
      ]}
    />
  ),
});

export const welcomeLocal = defineTemplate<BaseProps>({
  id: "welcome-local",
  group: "welcome",
  category: "important",
  name: "Welcome (local supporter)",
  description: "Sent when a local supporter joins; asks them to finish their location.",
  subject,
  defaults: {},
  Component: (props) => (
    <Welcome
      {...props}
      lines={[
        "Thank you for offering to help people near you. Your account is ready.",
        "Please finish setting up your location so we can connect you with people nearby.",
      ]}
    />
  ),
});
