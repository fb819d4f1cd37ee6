import "server-only";
import { db, type Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { createLocalSupporterRecord } from "@/lib/data/local-verifications";
import { getSupporterVisibility, VISIBLE_LOCAL, VISIBLE_PROFESSIONAL } from "@/lib/data/supporter-visibility";
import { getRatingSummary } from "@/lib/data/reviews";
import { placeLabel, type Place } from "@/lib/domain/geo/place-search";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";
import { sortHelpOffered, type HelpOffered } from "@/lib/domain/supporters/help-offered";
import { sortSpecializations, type Specialization } from "@/lib/domain/supporters/specializations";
import type { VerificationStatusName } from "@/lib/domain/supporters/verification";
import type { RatingSummary } from "@/lib/domain/supporters/rating";
import type { LocalProfileInput, ProfessionalProfileInput } from "@/lib/validations/supporter-profile";

// A supporter's own profile (what she edits on /profile) and the public profile people see at
// /profile/{id}. Writes always target the acting user's own rows: ids never come from input.

/** What a professional's profile shows, on her own page and to others. */
const PROFESSIONAL_PROFILE = {
  id: true,
  fullName: true,
  professionalTitle: true,
  bio: true,
  yearsExperience: true,
  languages: true,
  availability: true,
  avatarUrl: true,
  specializations: { select: { specialization: true } },
} satisfies Prisma.ProfessionalSupporterSelect;

export async function getOwnSupporterProfile(actor: Actor) {
  const [professional, local] = await Promise.all([
    can(actor.roles, "profile:edit-professional")
      ? db.professionalSupporter.findUnique({
          where: { userId: actor.userId },
          select: { ...PROFESSIONAL_PROFILE, verificationStatus: true },
        })
      : null,
    can(actor.roles, "profile:edit-local")
      ? db.localSupporter.findUnique({
          where: { userId: actor.userId },
          select: {
            id: true,
            displayName: true,
            locationCity: true,
            hasLocation: true,
            travelRadiusKm: true,
            availability: true,
            helpOffered: true,
            avatarUrl: true,
            verificationStatus: true,
          },
        })
      : null,
  ]);
  return {
    professional: professional
      ? {
          ...professional,
          verificationStatus: professional.verificationStatus as VerificationStatusName,
          availability: availabilityOrDefault(professional.availability),
          specializations: sortSpecializations(professional.specializations.map((s) => s.specialization)),
        }
      : null,
    local: local ? { ...local, availability: availabilityOrDefault(local.availability), helpOffered: sortHelpOffered(local.helpOffered) } : null,
    avatarUrl: professional?.avatarUrl ?? local?.avatarUrl ?? null,
  };
}

export type OwnSupporterProfile = Awaited<ReturnType<typeof getOwnSupporterProfile>>;

export async function updateOwnProfessionalProfile(actor: Actor, input: ProfessionalProfileInput) {
  assertPermission(actor, "profile:edit-professional");
  const specializations = sortSpecializations(input.specializations);
  await db.$transaction(async (tx) => {
    const current = await tx.professionalSupporter.findUnique({ where: { userId: actor.userId }, select: { id: true } });
    if (!current) throw new AppError("not_found", "No professional profile was found for this account.");
    await tx.professionalSupporter.update({
      where: { id: current.id },
      data: {
        professionalTitle: input.professionalTitle,
        bio: input.bio || null,
        yearsExperience: input.yearsExperience,
        languages: input.languages,
        availability: input.availability,
      },
    });
    await tx.supporterSpecialization.deleteMany({ where: { professionalSupporterId: current.id, specialization: { notIn: specializations } } });
    await tx.supporterSpecialization.createMany({
      data: specializations.map((specialization) => ({ professionalSupporterId: current.id, specialization })),
      skipDuplicates: true,
    });
  });
}

/** Everything but the city, which comes as a resolved place (or null to keep the current one). */
export async function updateOwnLocalProfile(actor: Actor, input: Omit<LocalProfileInput, "city" | "placeId">, place: Place | null) {
  assertPermission(actor, "profile:edit-local");
  const location = place ? { locationCity: placeLabel(place), locationLat: place.lat, locationLng: place.lng, hasLocation: true } : {};
  const data = {
    displayName: input.displayName,
    travelRadiusKm: input.travelRadiusKm,
    availability: input.availability,
    helpOffered: sortHelpOffered(input.helpOffered),
  };
  if (!place) {
    const existing = await db.localSupporter.findUnique({ where: { userId: actor.userId }, select: { hasLocation: true } });
    if (!existing?.hasLocation) throw new AppError("invalid", "Please enter your city/location.");
  }
  await db.$transaction(async (tx) => {
    const existing = await tx.localSupporter.findUnique({ where: { userId: actor.userId }, select: { id: true } });
    if (existing) await tx.localSupporter.update({ where: { userId: actor.userId }, data: { ...data, ...location } });
    else await createLocalSupporterRecord(tx, { userId: actor.userId, ...data, ...location });
  });
}

/** The city she has now, to tell "unchanged" from "look this up". */
export async function getOwnLocalCity(actor: Actor): Promise<string | null> {
  assertPermission(actor, "profile:edit-local");
  const local = await db.localSupporter.findUnique({ where: { userId: actor.userId }, select: { locationCity: true, hasLocation: true } });
  return local?.hasLocation ? local.locationCity : null;
}

/**
 * Records her new picture on every supporter record she has and returns the addresses it
 * replaces (to remove from storage). null clears it: initials are shown instead.
 */
export async function setOwnAvatar(actor: Actor, avatarUrl: string | null): Promise<string[]> {
  if (!can(actor.roles, "avatar:upload")) throw new AppError("forbidden", "Only supporters have a profile picture.");
  return db.$transaction(async (tx) => {
    const [pro, local, profile] = await Promise.all([
      tx.professionalSupporter.findUnique({ where: { userId: actor.userId }, select: { avatarUrl: true } }),
      tx.localSupporter.findUnique({ where: { userId: actor.userId }, select: { avatarUrl: true } }),
      tx.profile.findUnique({ where: { userId: actor.userId }, select: { avatarUrl: true } }),
    ]);
    if (!pro && !local) throw new AppError("not_found", "No supporter profile was found for this account.");
    if (pro) await tx.professionalSupporter.update({ where: { userId: actor.userId }, data: { avatarUrl } });
    if (local) await tx.localSupporter.update({ where: { userId: actor.userId }, data: { avatarUrl } });
    if (profile) await tx.profile.update({ where: { userId: actor.userId }, data: { avatarUrl } });
    const previous = new Set([pro?.avatarUrl, local?.avatarUrl, profile?.avatarUrl].filter((u): u is string => Boolean(u) && u !== avatarUrl));
    return [...previous];
  });
}

/** May this viewer load this person's picture? Her own, an admin, or anyone when she is visible. */
export async function mayViewAvatar(viewer: Actor, userId: string, avatarUrl: string): Promise<boolean> {
  const owner = await db.user.findUnique({
    where: { id: userId },
    select: {
      professionalSupporter: { select: { avatarUrl: true } },
      localSupporter: { select: { avatarUrl: true } },
      profile: { select: { avatarUrl: true } },
    },
  });
  const current = [owner?.professionalSupporter?.avatarUrl, owner?.localSupporter?.avatarUrl, owner?.profile?.avatarUrl];
  if (!current.includes(avatarUrl)) return false;
  if (viewer.userId === userId || can(viewer.roles, "admin:access")) return true;
  const visibility = await getSupporterVisibility(userId);
  return visibility.professional || visibility.local;
}

export interface PublicSupporterProfile {
  userId: string;
  /** The professional_supporters id when she is a verified professional. */
  professionalSupporterId: string | null;
  localSupporterId: string | null;
  kind: "professional" | "local";
  name: string;
  /** Professional title, or null for a local supporter. */
  title: string | null;
  avatarUrl: string | null;
  bio: string | null;
  specializations: Specialization[];
  yearsExperience: number | null;
  languages: string[];
  availability: string;
  local: { city: string | null; travelRadiusKm: number; helpOffered: HelpOffered[]; availability: string } | null;
  rating: RatingSummary;
  isSelf: boolean;
}

/**
 * /profile/{id}: id may be a professional_supporters id, a local_supporters id or a user id.
 * Only verified professionals and local supporters with a location are found (null otherwise,
 * exactly like an unknown id); a person who is both shows her professional profile with her
 * local details beside it.
 */
export async function getPublicSupporterProfile(viewer: Actor, id: string): Promise<PublicSupporterProfile | null> {
  if (!id || id.length > 100) return null;
  const [proById, localById] = await Promise.all([
    db.professionalSupporter.findFirst({ where: { OR: [{ id }, { userId: id }] }, select: { userId: true } }),
    db.localSupporter.findFirst({ where: { OR: [{ id }, { userId: id }] }, select: { userId: true } }),
  ]);
  const userId = proById?.userId ?? localById?.userId;
  if (!userId) return null;

  const [professional, local] = await Promise.all([
    db.professionalSupporter.findFirst({
      where: { AND: [VISIBLE_PROFESSIONAL, { userId }] },
      select: PROFESSIONAL_PROFILE,
    }),
    db.localSupporter.findFirst({
      where: { AND: [VISIBLE_LOCAL, { userId }] },
      select: { id: true, displayName: true, locationCity: true, travelRadiusKm: true, availability: true, helpOffered: true, avatarUrl: true },
    }),
  ]);
  if (!professional && !local) return null;
  const rating = await getRatingSummary(userId);
  const localDetails = local
    ? {
        city: local.locationCity,
        travelRadiusKm: local.travelRadiusKm,
        helpOffered: sortHelpOffered(local.helpOffered),
        availability: availabilityOrDefault(local.availability),
      }
    : null;
  if (professional) {
    return {
      userId,
      professionalSupporterId: professional.id,
      localSupporterId: local?.id ?? null,
      kind: "professional",
      name: professional.fullName,
      title: professional.professionalTitle,
      avatarUrl: professional.avatarUrl ?? local?.avatarUrl ?? null,
      bio: professional.bio,
      specializations: sortSpecializations(professional.specializations.map((s) => s.specialization)),
      yearsExperience: professional.yearsExperience,
      languages: professional.languages,
      availability: availabilityOrDefault(professional.availability),
      local: localDetails,
      rating,
      isSelf: viewer.userId === userId,
    };
  }
  return {
    userId,
    professionalSupporterId: null,
    localSupporterId: local!.id,
    kind: "local",
    name: local!.displayName,
    title: null,
    avatarUrl: local!.avatarUrl,
    bio: null,
    specializations: [],
    yearsExperience: null,
    languages: [],
    availability: localDetails!.availability,
    local: localDetails,
    rating,
    isSelf: viewer.userId === userId,
  };
}
