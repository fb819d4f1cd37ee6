import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { avatarKeyOf } from "@/lib/domain/uploads/avatar";
import { storage } from "@/lib/services/storage";
import { storeClaraAvatar, storedFileExists, storeGeneratedAvatar } from "@/lib/services/storage/generated-avatars";
import { recordAudit } from "./admin-audit";

// The admin avatar tools (spec part 2 §2, §3 "Admin response shapes"): Avatar Generator gives
// everyone without a picture a generated one; Fix Missing Avatars also repairs pictures whose
// file is gone from storage. A picture a person chose herself is never replaced.

/** One run works through at most this many people; run it again for the rest. */
export const AVATAR_BATCH = 500;

export interface AvatarResult {
  userId: string;
  success: boolean;
  error?: string;
}

export interface AvatarGenerationOutcome {
  totalUsers: number;
  successCount: number;
  results: AvatarResult[];
}

export interface AvatarFixOutcome {
  success: boolean;
  message: string;
  error?: string;
  details: { scanned: number; existingInStorage: number; generated: number; failed: number; errors: { userId: string; error: string }[] };
}

interface Person {
  userId: string;
  urls: (string | null)[];
}

const PERSON_SELECT = {
  id: true,
  profile: { select: { avatarUrl: true } },
  professionalSupporter: { select: { avatarUrl: true } },
  localSupporter: { select: { avatarUrl: true } },
} as const;

function personOf(row: {
  id: string;
  profile: { avatarUrl: string | null } | null;
  professionalSupporter: { avatarUrl: string | null } | null;
  localSupporter: { avatarUrl: string | null } | null;
}): Person {
  const urls = [row.profile, row.professionalSupporter, row.localSupporter].filter((r) => r !== null).map((r) => r.avatarUrl);
  return { userId: row.id, urls };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Unknown error");

/**
 * Gives her a generated picture on each of her rows that has none (or only `broken`). The
 * rows are changed only while they still hold what was read, so a picture she uploads at the
 * same moment wins; the new file is removed again when nothing took it.
 */
async function giveAvatar(userId: string, replaceable: (string | null)[]): Promise<void> {
  const url = await storeGeneratedAvatar(userId);
  const where = { userId, OR: replaceable.map((value) => ({ avatarUrl: value })) };
  const counts = await db.$transaction([
    db.profile.updateMany({ where, data: { avatarUrl: url } }),
    db.professionalSupporter.updateMany({ where, data: { avatarUrl: url } }),
    db.localSupporter.updateMany({ where, data: { avatarUrl: url } }),
  ]);
  if (counts.every((c) => c.count === 0)) {
    await storage()
      .remove(avatarKeyOf(url)!)
      .catch(() => {});
    throw new Error("Her picture changed while this ran; nothing was replaced.");
  }
}

/** Avatar Generator: a generated picture for everyone who has none at all. Admins only. */
export async function generateMissingAvatars(actor: Actor): Promise<AvatarGenerationOutcome> {
  assertPermission(actor, "admin:access");
  const rows = await db.user.findMany({
    where: {
      profile: { avatarUrl: null },
      OR: [{ professionalSupporter: null }, { professionalSupporter: { avatarUrl: null } }],
      AND: [{ OR: [{ localSupporter: null }, { localSupporter: { avatarUrl: null } }] }],
    },
    orderBy: { createdAt: "asc" },
    take: AVATAR_BATCH,
    select: PERSON_SELECT,
  });
  const results: AvatarResult[] = [];
  for (const person of rows.map(personOf)) {
    try {
      await giveAvatar(person.userId, [null]);
      results.push({ userId: person.userId, success: true });
    } catch (error) {
      console.error(`[avatars] generating a picture for ${person.userId} failed`, error);
      results.push({ userId: person.userId, success: false, error: messageOf(error) });
    }
  }
  const successCount = results.filter((r) => r.success).length;
  await recordAudit(actor, {
    action: "tools.avatars",
    summary: `Generated avatars: ${successCount} of ${results.length} succeeded.`,
    details: { totalUsers: results.length, successCount, failed: results.filter((r) => !r.success).map((r) => r.userId) },
  });
  return { totalUsers: results.length, successCount, results };
}

/** Which of her rows need a picture: none, or one of ours whose file is gone. */
async function missingOf(person: Person): Promise<{ found: boolean; replaceable: (string | null)[] }> {
  const replaceable = new Set<string | null>();
  let found = false;
  for (const url of new Set(person.urls)) {
    if (url === null) {
      replaceable.add(null);
      continue;
    }
    const key = avatarKeyOf(url);
    // An address that is not in our storage (none are made today) is left as it is.
    if (!key || (await storedFileExists(key))) found = true;
    else replaceable.add(url);
  }
  return { found, replaceable: [...replaceable] };
}

/**
 * Fix Missing Avatars: scans every person's profile, professional and local supporter rows;
 * Found counts those whose picture is in storage; the rest get a generated one. Admins only.
 */
export async function fixMissingAvatars(actor: Actor): Promise<AvatarFixOutcome> {
  assertPermission(actor, "admin:access");
  const details: AvatarFixOutcome["details"] = { scanned: 0, existingInStorage: 0, generated: 0, failed: 0, errors: [] };
  let cursor: string | undefined;
  let attempts = 0;
  for (;;) {
    const rows = await db.user.findMany({ orderBy: { id: "asc" }, take: 200, ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}), select: PERSON_SELECT });
    if (rows.length === 0) break;
    cursor = rows.at(-1)!.id;
    for (const person of rows.map(personOf)) {
      if (person.urls.length === 0) continue;
      details.scanned++;
      let missing: Awaited<ReturnType<typeof missingOf>>;
      try {
        missing = await missingOf(person);
      } catch (error) {
        details.failed++;
        details.errors.push({ userId: person.userId, error: messageOf(error) });
        continue;
      }
      // Her own picture is there: a row without it is left for her next upload, never given a different face.
      if (missing.found) {
        details.existingInStorage++;
        continue;
      }
      if (missing.replaceable.length === 0 || attempts >= AVATAR_BATCH) continue;
      attempts++;
      try {
        await giveAvatar(person.userId, missing.replaceable);
        details.generated++;
      } catch (error) {
        console.error(`[avatars] fixing the picture of ${person.userId} failed`, error);
        details.failed++;
        details.errors.push({ userId: person.userId, error: messageOf(error) });
      }
    }
  }
  const message = `Scanned ${details.scanned}, found ${details.existingInStorage}, generated ${details.generated}, failed ${details.failed}.`;
  await recordAudit(actor, {
    action: "tools.fix_avatars",
    summary: `Fixed missing avatars. ${message}`,
    details: { ...details, errors: details.errors.slice(0, 50) },
  });
  return details.failed ? { success: false, message, error: `${details.failed} could not be fixed.`, details } : { success: true, message, details };
}

/** Puts the bundled picture of Clara into storage and answers its address. Admins only. */
export async function uploadClaraAvatar(actor: Actor): Promise<{ avatarUrl: string }> {
  assertPermission(actor, "admin:access");
  const avatarUrl = await storeClaraAvatar();
  await recordAudit(actor, { action: "tools.upload_clara_avatar", summary: "Uploaded Clara's picture to storage.", details: { avatarUrl } });
  return { avatarUrl };
}
