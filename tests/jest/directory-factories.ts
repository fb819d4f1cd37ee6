// Supporters for the directory and matching tests: approved (or not) professionals with specialisations,
// local supporters at a real place, completed assessments and reviews.
import { db } from "@/lib/db";
import { completeLocalOnboarding } from "@/lib/data/onboarding";
import { findPlace } from "@/lib/services/geo";
import type { Actor } from "@/lib/auth/actor";
import type { userTracker } from "./db-factories";

type Tracker = ReturnType<typeof userTracker>;

export interface ProfessionalOptions {
  status?: "approved" | "pending" | "rejected" | "needs_info";
  title?: string;
  specializations?: string[];
  availability?: string | null;
  yearsExperience?: number | null;
  languages?: string[];
}

export async function professional(users: Tracker, fullName: string, options: ProfessionalOptions = {}): Promise<Actor> {
  const actor = await users.actor(fullName.replace(/\W+/g, "-").toLowerCase(), {
    kind: "professional",
    fullName,
    professionalTitle: options.title ?? "Counsellor",
    alsoLocal: false,
  });
  await db.professionalSupporter.update({
    where: { userId: actor.userId },
    data: {
      verificationStatus: options.status ?? "approved",
      verifiedAt: (options.status ?? "approved") === "approved" ? new Date() : null,
      availability: options.availability ?? null,
      yearsExperience: options.yearsExperience ?? null,
      languages: options.languages ?? ["English"],
      specializations: { create: (options.specializations ?? []).map((specialization) => ({ specialization })) },
    },
  });
  return actor;
}

export function place(query: string) {
  const found = findPlace(query);
  if (found.kind !== "match") throw new Error(`${query} should match one place`);
  return found.place;
}

/** Approved by an admin unless `status` says otherwise (issue 17). */
export async function localSupporter(
  users: Tracker,
  displayName: string,
  city: string | null,
  options: { radiusKm?: number; helpOffered?: string[]; status?: "approved" | "pending" | "rejected" | "needs_info" } = {},
): Promise<Actor> {
  const actor = await users.actor(displayName.replace(/\W+/g, "-").toLowerCase(), { kind: "local", displayName });
  if (city) {
    await completeLocalOnboarding(actor, place(city));
    const status = options.status ?? "approved";
    await db.localSupporter.update({
      where: { userId: actor.userId },
      data: {
        displayName,
        travelRadiusKm: options.radiusKm ?? 10,
        helpOffered: options.helpOffered ?? ["accompaniment"],
        verificationStatus: status,
        verifiedAt: status === "approved" ? new Date() : null,
      },
    });
  }
  return actor;
}

export async function completedAssessment(
  userId: string,
  data: {
    caseType?: string;
    severityLevel?: "low" | "moderate" | "serious" | "critical";
    riskFlags?: string[];
    supportWanted?: string[];
    completedAt?: Date;
  } = {},
) {
  return db.assessmentConversation.create({
    data: {
      userId,
      assessmentCompleted: true,
      completedAt: data.completedAt ?? new Date(),
      caseType: data.caseType ?? "workplace_harassment",
      severityLevel: data.severityLevel ?? "moderate",
      riskFlags: data.riskFlags ?? [],
      structuredResponses: data.supportWanted ? { support_wanted: { kind: "choices", values: data.supportWanted } } : {},
      initialMessage: "My manager keeps sending me messages at night.",
    },
    select: { id: true },
  });
}

export async function review(users: Tracker, supporterUserId: string, rating: number) {
  const { id } = await users.create("reviewer");
  await db.review.create({ data: { authorId: id, supporterUserId, rating } });
}
