import "server-only";
import { env } from "@/lib/env";
import { captureSmsDriver } from "./capture-driver";
import { twilioDriver } from "./twilio-driver";
import type { SmsDriver } from "./types";

// Test hook: integration tests put a failing or counting driver here (as e-mail's).
const globalForSms = globalThis as unknown as { havenSmsDriverOverride?: SmsDriver; havenTwilio?: { key: string; driver: SmsDriver } };

/** Whether Twilio is configured (an account, its token, and a number or messaging service). */
export function twilioConfigured(): boolean {
  const e = env();
  return Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && (e.TWILIO_MESSAGING_SERVICE_SID || e.TWILIO_FROM_NUMBER));
}

/** Twilio with TWILIO_*; otherwise messages are captured in sms_outbox for the dev outbox. */
export function smsDriver(): SmsDriver {
  if (globalForSms.havenSmsDriverOverride) return globalForSms.havenSmsDriverOverride;
  if (!twilioConfigured()) return captureSmsDriver;
  const e = env();
  const key = `${e.TWILIO_ACCOUNT_SID}:${e.TWILIO_MESSAGING_SERVICE_SID ?? e.TWILIO_FROM_NUMBER}`;
  if (globalForSms.havenTwilio?.key !== key) {
    globalForSms.havenTwilio = {
      key,
      driver: twilioDriver({
        accountSid: e.TWILIO_ACCOUNT_SID!,
        authToken: e.TWILIO_AUTH_TOKEN!,
        messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
        from: e.TWILIO_FROM_NUMBER,
      }),
    };
  }
  return globalForSms.havenTwilio.driver;
}
