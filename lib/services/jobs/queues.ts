import { createHash } from "node:crypto";

// Haven's job queues (issue 16): requests never send anything themselves, they enqueue; the
// worker (scripts/worker.ts, started by `npm start`) delivers with retries and back-off. Pure
// definitions, shared by the app (which enqueues) and the worker (which runs them).

export const QUEUES = {
  /** Renders a template for one person (or address) and delivers it, once per key. */
  sendEmail: "email-send",
  /** One captured-or-sent e-mail already in the outbox: { outboxId } (the sweeper, an admin's Retry). */
  deliverEmail: "email-deliver",
  /** Re-enqueues outbox rows whose job was lost (a crash between writing and enqueueing). */
  sweepOutbox: "outbox-sweep",
  /** Ten minutes after a message: an e-mail if its notification is still unread. */
  messageEmail: "message-email",
  /** One neutral Web Push to one of her browsers: { notificationId, subscriptionId }. */
  sendPush: "push-send",
  /** One text message (lib/services/sms): written to sms_outbox once per key and delivered. */
  sendSms: "sms-send",
  /** Finds reminders that are due (lib/data/reminders.ts) and sends each once. */
  reminders: "reminders-scan",
  /** Tells everyone an alert reaches (issue 17): { alertId }, each recipient once. */
  emergencyFanOut: "emergency-fanout",
  /** Open alerts: the check-in to her, expiry, and wiping positions past their time. */
  emergencyScan: "emergency-scan",
  /** A safety timer's reminder or its end: { timerId, step }. */
  safetyTimer: "safety-timer",
  /** Once a day: the admins' sign-up digest and new matches, for the UTC day before (lib/data/daily-notices.ts). */
  dailyNotices: "daily-notices",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** An e-mail to send: a template from emails/catalogue.ts and its props, to a person or an address. */
export interface EmailJob {
  template: string;
  props?: Record<string, unknown>;
  /** The person: her address, preferences and verification are read when it is sent. */
  userId?: string | null;
  /** An address with no account behind it (an emergency contact, the template tester). */
  to?: string | null;
  /** One e-mail per key, however often it is queued. */
  key: string;
  /** A "verify-email" link for an address she is confirming (her safe address): sent there, not to her account address. */
  confirmAddress?: string | null;
  /** Files the worker builds and attaches (never carried in the job itself). */
  attach?: AttachmentSource;
}

/** Where an e-mail's attachments come from: her journal export (issue 22), in her time zone. */
export interface AttachmentSource {
  kind: "journal-export";
  entryIds: string[];
  timeZone: string;
}

/** A text message to send (queueSms): the number is already E.164 and the body checked. */
export interface SmsJob {
  to: string;
  body: string;
  kind: string;
  /** One text message per key, however often it is queued or retried. */
  key: string;
  userId?: string | null;
}

export interface QueuePayloads {
  [QUEUES.sendEmail]: EmailJob;
  [QUEUES.deliverEmail]: { outboxId: string };
  [QUEUES.sweepOutbox]: Record<string, never>;
  [QUEUES.reminders]: Record<string, never>;
  [QUEUES.sendSms]: SmsJob;
  [QUEUES.dailyNotices]: Record<string, never>;
  [QUEUES.sendPush]: { notificationId: string; subscriptionId: string };
  [QUEUES.messageEmail]: { notificationKey: string; chatId: string };
  [QUEUES.emergencyFanOut]: { alertId: string };
  [QUEUES.emergencyScan]: Record<string, never>;
  [QUEUES.safetyTimer]: { timerId: string; step: "remind" | "fire" };
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

/**
 * Retries with exponential back-off (by default 10 s, 20 s, 40 s, 80 s, 160 s), then the job
 * is failed and its message shown to admins. JOB_RETRY_LIMIT / JOB_RETRY_DELAY_SECONDS change it.
 */
export const RETRY = {
  retryLimit: setting("JOB_RETRY_LIMIT", 5),
  retryDelay: setting("JOB_RETRY_DELAY_SECONDS", 10),
  retryBackoff: true,
  // A job still running after this long is taken to have died with its worker and is retried
  // (pg-boss's default, 15 minutes); JOB_EXPIRE_SECONDS changes it.
  expireInSeconds: Math.max(1, setting("JOB_EXPIRE_SECONDS", 900)),
} as const;

/** Schedules the worker keeps (cron, UTC). */
export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: QUEUES.sweepOutbox, cron: "* * * * *" },
  { queue: QUEUES.reminders, cron: "*/15 * * * *" },
  { queue: QUEUES.emergencyScan, cron: "* * * * *" },
  { queue: QUEUES.dailyNotices, cron: "0 6 * * *" },
];

/**
 * The job id for an idempotency key: the same key always gives the same id, so a repeated
 * enqueue (a retried request, the sweeper racing the request) adds no second job.
 */
export function jobIdFor(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  // A UUID in form (version nibble 5, RFC 4122 variant), as pg-boss stores ids as uuid.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
