import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { distanceKm, type LatLng } from "@/lib/domain/geo/distance";
import { PAGE_SIZE, pageCount, searchTerms, type DirectoryTab } from "@/lib/domain/directory/search";
import { toMatched, type MatchedSupporter } from "@/lib/domain/matching";
import { matchSupporters } from "@/lib/data/matching";
import { pageLocals, pageProfessionals } from "@/lib/data/supporter-directory-pages";

// The /supporters directory (issue 6 "Directory"): For You is her matches in order, the
// other two tabs list approved professionals and local supporters with a location. Every tab
// is searched and paged on the server.

export interface DirectoryRequest {
  tab: DirectoryTab;
  query: string;
  page: number;
  near: LatLng | null;
  languages?: readonly string[];
}

export interface DirectoryPage {
  tab: DirectoryTab;
  items: MatchedSupporter[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** For You only: whether her assessment shaped the order. */
  matchedOnAssessment: boolean;
  /** For You only: matching failed and these are verified professionals instead. */
  fallback: boolean;
}

export async function listDirectory(actor: Actor, request: DirectoryRequest): Promise<DirectoryPage> {
  const search = searchTerms(request.query);
  const offset = (request.page - 1) * PAGE_SIZE;
  const base = { tab: request.tab, page: request.page, pageSize: PAGE_SIZE, matchedOnAssessment: false, fallback: false };

  if (request.tab === "for-you") {
    const result = await matchSupporters(actor, { limit: PAGE_SIZE, offset, near: request.near, languages: request.languages, search });
    return {
      ...base,
      items: result.matches,
      total: result.total,
      pageCount: pageCount(result.total),
      matchedOnAssessment: Boolean(result.assessmentId) && !result.fallback,
      fallback: result.fallback,
    };
  }

  const page = { limit: PAGE_SIZE, offset };
  const { items, total } = request.tab === "professional" ? await pageProfessionals({ search }, page) : await pageLocals({ search }, page, request.near);
  return {
    ...base,
    items: items.map((candidate) => {
      const card = toMatched(candidate, null);
      if (request.near && candidate.location) card.distance_km = Math.round(distanceKm(request.near, candidate.location) * 10) / 10;
      return card;
    }),
    total,
    pageCount: pageCount(total),
  };
}
