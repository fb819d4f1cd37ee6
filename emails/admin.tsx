import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Admin notifications (spec part 2 §7 send-admin-notification). No personal details: the
// admin opens Haven to see them.

type NewUserProps = BaseProps & { day?: string; supportTakers?: number; professionals?: number; locals?: number };

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A daily digest, not one e-mail per sign-up: counts by role only (no names, no addresses),
 * so an admin's inbox neither fills up nor holds anything about who joined.
 */
export const adminNewUser = defineTemplate<NewUserProps>({
  id: "admin-new-user",
  group: "admin",
  category: "important",
  name: "New accounts (admins)",
  description: "Once a day, how many people joined the day before, by role.",
  subject: () => "New accounts yesterday",
  defaults: { day: "Monday, November 23, 2026", supportTakers: 4, professionals: 1, locals: 2 },
  Component: ({ day, supportTakers = 0, professionals = 0, locals = 0, ...props }) => (
    <Frame
      preview="How many people joined yesterday."
      heading="New accounts"
      action={{ label: "Open the admin tools", url: link(props, "/admin/users") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>{day ? `On ${day} (UTC)` : "Yesterday"}, these accounts were opened:</Paragraph>
      <Paragraph>
        {counted(supportTakers, "support taker", "support takers")}, {counted(professionals, "professional supporter", "professional supporters")} and{" "}
        {counted(locals, "local supporter", "local supporters")}.
      </Paragraph>
      {professionals > 0 ? <Paragraph>Professional supporters appear in the verification queue once their CV is uploaded.</Paragraph> : null}
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
    <Frame
      preview="Open the verification queue."
      heading="A new application to review"
      action={{ label: "Open the queue", url: link(props, "/admin/verifications") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
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
