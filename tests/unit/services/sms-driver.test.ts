// Which SMS driver Haven uses (issue 16): captured for the dev outbox unless Twilio is fully
// configured; half a Twilio setting is refused at start-up rather than silently capturing
// emergency texts. And the Twilio driver's request: the number, the words, the sender.
import type { SmsDriver } from "@/lib/services/sms/types";

const SID = `AC${"a".repeat(32)}`;
const SERVICE = `MG${"b".repeat(32)}`;
const TWILIO = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER", "TWILIO_MESSAGING_SERVICE_SID"] as const;

function driverWith(settings: Partial<Record<(typeof TWILIO)[number], string>>): { name: string; captures: boolean } {
  const saved = { ...process.env };
  for (const name of TWILIO) delete process.env[name];
  Object.assign(process.env, { DATABASE_URL: "postgresql://unused/db" }, settings);
  try {
    let out!: { name: string; captures: boolean };
    jest.isolateModules(() => {
      const { smsDriver } = require("@/lib/services/sms/driver") as typeof import("@/lib/services/sms/driver");
      const { isCaptureSms } = require("@/lib/services/sms") as typeof import("@/lib/services/sms");
      out = { name: smsDriver().name, captures: isCaptureSms() };
    });
    return out;
  } finally {
    process.env = saved;
  }
}

test.each([
  ["nothing set", "capture", {}],
  ["account, token and a number", "twilio", { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_FROM_NUMBER: "+15005550006" }],
  ["account, token and a messaging service", "twilio", { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_MESSAGING_SERVICE_SID: SERVICE }],
] as const)("%s → %s", (_label, name, settings) => {
  const chosen = driverWith(settings);
  expect(chosen).toEqual({ name, captures: name === "capture" });
});

test.each([
  ["an account without a token", { TWILIO_ACCOUNT_SID: SID }],
  ["no number or messaging service", { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32) }],
  ["a number not in E.164", { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_FROM_NUMBER: "555-0006" }],
  ["an account SID of the wrong shape", { TWILIO_ACCOUNT_SID: "SK123", TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_FROM_NUMBER: "+15005550006" }],
] as const)("%s is refused at start-up", (_label, settings) => {
  expect(() => driverWith(settings)).toThrow(/TWILIO_/);
});

describe("the Twilio driver", () => {
  const { twilioDriver } = require("@/lib/services/sms/twilio-driver") as typeof import("@/lib/services/sms/twilio-driver");
  function fakeClient(reply: Record<string, unknown>) {
    const calls: Record<string, unknown>[] = [];
    const client = { messages: { create: async (options: Record<string, unknown>) => (calls.push(options), reply) } };
    return { calls, client: client as unknown as Parameters<typeof twilioDriver>[1] };
  }

  test("sends from the messaging service when there is one, and returns Twilio's id", async () => {
    const { calls, client } = fakeClient({ sid: "SM123", errorCode: null });
    const driver: SmsDriver = twilioDriver({ accountSid: SID, authToken: "x", messagingServiceSid: SERVICE, from: "+15005550006" }, client);
    expect(await driver.send({ to: "+15551234567", body: "Hello", attempt: 2 })).toEqual({ status: "sent", providerId: "SM123" });
    expect(calls).toEqual([{ to: "+15551234567", body: "Hello", attempt: 2, messagingServiceSid: SERVICE }]);
  });

  test("sends from the number otherwise; a message Twilio marks with an error throws (the job retries)", async () => {
    const { calls, client } = fakeClient({ sid: "SM9", errorCode: 21610, errorMessage: "unsubscribed recipient" });
    const driver = twilioDriver({ accountSid: SID, authToken: "x", from: "+15005550006" }, client);
    await expect(driver.send({ to: "+15551234567", body: "Hi", attempt: 1 })).rejects.toThrow("Twilio 21610: unsubscribed recipient");
    expect(calls[0]).toMatchObject({ from: "+15005550006" });
    expect(calls[0]).not.toHaveProperty("messagingServiceSid");
  });
});
