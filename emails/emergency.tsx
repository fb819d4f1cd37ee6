import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Emergency e-mails (spec part 2 §7 send-emergency-alert). Sent by the emergency capability;
// the subjects are neutral even here: her phone or her contact's may be seen by someone else.

export const alertConfirmation = defineTemplate<BaseProps & { notified?: number }>({
  id: "alert-confirmation",
  group: "emergency",
  category: "critical",
  name: "Alert sent (to her)",
  description: "Confirms her alert went out and who was told.",
  subject: () => "You have a new update",
  defaults: { notified: 3 },
  Component: ({ notified = 0, ...props }) => (
    <Frame preview="Open Haven to see it." heading="Your request went out" action={{ label: "Open Haven", url: link(props, "/emergency") }}>
      <Paragraph>
        {notified > 0 ? `${notified} ${notified === 1 ? "person was" : "people were"} told.` : "We are looking for someone near you."} If you are in danger now,
        call 911.
      </Paragraph>
    </Frame>
  ),
});

export const contactAlert = defineTemplate<BaseProps & { name?: string; message?: string; link?: string | null; isTest?: boolean }>({
  id: "contact-alert",
  group: "emergency",
  category: "critical",
  name: "Alert to an emergency contact",
  description: "Tells one of her emergency contacts that she asked for them now.",
  subject: ({ name = "Someone", isTest = false }) => (isTest ? `A test message from ${name}` : `${name} asked you to get in touch`),
  defaults: {
    name: "Sam",
    message: "It's Sam. I need help now. Please call or text me as soon as you can.",
    link: "http://localhost:3000/a/example-private-link",
    isTest: false,
  },
  // Her own words, the same as her text message: they tell the contact who is asking, which her
  // name in Haven may not (she may use another one here).
  Component: ({ name = "Someone", message, link: privateLink, isTest = false }) =>
    isTest ? (
      <Frame
        preview="This is only a test. No action is needed."
        heading={`A test message from ${name}`}
        footer={`${name} added you as someone to contact when she needs help.`}
      >
        <Paragraph>This is only a test: {name} is checking that her messages reach you. No action is needed.</Paragraph>
        {message ? <Paragraph>Her message: “{message}”</Paragraph> : null}
        <Paragraph>Please do not reply to this e-mail; it is not read.</Paragraph>
      </Frame>
    ) : (
      <Frame
        preview={`${name} asked you to get in touch now.`}
        heading={`${name} asked you to get in touch`}
        action={privateLink ? { label: "See where she is", url: privateLink } : undefined}
        footer={`${name} added you as someone to contact when she needs help.`}
      >
        <Paragraph>{name} asked us to tell you she needs you now. Please call or go to her if you can. If you think she is in danger, call 911.</Paragraph>
        {message ? <Paragraph>Her message: “{message}”</Paragraph> : null}
        {privateLink ? <Paragraph>The link works only while her request is open. Please do not share it.</Paragraph> : null}
        <Paragraph>Please do not reply to this e-mail; it is not read.</Paragraph>
      </Frame>
    ),
});

export const nearbyAlert = defineTemplate<BaseProps & { distance?: string }>({
  id: "nearby-alert",
  group: "emergency",
  category: "critical",
  name: "Alert to a nearby supporter",
  description: "Tells an approved local supporter that someone within her travel radius asked for help.",
  subject: () => "Someone near you asked for help",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="Open your alerts to answer."
      heading="Someone near you asked for help"
      action={{ label: "Open my alerts", url: link(props, "/dashboard/local/alerts") }}
    >
      <Paragraph>Someone within your travel distance raised an alert in Haven. Open your alerts to see how far away she is and to answer.</Paragraph>
      <Paragraph>Only answer that you can help if you can go now. If you think she is in danger, call 911.</Paragraph>
    </Frame>
  ),
});

export const alertResolved = defineTemplate<BaseProps & { ended?: "resolved" | "expired" }>({
  id: "alert-resolved",
  group: "emergency",
  category: "critical",
  name: "Alert ended (to supporters)",
  description: "Tells each supporter an alert reached that it has ended: she says she is safe, or it closed on its own.",
  subject: () => "You have a new update",
  defaults: { ended: "resolved" },
  Component: ({ ended = "resolved", ...props }) => (
    <Frame
      preview="The request near you has ended."
      heading="The request near you has ended"
      action={{ label: "Open my alerts", url: link(props, "/dashboard/local/alerts") }}
    >
      {ended === "resolved" ? (
        <Paragraph>She says she is safe now. You do not need to go. Thank you for being ready to help.</Paragraph>
      ) : (
        <Paragraph>
          It closed without her saying she is safe. If you are already in touch with her, check in with her in Haven. If you think she is in danger, call 911.
        </Paragraph>
      )}
    </Frame>
  ),
});
