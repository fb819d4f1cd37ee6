import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Re-engagement (marketing): off unless she turns it on.

export const inactiveUser = defineTemplate<BaseProps>({
  id: "inactive-user",
  group: "re-engagement",
  category: "marketing",
  name: "It has been a while",
  description: "After 14 days without a visit (only with News and tips on).",
  subject: () => "It has been a while",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="We are here whenever you need us."
      heading="We are here when you need us"
      action={{ label: "Open Haven", url: link(props, "/dashboard") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Your plan and your conversations are where you left them, whenever you want to come back.</Paragraph>
    </Frame>
  ),
});

export const featureHighlight = defineTemplate<BaseProps & { title?: string; summary?: string; path?: string }>({
  id: "feature-highlight",
  group: "re-engagement",
  category: "marketing",
  name: "Something new",
  description: "A week after sign-up, the current highlight, once (only with News and tips on).",
  subject: () => "Something new in Haven",
  defaults: { title: "Print your plan", summary: "You can now print your plan, with every step and its links, to keep somewhere safe.", path: "/roadmap" },
  Component: ({ title = "", summary = "", path = "/dashboard", ...props }) => (
    <Frame
      preview="Open Haven to see what's new."
      heading={title}
      action={{ label: "Have a look", url: link(props, path) }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>{summary}</Paragraph>
    </Frame>
  ),
});

export const successStory = defineTemplate<BaseProps & { story?: string }>({
  id: "success-story",
  group: "re-engagement",
  category: "marketing",
  name: "A story that may help",
  description:
    "A short, anonymous story shared with permission. Not sent to anyone yet: Haven has no store of stories shared with permission, so only the template tester (admins) sends it, to a test address.",
  subject: () => "A note from Haven",
  defaults: { story: "It took me months to tell anyone. Writing it down first made the call easier." },
  Component: ({ story = "", ...props }) => (
    <Frame
      preview="A story you may find helpful."
      heading="A note from Haven"
      action={{ label: "Open Haven", url: link(props, "/dashboard") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Someone who used Haven wanted others to hear this:</Paragraph>
      <Paragraph>“{story}”</Paragraph>
    </Frame>
  ),
});
