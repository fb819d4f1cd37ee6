import "server-only";
import { db, type Prisma } from "@/lib/db";

// The one rule for who a support taker may see (ARCHITECTURE.md §6, issue 6): verified
// professionals, and local supporters who have set their location. Every query that shows
// supporters to people looking for help (directory, matching, roadmap, dashboards, public
// profiles, reviews) filters with these, so the rule lives in one place.

/** Professionals an admin has verified. */
export const VISIBLE_PROFESSIONAL: Prisma.ProfessionalSupporterWhereInput = { verificationStatus: "approved" };

/** Local supporters who have a geocoded city (without one nobody can be matched to them). */
export const VISIBLE_LOCAL: Prisma.LocalSupporterWhereInput = { hasLocation: true };

/** `where` for visible professionals, narrowed further by the caller's own conditions. */
export function visibleProfessionalWhere(extra?: Prisma.ProfessionalSupporterWhereInput): Prisma.ProfessionalSupporterWhereInput {
  return extra ? { AND: [VISIBLE_PROFESSIONAL, extra] } : VISIBLE_PROFESSIONAL;
}

export function visibleLocalWhere(extra?: Prisma.LocalSupporterWhereInput): Prisma.LocalSupporterWhereInput {
  return extra ? { AND: [VISIBLE_LOCAL, extra] } : VISIBLE_LOCAL;
}

/** Users who are visible as a professional or as a local supporter. */
export function visibleSupporterUserWhere(): Prisma.UserWhereInput {
  return { OR: [{ professionalSupporter: { is: VISIBLE_PROFESSIONAL } }, { localSupporter: { is: VISIBLE_LOCAL } }] };
}

export interface SupporterVisibility {
  professional: boolean;
  local: boolean;
}

/** How a person may be seen by support takers: as a professional, as a local supporter, or not at all. */
export async function getSupporterVisibility(userId: string): Promise<SupporterVisibility> {
  const [professional, local] = await Promise.all([
    db.professionalSupporter.count({ where: visibleProfessionalWhere({ userId }) }),
    db.localSupporter.count({ where: visibleLocalWhere({ userId }) }),
  ]);
  return { professional: professional > 0, local: local > 0 };
}

export async function isVisibleSupporter(userId: string): Promise<boolean> {
  const visibility = await getSupporterVisibility(userId);
  return visibility.professional || visibility.local;
}
