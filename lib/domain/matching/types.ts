import type { LatLng } from "@/lib/domain/geo/distance";

// The shapes matching works on. Candidates come from the data layer already filtered to
// people a support taker may see (approved professionals, local supporters with a location).

export type SupporterKind = "professional" | "local";

export interface CandidateLocation extends LatLng {
  city: string | null;
  /** How far she will travel, in km. */
  radiusKm: number;
}

export interface Candidate {
  kind: SupporterKind;
  /** professional_supporters.id or local_supporters.id. */
  supporterId: string;
  userId: string;
  name: string;
  /** The professional title; local supporters have none. */
  title: string | null;
  bio: string | null;
  avatarUrl: string | null;
  availability: string | null;
  yearsExperience: number | null;
  languages: readonly string[];
  /** Stored specialisation values (professionals). */
  specializations: readonly string[];
  /** Stored help-offered values (local supporters, and professionals who also help locally). */
  helpOffered: readonly string[];
  /** Where she helps in person, if she does. */
  location: CandidateLocation | null;
  /** From real reviews; null when she has none. */
  rating: { average: number; count: number } | null;
}

/** What matching knows about the person looking for help. */
export interface Seeker {
  assessment: SeekerAssessment | null;
  /** Where she is (a city she typed, never stored); null when unknown. */
  location: LatLng | null;
  /** Languages she reads, most preferred first (e.g. "Spanish"). */
  languages: readonly string[];
}

export interface SeekerAssessment {
  id: string;
  caseType: string | null;
  severityLevel: string | null;
  riskFlags: readonly string[];
  /** Values of the "support_wanted" question. */
  supportWanted: readonly string[];
}

/** The spec's matched-supporter shape (part 2 §3), plus what the screens need. */
export interface MatchedSupporter {
  supporter_id: string;
  user_id: string;
  kind: SupporterKind;
  full_name: string;
  display_specialization: string | null;
  professional_title: string | null;
  /** Average of real reviews, one decimal; null means 'New'. */
  rating: number | null;
  /** How many reviews the rating comes from. */
  reviews: number;
  quote: string | null;
  availability: string;
  years_experience: number | null;
  avatar_url: string | null;
  match_score: number;
  match_reasons: string[];
  /** Labels, in the list's order (help offered for local supporters). */
  specializations: string[];
  city: string | null;
  /** Distance from her, when both places are known. */
  distance_km: number | null;
}
