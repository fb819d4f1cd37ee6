import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Community e-mails (spec part 2 §7 send-match-notification, send-supporter-thankyou). They
// never quote a message or name what anyone wrote about: only that there is something to read.

type ChatProps = BaseProps & { chatId?: string };

export const firstMessage = defineTemplate<ChatProps>({
  id: "first-message",
  group: "community",
  category: "important",
  name: "New message",
  description: "Someone wrote to her in Haven (a supporter's reply she has not seen within 10 minutes, or a person writing to a supporter).",
  subject: () => "You have a new message",
  defaults: { chatId: "example" },
  Component: ({ chatId, ...props }) => (
    <Frame
      preview="Open Haven to read it."
      heading="You have a new message"
      action={{ label: "Read it", url: link(props, chatId ? `/chat?id=${encodeURIComponent(chatId)}` : "/chat") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Someone has written to you. To keep your conversations private, we never put messages in e-mail.</Paragraph>
    </Frame>
  ),
});

export const newMatch = defineTemplate<BaseProps & { count?: number }>({
  id: "new-match",
  group: "community",
  category: "important",
  name: "New match",
  description: "Supporters who joined (or were verified) yesterday rank among her best matches.",
  subject: () => "You have a new update",
  defaults: { count: 3 },
  Component: ({ count = 1, ...props }) => (
    <Frame
      preview="Someone new can help."
      heading="Someone new can help"
      action={{ label: "See who", url: link(props, "/supporters") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>
        {count === 1 ? "A supporter new to Haven" : `${count} supporters new to Haven`} may be a good fit for you. You choose whether to write to anyone.
      </Paragraph>
    </Frame>
  ),
});

export const matchAccepted = defineTemplate<ChatProps>({
  id: "match-accepted",
  group: "community",
  category: "important",
  name: "Match accepted",
  description: "A supporter she wrote to accepted and is ready to talk.",
  subject: () => "You have a new update",
  defaults: { chatId: "example" },
  Component: ({ chatId, ...props }) => (
    <Frame
      preview="Someone is ready to talk."
      heading="Someone is ready to talk"
      action={{ label: "Open the conversation", url: link(props, chatId ? `/chat?id=${encodeURIComponent(chatId)}` : "/chat") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>The supporter you wrote to is ready to talk with you whenever you are.</Paragraph>
    </Frame>
  ),
});

export const supporterThankYou = defineTemplate<BaseProps & { supporterUserId?: string }>({
  id: "supporter-thankyou",
  group: "community",
  category: "important",
  name: "Thank you (to a supporter)",
  description: "Someone a supporter helped left a review.",
  subject: () => "Thank you",
  defaults: { supporterUserId: "example" },
  Component: ({ supporterUserId, ...props }) => (
    <Frame
      preview="Someone you helped left a note."
      heading="Thank you"
      action={{ label: "See your reviews", url: link(props, supporterUserId ? `/profile/${encodeURIComponent(supporterUserId)}` : "/profile") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Someone you helped took a moment to leave you a review. Thank you for the time and care you give.</Paragraph>
    </Frame>
  ),
});
