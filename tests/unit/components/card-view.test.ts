import { CARD_REASONS, CARD_SPECIALIZATIONS, supporterCardView } from "@/components/supporters/card-view";
import { matchedSupporter } from "../fixtures/matched-supporter";

// The directory's and the roadmap's supporter cards are client components (issue 20): what the
// page gives them is all her browser receives, so it must be what a card shows and nothing more
// (spec part 2 §9: 3 specializations and 2 match reasons).

const supporter = matchedSupporter({
  match_reasons: ["Specialises in workplace harassment", "Available now", "12 years of experience", "Speaks Spanish"],
  specializations: ["Workplace harassment", "Domestic abuse", "Trauma therapy", "Counselling", "Crisis support"],
});

describe("supporterCardView", () => {
  it("keeps the first 3 specializations and counts the rest, and the first 2 reasons", () => {
    const view = supporterCardView(supporter, { reasons: true });
    expect(CARD_SPECIALIZATIONS).toBe(3);
    expect(CARD_REASONS).toBe(2);
    expect(view.specializations).toEqual(["Workplace harassment", "Domestic abuse", "Trauma therapy"]);
    expect(view.more_specializations).toBe(2);
    expect(view.match_reasons).toEqual(["Specialises in workplace harassment", "Available now"]);
  });

  it("sends no reasons where the card shows none", () => {
    expect(supporterCardView(supporter, { reasons: false }).match_reasons).toEqual([]);
  });

  it("counts nothing more when every label fits", () => {
    const view = supporterCardView({ ...supporter, specializations: ["Workplace harassment"], match_reasons: [] }, { reasons: true });
    expect(view.specializations).toEqual(["Workplace harassment"]);
    expect(view.more_specializations).toBe(0);
    expect(view.match_reasons).toEqual([]);
  });

  it("carries only what a card shows: no quote, score, experience or search fields", () => {
    expect(Object.keys(supporterCardView(supporter, { reasons: true })).sort()).toEqual(
      [
        "availability",
        "avatar_url",
        "city",
        "distance_km",
        "full_name",
        "kind",
        "match_reasons",
        "more_specializations",
        "professional_title",
        "rating",
        "reviews",
        "specializations",
        "supporter_id",
        "user_id",
      ].sort(),
    );
  });
});
