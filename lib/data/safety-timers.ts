import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { activateEmergencyAlert } from "@/lib/data/emergency-alerts";
import { createNotification } from "@/lib/data/notifications";
import { enqueue, QUEUES } from "@/lib/services/jobs";
import { decrypt, encrypt } from "@/lib/services/crypto";
import { publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { AppError } from "@/lib/domain/app-error";
import { extendedEnd, NOBODY_TO_ALERT, timerTimes, type TimerMinutes } from "@/lib/domain/emergency/safety-timer";

// Her safety timer (issue 17). Starting it queues two jobs at their times: the reminder and the
// check that fires the alert; the emergency scan catches any job that was lost. Checking in
// (or cancelling) ends it; a job that wakes for a timer no longer running does nothing.

const noteContext = (userId: string) => `safety_timers.note:${userId}`;

export interface TimerView {
  id: string;
  endsAt: string;
  note: string | null;
  alertSupporters: boolean;
}

function view(row: { id: string; userId: string; endsAt: Date; noteCipher: string | null; alertSupporters: boolean }): TimerView {
  return {
    id: row.id,
    endsAt: row.endsAt.toISOString(),
    note: row.noteCipher ? decrypt(row.noteCipher, noteContext(row.userId)) : null,
    alertSupporters: row.alertSupporters,
  };
}

const SELECT = { id: true, userId: true, endsAt: true, noteCipher: true, alertSupporters: true } as const;

async function schedule(timerId: string, endsAt: Date, remindAt: Date) {
  await enqueue(QUEUES.safetyTimer, { timerId, step: "remind" }, { key: `safety-timer:${timerId}:remind:${remindAt.toISOString()}`, startAfter: remindAt });
  await enqueue(QUEUES.safetyTimer, { timerId, step: "fire" }, { key: `safety-timer:${timerId}:fire:${endsAt.toISOString()}`, startAfter: endsAt });
}

/** Her other tabs and devices show the timer as it now is (the emergency page listens). */
function changed(userId: string, timerId: string): void {
  publishAfterResponse(userChannel(userId), "safety-timer", { timerId });
}

export async function getRunningTimer(actor: Actor): Promise<TimerView | null> {
  assertPermission(actor, "emergency:activate");
  const row = await db.safetyTimer.findFirst({ where: { userId: actor.userId, status: "running" }, select: SELECT });
  return row ? view(row) : null;
}

/**
 * Starts her timer; a running one is kept (one at a time). Refused when it could alert nobody
 * (no emergency contacts, and local supporters not chosen).
 */
export async function startSafetyTimer(actor: Actor, input: { minutes: TimerMinutes; note?: string | null; alertSupporters: boolean }): Promise<TimerView> {
  assertPermission(actor, "emergency:activate");
  const running = await getRunningTimer(actor);
  if (running) return running;
  if (!input.alertSupporters && (await db.emergencyContact.count({ where: { userId: actor.userId } })) === 0) {
    throw new AppError("invalid", NOBODY_TO_ALERT);
  }
  const { endsAt, remindAt } = timerTimes(new Date(), input.minutes);
  const note = input.note?.trim() || null;
  try {
    const row = await db.safetyTimer.create({
      data: { userId: actor.userId, endsAt, alertSupporters: input.alertSupporters, noteCipher: note ? encrypt(note, noteContext(actor.userId)) : null },
      select: SELECT,
    });
    await schedule(row.id, endsAt, remindAt);
    changed(actor.userId, row.id);
    return view(row);
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return (await getRunningTimer(actor))!;
    throw error;
  }
}

/** "I'm safe": her running timer ends and nothing is sent. */
export async function checkInSafetyTimer(actor: Actor, timerId: string): Promise<boolean> {
  assertPermission(actor, "emergency:activate");
  const { count } = await db.safetyTimer.updateMany({ where: { id: timerId, userId: actor.userId, status: "running" }, data: { status: "checked_in" } });
  if (count === 1) changed(actor.userId, timerId);
  return count === 1;
}

/** "Add 15 minutes" (never past 4 hours from now); a new reminder and check are queued. */
export async function extendSafetyTimer(actor: Actor, timerId: string): Promise<TimerView | null> {
  assertPermission(actor, "emergency:activate");
  const row = await db.safetyTimer.findFirst({ where: { id: timerId, userId: actor.userId, status: "running" }, select: SELECT });
  if (!row) return null;
  const now = new Date();
  const endsAt = extendedEnd(row.endsAt, now);
  const updated = await db.safetyTimer.update({ where: { id: row.id }, data: { endsAt, remindedAt: null }, select: SELECT });
  const lead = Math.min(10 * 60_000, Math.floor((endsAt.getTime() - now.getTime()) / 3));
  await schedule(row.id, endsAt, new Date(endsAt.getTime() - lead));
  changed(actor.userId, row.id);
  return view(updated);
}

/** The worker: a reminder before the end, once per timer end. */
export async function remindSafetyTimer(timerId: string, now = new Date()): Promise<boolean> {
  const { count } = await db.safetyTimer.updateMany({
    where: { id: timerId, status: "running", remindedAt: null, endsAt: { gt: now } },
    data: { remindedAt: now },
  });
  if (count === 0) return false;
  const timer = await db.safetyTimer.findUniqueOrThrow({ where: { id: timerId }, select: { userId: true, endsAt: true } });
  await createNotification({
    userId: timer.userId,
    kind: "safety_timer_reminder",
    key: `safety-timer:${timerId}:remind:${timer.endsAt.toISOString()}`,
    link: "/emergency",
  });
  publishAfterResponse(userChannel(timer.userId), "safety-timer", { timerId });
  return true;
}

/** The worker: the time is up and she has not checked in, so her alert goes out. */
export async function fireSafetyTimer(timerId: string, now = new Date()): Promise<string | null> {
  const timer = await db.safetyTimer.findUnique({
    where: { id: timerId },
    select: { id: true, userId: true, status: true, endsAt: true, alertSupporters: true },
  });
  if (!timer || timer.status !== "running" || timer.endsAt > now) return null;
  const { count } = await db.safetyTimer.updateMany({ where: { id: timerId, status: "running", endsAt: { lte: now } }, data: { status: "fired" } });
  if (count === 0) return null;
  const roles = (await db.userRole.findMany({ where: { userId: timer.userId }, select: { role: true } })).map((r) => r.role);
  const result = await activateEmergencyAlert(
    { userId: timer.userId, roles: roles.length ? roles : ["support_taker"] },
    { fromTimer: { alertSupporters: timer.alertSupporters } },
  );
  if (!result.ok) return null;
  await db.safetyTimer.update({ where: { id: timerId }, data: { alertId: result.alertId } });
  publishAfterResponse(userChannel(timer.userId), "safety-timer", { timerId });
  return result.alertId;
}

/** For the scan: timers whose jobs were lost (due reminders and overdue ends). */
export async function catchUpSafetyTimers(now = new Date()): Promise<void> {
  const overdue = await db.safetyTimer.findMany({
    where: { status: "running", endsAt: { lte: new Date(now.getTime() - 60_000) } },
    select: { id: true },
    take: 100,
  });
  for (const timer of overdue) await fireSafetyTimer(timer.id, now);
}

/** The note her contacts see on her private link, once the timer that raised this alert ran out. */
export async function timerNoteForAlert(alertId: string): Promise<string | null> {
  const row = await db.safetyTimer.findFirst({ where: { alertId, status: "fired" }, select: { userId: true, noteCipher: true } });
  return row?.noteCipher ? decrypt(row.noteCipher, noteContext(row.userId)) : null;
}
