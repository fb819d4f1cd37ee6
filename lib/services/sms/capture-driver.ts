import type { SmsDriver } from "./types";

/** Embedded default: the message stays in sms_outbox and is read in the admin's dev outbox. */
export const captureSmsDriver: SmsDriver = {
  name: "capture",
  async send() {
    return { status: "captured" };
  },
};
