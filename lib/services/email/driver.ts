import "server-only";
import { env } from "@/lib/env";
import { captureDriver } from "./capture-driver";
import { resendDriver } from "./resend-driver";
import type { EmailDriver } from "./types";

// Test hook: integration tests put a failing or counting driver here.
const globalForEmail = globalThis as unknown as { havenEmailDriverOverride?: EmailDriver };

/** Resend with RESEND_API_KEY; otherwise mail is captured in the outbox for the dev mailbox. */
export function emailDriver(): EmailDriver {
  if (globalForEmail.havenEmailDriverOverride) return globalForEmail.havenEmailDriverOverride;
  const key = env().RESEND_API_KEY;
  return key ? resendDriver(key) : captureDriver;
}
