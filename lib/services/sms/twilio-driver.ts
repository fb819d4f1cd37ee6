import twilio from "twilio";
import type { SmsDriver } from "./types";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (Twilio picks the sender) or one number of ours; the service wins. */
  messagingServiceSid?: string;
  from?: string;
}

/** Production driver: Twilio's Messages API. A refused message throws (the job retries). */
export function twilioDriver(settings: TwilioSettings, client = twilio(settings.accountSid, settings.authToken)): SmsDriver {
  const sender = settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! };
  return {
    name: "twilio",
    async send(sms) {
      const message = await client.messages.create({ to: sms.to, body: sms.body, attempt: sms.attempt, ...sender });
      if (message.errorCode) throw new Error(`Twilio ${message.errorCode}: ${message.errorMessage ?? "refused"}`);
      return { status: "sent", providerId: message.sid };
    },
  };
}
