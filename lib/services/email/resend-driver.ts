import { Resend } from "resend";
import type { EmailDriver } from "./types";

export function resendDriver(apiKey: string): EmailDriver {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send(email) {
      const { idempotencyKey, ...message } = email;
      const { data, error } = await client.emails.send(message, idempotencyKey ? { idempotencyKey } : undefined);
      if (error) throw new Error(`${error.name}: ${error.message}`);
      return { status: "sent", providerId: data?.id ?? null };
    },
  };
}
