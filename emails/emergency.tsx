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
      <Paragraph>{notified > 0 ? `${notified} ${notified === 1 ? "person was" : "people were"} told.` : "We are looking for someone near you."} If you are in danger now, call 911.</Paragraph>
    </Frame>
  ),
});

export const contactAlert = defineTemplate<BaseProps & { name?: string; mapUrl?: string | null }>({
  id: "contact-alert",
  group: "emergency",
  category: "critical",
  name: "Alert to an emergency contact",
  description: "Tells one of her emergency contacts that she asked for them now.",
  subject: ({ name = "Someone" }) => `${name} asked you to get in touch`,
  defaults: { name: "Sam", mapUrl: "https://www.openstreetmap.org/?mlat=41.88&mlon=-87.63#map=16/41.88/-87.63" },
  Component: ({ name = "Someone", mapUrl, ...props }) => (
    <Frame preview={`${name} asked you to get in touch now.`} heading={`${name} asked you to get in touch`} action={mapUrl ? { label: "See where she is", url: mapUrl } : undefined}
      footer={`${name} added you as someone to contact when she needs help.`}>
      <Paragraph>{name} asked us to tell you she needs you now. Please call or go to her if you can. If you think she is in danger, call 911.</Paragraph>
      <Paragraph>Please do not reply to this e-mail; it is not read.</Paragraph>
    </Frame>
  ),
});
