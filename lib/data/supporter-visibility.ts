import "server-only";
import { db, Prisma } from "@/lib/db";

// The one rule for who a support taker may see (ARCHITECTURE.md §6, issues 6 and 17): verified
// professionals, and local supporters an admin has approved who have set their location. Every
// query that shows supporters to people looking for help (directory, matching, roadmap,
// dashboards, public profiles, reviews) and every emergency alert fan-out filters with these,
// so the rule lives in one place.

/** Not suspended by an admin (issue 18): a suspended supporter is hidden everywhere and alerted nowhere. */
const NOT_SUSPENDED: Prisma.UserWhereInput = { suspendedAt: null };

/** Professionals an admin has verified (and not suspended). */
export const VISIBLE_PROFESSIONAL: Prisma.ProfessionalSupporterWhereInput = { verificationStatus: "approved", user: { is: NOT_SUSPENDED } };

/**
 * Local supporters an admin has approved (identity seen, guidelines agreed) who have a geocoded
 * city (without one nobody can be matched to them or measured against an alert).
 */
export const VISIBLE_LOCAL: Prisma.LocalSupporterWhereInput = { hasLocation: true, verificationStatus: "approved", user: { is: NOT_SUSPENDED } };

function alias(name: string): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Not a table alias: ${name}`);
  return Prisma.raw(`"${name}"`);
}

/** Raw SQL: the user behind the row under the given alias is not suspended. */
function notSuspendedSql(name: string): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "users" su WHERE su."id" = ${alias(name)}."userId" AND su."suspendedAt" IS NOT NULL)`;
}

/**
 * The local supporters who may receive an emergency alert or be offered to anyone: approved by
 * an admin and with a location. Issue 17's alert fan-out selects with this (narrowed by its own
 * radius condition) or, in raw SQL, with `approvedLocalSupporterSql`.
 */
export function approvedLocalSupporterWhere(extra?: Prisma.LocalSupporterWhereInput): Prisma.LocalSupporterWhereInput {
  return extra ? { AND: [VISIBLE_LOCAL, extra] } : VISIBLE_LOCAL;
}

/** The same rule for raw SQL over "local_supporters" under the given alias (a plain identifier). */
export function approvedLocalSupporterSql(name: string): Prisma.Sql {
  const a = alias(name);
  return Prisma.sql`(${a}."hasLocation" AND ${a}."verificationStatus" = 'approved' AND ${notSuspendedSql(name)})`;
}

/** The professional rule for raw SQL over "professional_supporters" under the given alias. */
export function visibleProfessionalSql(name: string): Prisma.Sql {
  return Prisma.sql`(${alias(name)}."verificationStatus" = 'approved' AND ${notSuspendedSql(name)})`;
}

/** `where` for visible professionals, narrowed further by the caller's own conditions. */
export function visibleProfessionalWhere(extra?: Prisma.ProfessionalSupporterWhereInput): Prisma.ProfessionalSupporterWhereInput {
  return extra ? { AND: [VISIBLE_PROFESSIONAL, extra] } : VISIBLE_PROFESSIONAL;
}

/** The directory's name for the same rule. */
export const visibleLocalWhere = approvedLocalSupporterWhere;

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
