import type { MatchedSupporter } from "@/lib/domain/matching";

// What a supporter's card shows, and nothing more. The cards are client components, so this is
// what her browser receives for each one, in the page's Flight data. Kept small, a page of cards
// stays within the size of one Flight row after which React sends each further element in a row
// of its own, later, which the server then renders as a separate piece of the page (issue 20).

/** Spec part 2 §9: cards show 3 specializations and 2 match reasons. */
export const CARD_SPECIALIZATIONS = 3;
export const CARD_REASONS = 2;

/** Who a supporter is and how to reach her, as every card of a supporter shows it (the dashboard's too). */
export type SupporterSummary = Pick<
  MatchedSupporter,
  "supporter_id" | "user_id" | "kind" | "full_name" | "professional_title" | "city" | "avatar_url" | "rating" | "reviews" | "availability"
>;

export function supporterSummary(s: MatchedSupporter): SupporterSummary {
  return {
    supporter_id: s.supporter_id,
    user_id: s.user_id,
    kind: s.kind,
    full_name: s.full_name,
    professional_title: s.professional_title,
    city: s.city,
    avatar_url: s.avatar_url,
    rating: s.rating,
    reviews: s.reviews,
    availability: s.availability,
  };
}

export type SupporterCardView = SupporterSummary & {
  distance_km: MatchedSupporter["distance_km"];
  /** The first CARD_SPECIALIZATIONS labels. */
  specializations: string[];
  /** How many labels are not shown ('+2 more'). */
  more_specializations: number;
  /** The first CARD_REASONS reasons, or none where the card shows no reasons. */
  match_reasons: string[];
};

export function supporterCardView(s: MatchedSupporter, { reasons }: { reasons: boolean }): SupporterCardView {
  return {
    ...supporterSummary(s),
    distance_km: s.distance_km,
    specializations: s.specializations.slice(0, CARD_SPECIALIZATIONS),
    more_specializations: Math.max(0, s.specializations.length - CARD_SPECIALIZATIONS),
    match_reasons: reasons ? s.match_reasons.slice(0, CARD_REASONS) : [],
  };
}
