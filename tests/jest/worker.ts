import type PgBoss from "pg-boss";
import type { EmailDriver } from "@/lib/services/email/types";
import type { SmsDriver } from "@/lib/services/sms/types";

// The real pg-boss worker inside an integration test, polling fast, with a test e-mail driver
// when one is given (counting, failing, hanging).

const globalForEmail = globalThis as unknown as { havenEmailDriverOverride?: EmailDriver };

export function useEmailDriver(driver: EmailDriver | undefined): void {
  globalForEmail.havenEmailDriverOverride = driver;
}

const globalForSms = globalThis as unknown as { havenSmsDriverOverride?: SmsDriver };

export function useSmsDriver(driver: SmsDriver | undefined): void {
  globalForSms.havenSmsDriverOverride = driver;
}

export async function startTestWorker(options: { maintenanceIntervalSeconds?: number } = {}): Promise<PgBoss> {
  const { startWorker } = require("@/lib/worker") as typeof import("@/lib/worker");
  // (A worker still stopping after the file ends is made harmless in integration-setup.ts.)
  return startWorker({ connectionString: process.env.DATABASE_URL!, pollingIntervalSeconds: 0.5, ...options });
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
