import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import type { Place } from "@/lib/domain/geo/place-search";
import { placeLabel } from "@/lib/domain/geo/place-search";
import { announceLocalApplication, createLocalSupporterRecord } from "@/lib/data/local-verifications";
import { sortSpecializations } from "@/lib/domain/supporters/specializations";

/** What a professional helps with, asked at onboarding so she is matchable once approved (issue 18). */
export interface ProfessionalSkills {
  specializations: readonly string[];
  languages: string[];
  availability: string;
}

// Onboarding writes (spec part 1 §7), each scoped to the acting user and each marking her
// onboarding as done so the screens redirect from then on.

export async function getOnboardingStatus(actor: Actor) {
  const [profile, local] = await Promise.all([
    db.profile.findUnique({ where: { userId: actor.userId }, select: { displayName: true, isAnonymous: true, onboardingCompletedAt: true } }),
    actor.roles.includes("local_supporter") ? db.localSupporter.findUnique({ where: { userId: actor.userId }, select: { hasLocation: true } }) : null,
  ]);
  return {
    completed: Boolean(profile?.onboardingCompletedAt),
    displayName: profile?.displayName ?? null,
    isAnonymous: profile?.isAnonymous ?? true,
    needsLocation: actor.roles.includes("local_supporter") && !local?.hasLocation,
  };
}

/** Blank keeps her fully anonymous (her User_#### alias, if any, stays); a name is shown to supporters. */
export async function completeSupportTakerOnboarding(actor: Actor, displayName: string) {
  const name = displayName.trim();
  await db.profile.update({
    where: { userId: actor.userId },
    data: name ? { displayName: name, isAnonymous: false, onboardingCompletedAt: new Date() } : { onboardingCompletedAt: new Date() },
  });
}

async function saveLocalLocation(tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], userId: string, displayName: string, place: Place) {
  const location = { locationCity: placeLabel(place), locationLat: place.lat, locationLng: place.lng, hasLocation: true };
  const existing = await tx.localSupporter.findUnique({ where: { userId }, select: { id: true } });
  if (existing) {
    await tx.localSupporter.update({ where: { userId }, data: location });
    return null;
  }
  // A new local supporter waits for an admin's review before anyone sees or alerts her (issue 17).
  return createLocalSupporterRecord(tx, { userId, displayName: displayName.slice(0, 100), ...location });
}

/** Sets her city; for a local supporter whose primary role it is, this completes onboarding. */
export async function completeLocalOnboarding(actor: Actor, place: Place) {
  assertPermission(actor, "location:update");
  const created = await db.$transaction(async (tx) => {
    const profile = await tx.profile.findUnique({ where: { userId: actor.userId }, select: { displayName: true, primaryRole: true } });
    const row = await saveLocalLocation(tx, actor.userId, profile?.displayName || "Local supporter", place);
    if (profile?.primaryRole === "local_supporter") await tx.profile.update({ where: { userId: actor.userId }, data: { onboardingCompletedAt: new Date() } });
    return row;
  });
  if (created) await announceLocalApplication(created.id);
}

/** Her skills are saved with her application; the location is kept only when she also helps
 * locally (spec part 1 §5). */
export async function completeProfessionalOnboarding(actor: Actor, place: Place | null, skills: ProfessionalSkills) {
  assertPermission(actor, "profile:edit-professional");
  return db.$transaction(async (tx) => {
    const professional = await tx.professionalSupporter.findUnique({
      where: { userId: actor.userId },
      select: { id: true, fullName: true, isAlsoLocalSupporter: true, verificationStatus: true },
    });
    if (!professional) throw new AppError("not_found", "No professional profile was found for this account.");
    const specializations = sortSpecializations(skills.specializations);
    await tx.professionalSupporter.update({ where: { id: professional.id }, data: { languages: skills.languages, availability: skills.availability } });
    await tx.supporterSpecialization.deleteMany({ where: { professionalSupporterId: professional.id, specialization: { notIn: specializations } } });
    await tx.supporterSpecialization.createMany({
      data: specializations.map((specialization) => ({ professionalSupporterId: professional.id, specialization })),
      skipDuplicates: true,
    });
    if (place && professional.isAlsoLocalSupporter) await saveLocalLocation(tx, actor.userId, professional.fullName, place);
    await tx.profile.update({ where: { userId: actor.userId }, data: { isAnonymous: false, onboardingCompletedAt: new Date() } });
    return { verificationStatus: professional.verificationStatus };
  });
}

/** Her city changes; nothing else does (settings). */
export async function updateOwnLocation(actor: Actor, place: Place) {
  assertPermission(actor, "location:update");
  await db.$transaction(async (tx) => {
    const profile = await tx.profile.findUnique({ where: { userId: actor.userId }, select: { displayName: true } });
    await saveLocalLocation(tx, actor.userId, profile?.displayName || "Local supporter", place);
  });
}

export async function getOwnLocalSupporter(actor: Actor) {
  assertPermission(actor, "location:update");
  return db.localSupporter.findUnique({
    where: { userId: actor.userId },
    select: { displayName: true, locationCity: true, locationLat: true, locationLng: true, hasLocation: true, travelRadiusKm: true },
  });
}
