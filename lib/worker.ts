import "server-only";
import PgBoss from "pg-boss";
import { QUEUES, RETRY, SCHEDULES, type QueueName, type QueuePayloads } from "@/lib/services/jobs/queues";
import { deliverOutboxEmail } from "@/lib/data/email-delivery";
import { sendTemplatedEmail } from "@/lib/data/email-send";
import { requeueStaleOutbox } from "@/lib/data/email-outbox";
import { sendQueuedSms } from "@/lib/data/sms-delivery";
import { sendDueReminders } from "@/lib/data/reminders";
import { sendDailyNotices } from "@/lib/data/daily-notices";
import { deliverPush } from "@/lib/data/notifications";
import { emailIfUnseen } from "@/lib/data/chat-notify";
import { fanOutAlert } from "@/lib/data/emergency-fanout";
import { scanOpenAlerts } from "@/lib/data/emergency-scan";
import { fireSafetyTimer, remindSafetyTimer } from "@/lib/data/safety-timers";
import { sealLegacyJournalLinks } from "@/lib/data/journal-chain";

// The worker (issue 16): runs every queue's jobs with retries and back-off, and keeps the
// schedules. Started by `npm start` / `npm run dev` / the test harness as its own process
// (scripts/worker.ts), and as `npm run worker` (a compose service) in production.

type Handler<Q extends QueueName> = (data: QueuePayloads[Q], job: { final: boolean }) => Promise<unknown>;

const HANDLERS: { [Q in QueueName]: Handler<Q> } = {
  [QUEUES.sendEmail]: (data, job) => sendTemplatedEmail(data, job),
  [QUEUES.deliverEmail]: (data, job) => deliverOutboxEmail(data.outboxId, job),
  [QUEUES.sweepOutbox]: () => requeueStaleOutbox(),
  [QUEUES.reminders]: () => sendDueReminders(),
  [QUEUES.sendSms]: (data, job) => sendQueuedSms(data, job),
  [QUEUES.dailyNotices]: () => sendDailyNotices(),
  [QUEUES.sendPush]: (data) => deliverPush(data.notificationId, data.subscriptionId),
  [QUEUES.messageEmail]: (data) => emailIfUnseen(data.notificationKey, data.chatId),
  [QUEUES.emergencyFanOut]: (data) => fanOutAlert(data.alertId),
  [QUEUES.emergencyScan]: () => scanOpenAlerts(),
  [QUEUES.safetyTimer]: (data) => (data.step === "remind" ? remindSafetyTimer(data.timerId) : fireSafetyTimer(data.timerId)),
};

/** Jobs one worker takes at once per queue (e-mail and push are network-bound, so side by side). */
const BATCH = 50;

export interface WorkerOptions {
  connectionString: string;
  /** How often an idle worker looks for new jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often this worker looks for jobs that died with their worker (pg-boss default 120 s). */
  maintenanceIntervalSeconds?: number;
}

export async function startWorker({ connectionString, pollingIntervalSeconds = 1, maintenanceIntervalSeconds }: WorkerOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: "haven-worker",
    ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}),
  });
  boss.on("error", (error) => console.error("[worker] queue error:", error.message));
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name, { name, ...RETRY });
  for (const [name, handler] of Object.entries(HANDLERS) as [QueueName, Handler<QueueName>][]) {
    // Up to BATCH jobs at a time, run side by side; each succeeds or fails (and is retried) on its own.
    await boss.work<QueuePayloads[QueueName]>(name, { pollingIntervalSeconds, batchSize: BATCH, includeMetadata: true }, async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => handler(job.data, { final: job.retryCount >= job.retryLimit })));
      await Promise.all(
        results.map((result, index) =>
          result.status === "rejected" ? boss.fail(name, jobs[index]!.id, { message: String((result.reason as Error)?.message ?? result.reason) }) : undefined,
        ),
      );
    });
  }
  for (const { queue, cron } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz: "UTC" });
  // Journal chain links written before links were sealed are sealed now (once; idempotent), and
  // awaited: left running, it could outlive a worker stopped soon after starting (as in tests) and
  // hold a database connection open after the pools were closed. A failure never stops the worker.
  await sealLegacyJournalLinks()
    .then((count) => count && console.log(`[worker] sealed ${count} journal chain link(s) written before sealing`))
    .catch((error: unknown) => console.error("[worker] could not seal earlier journal chain links:", error));
  return boss;
}
