import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Admin notifications (spec part 2 §7 send-admin-notification). No personal details: the
// admin opens Haven to see them.

export const adminNewUser = defineTemplate<BaseProps & { role?: string }>({
  id: "admin-new-user",
  group: "admin",
  category: "important",
  name: "New account (admins)",
  description: "Someone joined Haven.",
  subject: () => "A new account",
  defaults: { role: "professional supporter" },
  Component: ({ role, ...props }) => (
    <Frame preview="Someone joined Haven." heading="A new account" action={{ label: "Open the admin tools", url: link(props, "/admin") }} unsubscribeUrl={props.unsubscribeUrl}>
      <Paragraph>A new {role ?? "person"} joined Haven.</Paragraph>
    </Frame>
  ),
});

export const adminSupporterApplication = defineTemplate<BaseProps>({
  id: "admin-supporter-application",
  group: "admin",
  category: "important",
  name: "New application (admins)",
  description: "A supporter applied or sent a new CV and waits for review.",
  subject: () => "A new application to review",
  defaults: {},
  Component: (props) => (
    <Frame preview="Open the verification queue." heading="A new application to review" action={{ label: "Open the queue", url: link(props, "/admin/verifications") }} unsubscribeUrl={props.unsubscribeUrl}>
      <Paragraph>A supporter is waiting for their application to be reviewed.</Paragraph>
    </Frame>
  ),
});

export const adminEmergencyAlert = defineTemplate<BaseProps>({
  id: "admin-emergency-alert",
  group: "admin",
  category: "critical",
  name: "Alert raised (admins)",
  description: "Someone raised an alert; for oversight.",
  subject: () => "An alert needs attention",
  defaults: {},
  Component: (props) => (
    <Frame preview="Open Haven to see it." heading="An alert needs attention" action={{ label: "Open Haven", url: link(props, "/admin") }}>
      <Paragraph>Someone raised an alert. Open Haven to see whether anyone has responded.</Paragraph>
    </Frame>
  ),
});
