import "server-only";
import { cache } from "react";
import { sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { NOT_FOUND } from "@/lib/data/assessments";
import { chosenValues, type Responses, type SeverityLevel } from "@/lib/domain/assessment";
import type { LatLng } from "@/lib/domain/geo/distance";
import type { SearchTerms } from "@/lib/domain/directory/search";
import { rankSupporters, toMatched, type MatchedSupporter, type SeekerAssessment } from "@/lib/domain/matching";
import { LRUCache } from "lru-cache";
import { listVerifiedProfessionals, matchCandidateSnapshot, narrowCandidates } from "@/lib/data/supporter-candidates";

// match-supporters (spec part 2 §7, issue 6 "Matching"): the supporters who fit her best,
// from her own latest completed assessment (or the one she names, if it is hers). The
// dashboard takes 3, the roadmap 5, the directory's For You tab pages through all of them.

/** Spec part 2 §8 "Matching": when matching fails, up to three verified professionals. */
export const FALLBACK_LIMIT = 3;

/** What to match for an assessment already read: how many, from where, in what language, for what search. */
export interface MatchOptions {
  limit: number;
  offset?: number;
  /** A place she typed (never stored); without it, local matching uses no distance. */
  near?: LatLng | null;
  /** From her browser's Accept-Language, most preferred first. */
  languages?: readonly string[];
  search?: SearchTerms | null;
}

export interface MatchRequest extends MatchOptions {
  /** One of her assessments; another person's id is refused like a missing one. */
  conversationId?: string | null;
}

export interface MatchResult {
  matches: MatchedSupporter[];
  /** How many supporters could be suggested in all (for paging). */
  total: number;
  /** The assessment the matches are for; null means the default order (no assessment yet). */
  assessmentId: string | null;
  /** Whether distance played a part (she gave a place). */
  locationUsed: boolean;
  /** Matching failed and these are the spec's fallback: verified professionals, unranked. */
  fallback: boolean;
}

function responsesOf(value: unknown): Responses {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Responses) : {};
}

/** The columns of her assessment that matching reads; a read of the row for another purpose (the
 * roadmap's, the dashboard's) can take them too, and match without a second round trip. */
export interface MatchingAssessmentRow {
  id: string;
  caseType: string | null;
  severityLevel: SeverityLevel | null;
  riskFlags: string[];
  structuredResponses: unknown;
}

export const MATCHING_COLUMNS = `id, "caseType", "severityLevel"::text AS "severityLevel", "riskFlags", "structuredResponses"`;

/** Her assessment's row, read once per page render however many parts of the page ask (the
 * directory's ranking and the message dialog's summary on /supporters; outside a render, as in
 * actions, each call reads). One plain statement: every page that shows matches asks it
 * (issue 20: Prisma's cost per query was a large share of those pages). */
const readMatchingAssessment = cache(async (userId: string, conversationId: string | null): Promise<MatchingAssessmentRow | null> => {
  const [row] = conversationId
    ? await sql<MatchingAssessmentRow>(
        `SELECT ${MATCHING_COLUMNS} FROM assessment_conversations WHERE id = $1 AND "userId" = $2 AND "assessmentCompleted" LIMIT 1`,
        [conversationId, userId],
      )
    : await sql<MatchingAssessmentRow>(
        `SELECT ${MATCHING_COLUMNS} FROM assessment_conversations WHERE "userId" = $1 AND "assessmentCompleted"
         ORDER BY "completedAt" DESC LIMIT 1`,
        [userId],
      );
  return row ?? null;
});

/** Her own assessment for matching: the one named (completed, hers) or her latest completed. */
export async function getMatchingAssessment(actor: Actor, conversationId?: string | null): Promise<SeekerAssessment | null> {
  const row = await readMatchingAssessment(actor.userId, conversationId ?? null);
  if (!row) {
    if (conversationId) throw new AppError("not_found", NOT_FOUND);
    return null;
  }
  return seekerAssessment(row);
}

/** What matching uses of her assessment's row. */
export function seekerAssessment(row: MatchingAssessmentRow): SeekerAssessment {
  return {
    id: row.id,
    caseType: row.caseType,
    severityLevel: row.severityLevel,
    riskFlags: row.riskFlags,
    supportWanted: chosenValues(responsesOf(row.structuredResponses), "support_wanted"),
  };
}

// Ranking scores every supporter (O(n)): with 100,000 of them that is tens of milliseconds on
// each page that shows matches (issue 20). The ranking is a pure function of her assessment's
// fields, her place and languages, her search, the page and the directory's copy, so it is kept
// here under all of them, the directory version included: any change to any supporter moves
// the version, and the next request ranks again. Nothing personal is kept beyond what the key
// names; entries expire after ten minutes and at most 2,000 are kept per instance.
type Ranked = ReturnType<typeof rankSupporters>;
const ranked = new LRUCache<string, Ranked>({ max: 2_000, ttl: 10 * 60_000 });

async function rankedFor(userId: string, assessment: SeekerAssessment | null, location: LatLng | null, request: MatchOptions): Promise<Ranked> {
  const { version, candidates } = await matchCandidateSnapshot();
  const languages = request.languages ?? [];
  const rank = () =>
    rankSupporters({ assessment, location, languages }, narrowCandidates(candidates, { excludeUserId: userId, search: request.search }), {
      limit: request.limit,
      offset: request.offset,
    });
  if (version < BigInt(0)) return rank();
  const key = JSON.stringify([String(version), userId, assessment, location, languages, request.search ?? null, request.limit, request.offset ?? 0]);
  const hit = ranked.get(key);
  if (hit) return hit;
  const result = rank();
  ranked.set(key, result);
  return result;
}

export async function matchSupporters(actor: Actor, request: MatchRequest): Promise<MatchResult> {
  // Whose assessment it is is checked before anything else, and is never "fallen back" from.
  return matchSupportersFor(actor, await getMatchingAssessment(actor, request.conversationId), request);
}

/**
 * Matching for an assessment the caller has already read as hers (the roadmap and the dashboard
 * read its row for themselves: `seekerAssessment` of their row). Null: she has none yet.
 */
export async function matchSupportersFor(actor: Actor, assessment: SeekerAssessment | null, request: MatchOptions): Promise<MatchResult> {
  const location = request.near ?? null;
  try {
    const { matches, total } = await rankedFor(actor.userId, assessment, location, request);
    return { matches, total, assessmentId: assessment?.id ?? null, locationUsed: Boolean(location), fallback: false };
  } catch (error) {
    console.error("[matching] failed; falling back to verified professionals", error);
    const fallback = await listVerifiedProfessionals(Math.min(FALLBACK_LIMIT, request.limit), actor.userId);
    const matches = fallback.map((candidate) => toMatched(candidate, null));
    return { matches, total: matches.length, assessmentId: assessment?.id ?? null, locationUsed: false, fallback: true };
  }
}
