import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Follow-ups (spec part 2 §7 send-safety-followup). Neutral words only: someone else may read
// her inbox.

export const checkIn = defineTemplate<BaseProps>({
  id: "check-in",
  group: "safety",
  category: "engagement",
  name: "Checking in",
  description: "24 hours after an alert is resolved.",
  subject: () => "Checking in",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="How are you doing today?"
      heading="Checking in"
      action={{ label: "Open Haven", url: link(props, "/dashboard") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>We wanted to see how you are doing today. Your plan and the people who can help are there whenever you need them.</Paragraph>
    </Frame>
  ),
});

export const noSupporterYet = defineTemplate<BaseProps>({
  id: "no-supporter-yet",
  group: "safety",
  category: "engagement",
  name: "People are here to help",
  description: "Three days after her assessment when she has not written to any supporter.",
  subject: () => "People are here to help",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="Open Haven to find someone to talk to."
      heading="People are here to help"
      action={{ label: "Find someone", url: link(props, "/supporters") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Verified supporters are ready to listen whenever you feel ready. You decide who to write to and what to share.</Paragraph>
    </Frame>
  ),
});
