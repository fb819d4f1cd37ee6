import "server-only";
import { createHmac } from "node:crypto";
import { db } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { describeDevice, deviceFingerprintInput, judgeSignIn, type SignInVerdict } from "@/lib/domain/auth/device";
import { notifyPerson } from "./notify";

// "Sign-in from a new device" (issue 16). Every new session records the device it came from
// (a keyed hash only: lib/domain/auth/device.ts says what a device is); a device the account
// has not used in 90 days gets a security notice, in the bell and by e-mail (critical, always
// sent). The account's first device — its sign-up — never does.

const YEAR_MS = 365 * 86_400_000;

export interface SignInEvent {
  userId: string;
  userAgent?: string | null;
  address?: string | null;
  now?: Date;
}

function fingerprint(userAgent: string | null | undefined, address: string | null | undefined): string {
  return createHmac("sha256", authSecret())
    .update(`known-device:${deviceFingerprintInput(userAgent, address)}`)
    .digest("base64url");
}

const WHEN = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

export async function recordSignIn(event: SignInEvent): Promise<SignInVerdict> {
  const now = event.now ?? new Date();
  const print = fingerprint(event.userAgent, event.address);
  const [any, seen] = await Promise.all([
    db.knownDevice.findFirst({ where: { userId: event.userId }, select: { id: true } }),
    db.knownDevice.findUnique({ where: { userId_fingerprint: { userId: event.userId, fingerprint: print } }, select: { lastSeenAt: true } }),
  ]);
  const verdict = judgeSignIn(Boolean(any), seen?.lastSeenAt ?? null, now);
  await db.knownDevice.upsert({
    where: { userId_fingerprint: { userId: event.userId, fingerprint: print } },
    create: { userId: event.userId, fingerprint: print, firstSeenAt: now, lastSeenAt: now },
    update: { lastSeenAt: now },
  });
  await db.knownDevice.deleteMany({ where: { userId: event.userId, lastSeenAt: { lt: new Date(now.getTime() - YEAR_MS) } } });
  if (verdict === "new") {
    // Keyed by the device and when it was last seen, so two sessions opened at once from the
    // same new browser give one notice, and a return after another long absence a fresh one.
    const key = `new-device:${event.userId}:${print.slice(0, 22)}:${seen?.lastSeenAt.toISOString() ?? "never"}`;
    await notifyPerson({
      userId: event.userId,
      kind: "new_device_sign_in",
      key,
      link: "/settings",
      email: { template: "new-device-sign-in", props: { when: `${WHEN.format(now)} UTC`, device: describeDevice(event.userAgent).label ?? undefined } },
    });
  }
  return verdict;
}
