import { HELP_OFFERED_LABELS, sortHelpOffered } from "@/lib/domain/supporters/help-offered";
import { normaliseSpecialization, sortSpecializations, SPECIALIZATION_LABELS, specializationLabel } from "@/lib/domain/supporters/specializations";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";
import { roundRating } from "@/lib/domain/supporters/rating";
import { needsOf } from "./needs";
import { matchReasons } from "./reasons";
import { evaluate, matchScore, type Breakdown, type ScoringContext } from "./score";
import { topK } from "./top-k";
import type { Candidate, MatchedSupporter, Seeker } from "./types";

// Matching (issue 6, spec part 2 §7 match-supporters): the supporters who fit her best, from
// her latest assessment, with the reasons in plain words. Pure: candidates are passed in.

export * from "./types";
export { languagesFromHeader } from "./languages";
export { WEIGHTS, MAX_POINTS } from "./score";
export { formatDistance } from "./reasons";

interface Scored {
  candidate: Candidate;
  breakdown: Breakdown;
}

/** Best first; equal points go by name, then id, so the order never flickers. */
function better(a: Scored, b: Scored): boolean {
  if (a.breakdown.points !== b.breakdown.points) return a.breakdown.points > b.breakdown.points;
  if (a.candidate.name !== b.candidate.name) return a.candidate.name < b.candidate.name;
  if (a.candidate.kind !== b.candidate.kind) return a.candidate.kind === "professional";
  return a.candidate.supporterId < b.candidate.supporterId;
}

export interface MatchOptions {
  limit: number;
  /** For a paged list: skip this many of the best. */
  offset?: number;
}

/**
 * The `limit` best supporters for her (after `offset`), and how many could be suggested in
 * all. Without an assessment the order is: available, well rated, experienced, near.
 */
export function rankSupporters(
  seeker: Seeker,
  candidates: readonly Candidate[],
  { limit, offset = 0 }: MatchOptions,
): { matches: MatchedSupporter[]; total: number } {
  const ctx: ScoringContext = {
    needs: needsOf(seeker.assessment),
    location: seeker.location,
    languages: seeker.languages.map((l) => l.toLowerCase()),
  };
  let total = 0;
  function* scored(): Generator<Scored> {
    for (const candidate of candidates) {
      const breakdown = evaluate(candidate, ctx);
      if (!breakdown) continue;
      total++;
      yield { candidate, breakdown };
    }
  }
  const best = topK(scored(), offset + limit, better).slice(offset);
  return { matches: best.map(({ candidate, breakdown }) => toMatched(candidate, breakdown)), total };
}

export const QUOTE_MAX = 160;

/** The first sentence of her bio, as her own words on a card. */
export function quoteOf(bio: string | null): string | null {
  const text = bio?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > QUOTE_MAX ? `${sentence.slice(0, QUOTE_MAX - 1).trimEnd()}…` : sentence;
}

/** Labels in the list's order; free text from older rows is kept as written. */
export function specializationLabels(values: readonly string[]): string[] {
  const known = sortSpecializations(values).map((s) => SPECIALIZATION_LABELS[s]);
  const free = values.filter((v) => v.trim() && !normaliseSpecialization(v)).map((v) => v.trim());
  return [...known, ...free];
}

export function helpLabels(values: readonly string[]): string[] {
  return sortHelpOffered(values).map((h) => HELP_OFFERED_LABELS[h]);
}

export function roundedRating(rating: Candidate["rating"]): number | null {
  return rating && rating.count > 0 ? roundRating(rating.average) : null;
}

export function toMatched(candidate: Candidate, breakdown: Breakdown | null): MatchedSupporter {
  const professional = candidate.kind === "professional";
  const specializations = professional ? specializationLabels(candidate.specializations) : helpLabels(candidate.helpOffered);
  const display = breakdown?.specific ?? breakdown?.general;
  return {
    supporter_id: candidate.supporterId,
    user_id: candidate.userId,
    kind: candidate.kind,
    full_name: candidate.name,
    display_specialization: display
      ? specializationLabel(display)
      : ((breakdown?.localCaseHelp && !professional ? HELP_OFFERED_LABELS[breakdown.localCaseHelp as keyof typeof HELP_OFFERED_LABELS] : null) ??
        specializations[0] ??
        null),
    professional_title: candidate.title,
    rating: roundedRating(candidate.rating),
    reviews: candidate.rating?.count ?? 0,
    quote: quoteOf(candidate.bio),
    availability: availabilityOrDefault(candidate.availability),
    years_experience: candidate.yearsExperience,
    avatar_url: candidate.avatarUrl,
    match_score: breakdown ? matchScore(breakdown.points) : 0,
    match_reasons: breakdown ? matchReasons(candidate, breakdown) : [],
    specializations,
    city: candidate.location?.city ?? null,
    distance_km: breakdown?.distanceKm != null ? Math.round(breakdown.distanceKm * 10) / 10 : null,
  };
}
