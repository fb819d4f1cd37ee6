import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Candidate } from "@/lib/domain/matching";
import type { SearchTerms } from "@/lib/domain/directory/search";
import { approvedLocalSupporterSql, visibleProfessionalSql } from "@/lib/data/supporter-visibility";

// The supporters a support taker may see, read for matching and the directory in one query
// each: approved professionals (with their local details when they also help in person and an
// admin approved that too) and approved local supporters with a location. Nothing else ever leaves this file and
// the two that read through it, supporter-candidates.ts (matching) and supporter-directory-pages.ts
// (ARCHITECTURE.md §6).
// Ratings are the real average and count of reviews, read per supporter through the
// reviews(supporterUserId) index.

/** Enough of a bio for the first sentence on a card, never the whole text. */
const BIO_CHARS = 300;
export const NOT_TAKING = "Not taking new cases";

interface ProfessionalRow {
  id: string;
  userId: string;
  fullName: string;
  professionalTitle: string;
  bio: string | null;
  avatarUrl: string | null;
  availability: string | null;
  yearsExperience: number | null;
  languages: string[] | null;
  specializations: string[] | null;
  helpOffered: string[] | null;
  locationCity: string | null;
  locationLat: number | null;
  locationLng: number | null;
  travelRadiusKm: number | null;
  ratingAverage: number | null;
  ratingCount: number | null;
}

interface LocalRow {
  id: string;
  userId: string;
  displayName: string;
  avatarUrl: string | null;
  availability: string | null;
  helpOffered: string[] | null;
  locationCity: string | null;
  locationLat: number;
  locationLng: number;
  travelRadiusKm: number;
  ratingAverage: number | null;
  ratingCount: number | null;
}

const rating = (average: number | null, count: number | null) => (count ? { average: Number(average), count: Number(count) } : null);

function professionalCandidate(row: ProfessionalRow): Candidate {
  return {
    kind: "professional",
    supporterId: row.id,
    userId: row.userId,
    name: row.fullName,
    title: row.professionalTitle,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    availability: row.availability,
    yearsExperience: row.yearsExperience,
    languages: row.languages ?? [],
    specializations: row.specializations ?? [],
    helpOffered: row.helpOffered ?? [],
    location:
      row.locationLat !== null && row.locationLng !== null
        ? { lat: row.locationLat, lng: row.locationLng, city: row.locationCity, radiusKm: row.travelRadiusKm ?? 10 }
        : null,
    rating: rating(row.ratingAverage, row.ratingCount),
  };
}

function localCandidate(row: LocalRow): Candidate {
  return {
    kind: "local",
    supporterId: row.id,
    userId: row.userId,
    name: row.displayName,
    title: null,
    bio: null,
    avatarUrl: row.avatarUrl,
    availability: row.availability,
    yearsExperience: null,
    languages: [],
    specializations: [],
    helpOffered: row.helpOffered ?? [],
    location: { lat: row.locationLat, lng: row.locationLng, city: row.locationCity, radiusKm: row.travelRadiusKm },
    rating: rating(row.ratingAverage, row.ratingCount),
  };
}

// A few rows (a page, one profile) read their reviews through the index, one supporter at a
// time; reading everyone, one pass over all reviews grouped by supporter is about a third faster.
const RATING_JOIN = (userColumn: Prisma.Sql, everyone: boolean) =>
  everyone
    ? Prisma.sql`
  LEFT JOIN (
    SELECT rv."supporterUserId", avg(rv."rating")::float8 AS "ratingAverage", count(*)::int AS "ratingCount"
    FROM "reviews" rv GROUP BY rv."supporterUserId"
  ) r ON r."supporterUserId" = ${userColumn}`
    : Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT avg(rv."rating")::float8 AS "ratingAverage", count(*)::int AS "ratingCount"
    FROM "reviews" rv WHERE rv."supporterUserId" = ${userColumn}
  ) r ON true`;

export interface CandidateFilter {
  search?: SearchTerms | null;
  /** Leave this person out (she never matches herself). */
  excludeUserId?: string | null;
  /** Only this person (the message dialog opened from a profile). */
  userId?: string;
}

export function professionalWhere(filter: CandidateFilter) {
  const parts = [visibleProfessionalSql("p")];
  if (filter.excludeUserId) parts.push(Prisma.sql`p."userId" <> ${filter.excludeUserId}`);
  if (filter.userId) parts.push(Prisma.sql`p."userId" = ${filter.userId}`);
  const s = filter.search;
  if (s) {
    // One indexed look-up per column (trigram indexes, migration 0004), joined by UNION:
    // an OR across tables would make Postgres read every row instead.
    parts.push(Prisma.sql`p."id" IN (
      SELECT px."id" FROM "professional_supporters" px WHERE px."fullName" ILIKE ${s.pattern} OR px."professionalTitle" ILIKE ${s.pattern}
      UNION
      SELECT px."id" FROM "local_supporters" lx JOIN "professional_supporters" px ON px."userId" = lx."userId" WHERE ${approvedLocalSupporterSql("lx")} AND lx."locationCity" ILIKE ${s.pattern}
      UNION
      SELECT ss."professionalSupporterId" FROM "supporter_specializations" ss WHERE ss."specialization" = ANY(${s.specializations}::text[]) OR ss."specialization" ILIKE ${s.pattern}
    )`);
  }
  return Prisma.join(parts, " AND ");
}

export function localWhere(filter: CandidateFilter & { withoutProfessionals?: boolean }) {
  const parts = [approvedLocalSupporterSql("l")];
  if (filter.excludeUserId) parts.push(Prisma.sql`l."userId" <> ${filter.excludeUserId}`);
  if (filter.userId) parts.push(Prisma.sql`l."userId" = ${filter.userId}`);
  // For You lists each person once: an approved professional's local details ride along.
  if (filter.withoutProfessionals) {
    parts.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM "professional_supporters" px WHERE px."userId" = l."userId" AND ${visibleProfessionalSql("px")})`);
  }
  const s = filter.search;
  if (s) {
    parts.push(Prisma.sql`(l."displayName" ILIKE ${s.pattern} OR l."locationCity" ILIKE ${s.pattern} OR l."helpOffered" && ${s.helpOffered}::text[])`);
  }
  return Prisma.join(parts, " AND ");
}

export const PROFESSIONAL_FROM = Prisma.sql`
  FROM "professional_supporters" p
  LEFT JOIN "local_supporters" l ON l."userId" = p."userId" AND ${approvedLocalSupporterSql("l")}`;

interface Slice {
  /** The ORDER BY list, without the keywords. */
  order: Prisma.Sql;
  limit?: number;
  offset?: number;
}

const sliceSql = (slice: Slice | null) =>
  slice
    ? Prisma.sql`ORDER BY ${slice.order} ${slice.limit !== undefined ? Prisma.sql`LIMIT ${slice.limit}` : Prisma.empty} OFFSET ${slice.offset ?? 0}`
    : Prisma.empty;
const positionSql = (slice: Slice | null) => (slice ? Prisma.sql`row_number() OVER (ORDER BY ${slice.order})` : Prisma.sql`0::bigint`);

// The rows are chosen (filtered, ordered, paged) first and only those are read in full, so a
// page of 12 reads 12 ratings and 12 sets of specialisations, not thousands.
export async function queryProfessionals(filter: CandidateFilter, slice: Slice | null, everyone = false): Promise<Candidate[]> {
  const rows = await db.$queryRaw<ProfessionalRow[]>`
    WITH chosen AS (SELECT p."id", ${positionSql(slice)} AS "position" ${PROFESSIONAL_FROM} WHERE ${professionalWhere(filter)} ${sliceSql(slice)})
    SELECT p."id", p."userId", p."fullName", p."professionalTitle", left(p."bio", ${BIO_CHARS}) AS "bio", p."avatarUrl",
      p."availability", p."yearsExperience", p."languages",
      ${everyone ? Prisma.sql`s."specializations"` : Prisma.sql`(SELECT array_agg(ss."specialization") FROM "supporter_specializations" ss WHERE ss."professionalSupporterId" = p."id") AS "specializations"`},
      l."helpOffered", l."locationCity", l."locationLat", l."locationLng", l."travelRadiusKm",
      r."ratingAverage", r."ratingCount"
    FROM chosen c
    JOIN "professional_supporters" p ON p."id" = c."id"
    LEFT JOIN "local_supporters" l ON l."userId" = p."userId" AND ${approvedLocalSupporterSql("l")}
    ${everyone ? Prisma.sql`LEFT JOIN (SELECT ss."professionalSupporterId", array_agg(ss."specialization") AS "specializations" FROM "supporter_specializations" ss GROUP BY 1) s ON s."professionalSupporterId" = p."id"` : Prisma.empty}
    ${RATING_JOIN(Prisma.sql`p."userId"`, everyone)}
    ORDER BY c."position"`;
  return rows.map(professionalCandidate);
}

export async function queryLocals(filter: CandidateFilter & { withoutProfessionals?: boolean }, slice: Slice | null, everyone = false): Promise<Candidate[]> {
  const rows = await db.$queryRaw<LocalRow[]>`
    WITH chosen AS (SELECT l."id", ${positionSql(slice)} AS "position" FROM "local_supporters" l WHERE ${localWhere(filter)} ${sliceSql(slice)})
    SELECT l."id", l."userId", l."displayName", l."avatarUrl", l."availability", l."helpOffered",
      l."locationCity", l."locationLat", l."locationLng", l."travelRadiusKm",
      r."ratingAverage", r."ratingCount"
    FROM chosen c
    JOIN "local_supporters" l ON l."id" = c."id"
    ${RATING_JOIN(Prisma.sql`l."userId"`, everyone)}
    ORDER BY c."position"`;
  return rows.map(localCandidate);
}

/** Available people first, then by name; the id keeps pages stable. */
export const PROFESSIONAL_ORDER = Prisma.sql`(coalesce(p."availability", '') = ${NOT_TAKING}), lower(p."fullName"), p."id"`;
