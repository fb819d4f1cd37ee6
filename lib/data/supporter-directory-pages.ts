import "server-only";
import { db, Prisma } from "@/lib/db";
import type { LatLng } from "@/lib/domain/geo/distance";
import type { Candidate } from "@/lib/domain/matching";
import {
  localWhere,
  NOT_TAKING,
  PROFESSIONAL_FROM,
  PROFESSIONAL_ORDER,
  professionalWhere,
  queryLocals,
  queryProfessionals,
  type CandidateFilter,
} from "./supporter-candidate-query";

// The directory's paged tabs and one visible supporter by id, read with the same query as
// matching (supporter-candidate-query.ts).

export async function pageProfessionals(filter: CandidateFilter, page: { limit: number; offset: number }) {
  const [items, [count]] = await Promise.all([
    queryProfessionals(filter, { order: PROFESSIONAL_ORDER, ...page }),
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" ${PROFESSIONAL_FROM} WHERE ${professionalWhere(filter)}`,
  ]);
  return { items, total: count?.total ?? 0 };
}

const distanceSql = (from: LatLng) => Prisma.sql`(2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(l."locationLat" - ${from.lat}) / 2), 2)
  + cos(radians(${from.lat})) * cos(radians(l."locationLat")) * power(sin(radians(l."locationLng" - ${from.lng}) / 2), 2)))))`;

/** Nearest first when she gave a place; otherwise available first, by city, then name. */
export async function pageLocals(filter: CandidateFilter, page: { limit: number; offset: number }, near: LatLng | null) {
  const order = near
    ? Prisma.sql`${distanceSql(near)}, lower(l."displayName"), l."id"`
    : Prisma.sql`(coalesce(l."availability", '') = ${NOT_TAKING}), lower(coalesce(l."locationCity", '')), lower(l."displayName"), l."id"`;
  const [items, [count]] = await Promise.all([
    queryLocals(filter, { order, ...page }),
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "local_supporters" l WHERE ${localWhere(filter)}`,
  ]);
  return { items, total: count?.total ?? 0 };
}

/** One visible supporter by her user id, as the given kind (or professional first, then local). */
export async function findVisibleSupporter(userId: string, kind?: "professional" | "local"): Promise<Candidate | null> {
  if (kind !== "local") {
    const [professional] = await queryProfessionals({ userId }, null);
    if (professional || kind === "professional") return professional ?? null;
  }
  const [local] = await queryLocals({ userId }, null);
  return local ?? null;
}
