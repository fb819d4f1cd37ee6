import type { EmailDriver } from "./types";

/** Embedded default: the message stays in the outbox and is read at /admin/mailbox. */
export const captureDriver: EmailDriver = {
  name: "capture",
  async send() {
    return { status: "captured" };
  },
};
