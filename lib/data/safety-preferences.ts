import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";

/** Her choice for "sign me out when I use Exit this page"; null while she has not chosen. */
export async function getSignOutOnExit(actor: Actor): Promise<boolean | null> {
  const row = await db.safetyPreference.findUnique({ where: { userId: actor.userId }, select: { signOutOnExit: true } });
  return row?.signOutOnExit ?? null;
}

/** Saves her choice (upsert: older accounts may have no safety row yet). Only ever her own. */
export async function saveSignOutOnExit(actor: Actor, signOutOnExit: boolean): Promise<boolean> {
  const row = await db.safetyPreference.upsert({
    where: { userId: actor.userId },
    update: { signOutOnExit },
    create: { userId: actor.userId, signOutOnExit },
    select: { signOutOnExit: true },
  });
  return row.signOutOnExit === true;
}

/**
 * Spec part 2 §3, §8 "Location preference": whether she shares her location during an alert.
 * A missing row (older accounts) is not an error: a default row with sharing off is created.
 */
export async function getLocationSharing(actor: Actor): Promise<boolean> {
  const row = await db.safetyPreference.upsert({
    where: { userId: actor.userId },
    update: {},
    create: { userId: actor.userId },
    select: { locationTrackingEnabled: true },
  });
  return row.locationTrackingEnabled;
}

export async function saveLocationSharing(actor: Actor, enabled: boolean): Promise<boolean> {
  const row = await db.safetyPreference.upsert({
    where: { userId: actor.userId },
    update: { locationTrackingEnabled: enabled },
    create: { userId: actor.userId, locationTrackingEnabled: enabled },
    select: { locationTrackingEnabled: true },
  });
  return row.locationTrackingEnabled;
}
