import {
  formatDistance,
  languagesFromHeader,
  quoteOf,
  rankSupporters,
  specializationLabels,
  type Candidate,
  type Seeker,
  type SeekerAssessment,
} from "@/lib/domain/matching";
import { evaluate, MAX_POINTS, ratingPoints, WEIGHTS } from "@/lib/domain/matching/score";
import { needsOf } from "@/lib/domain/matching/needs";
import { lowerFirst } from "@/lib/domain/matching/reasons";
import { topK } from "@/lib/domain/matching/top-k";

const chicago = { lat: 41.8781, lng: -87.6298 };
// About 2.3 km north of the Loop.
const lincolnPark = { lat: 41.8988, lng: -87.6298 };
const evanston = { lat: 42.0451, lng: -87.6877 };

let seq = 0;
function pro(over: Partial<Candidate> = {}): Candidate {
  seq++;
  return {
    kind: "professional",
    supporterId: `p${seq}`,
    userId: `u${seq}`,
    name: `Pro ${seq}`,
    title: "Counsellor",
    bio: null,
    avatarUrl: null,
    availability: "Available",
    yearsExperience: 5,
    languages: ["English"],
    specializations: [],
    helpOffered: [],
    location: null,
    rating: null,
    ...over,
  };
}

function local(over: Partial<Candidate> = {}): Candidate {
  seq++;
  return {
    kind: "local",
    supporterId: `l${seq}`,
    userId: `u${seq}`,
    name: `Local ${seq}`,
    title: null,
    bio: null,
    avatarUrl: null,
    availability: "Available",
    yearsExperience: null,
    languages: [],
    specializations: [],
    helpOffered: ["accompaniment"],
    location: { ...chicago, city: "Chicago", radiusKm: 10 },
    rating: null,
    ...over,
  };
}

function assessment(over: Partial<SeekerAssessment> = {}): SeekerAssessment {
  return { id: "a1", caseType: "workplace_harassment", severityLevel: "moderate", riskFlags: [], supportWanted: [], ...over };
}

const seeker = (over: Partial<Seeker> = {}): Seeker => ({ assessment: assessment(), location: null, languages: [], ...over });
const rank = (s: Seeker, c: Candidate[], limit = 5) => rankSupporters(s, c, { limit });

describe("rankSupporters", () => {
  test("a closer, better-matched, available supporter ranks first, with her reasons", () => {
    const best = pro({
      name: "Best",
      specializations: ["workplace_harassment", "employment_law"],
      location: { ...lincolnPark, city: "Chicago", radiusKm: 15 },
      helpOffered: ["accompaniment"],
    });
    const far = pro({ name: "Far", specializations: ["workplace_harassment"], location: { ...evanston, city: "Evanston", radiusKm: 5 } });
    const offTopic = pro({ name: "Off topic", specializations: ["family_law"] });
    const busy = pro({ name: "Busy", specializations: ["workplace_harassment"], availability: "Not taking new cases" });
    const { matches, total } = rank(seeker({ location: chicago }), [busy, offTopic, far, best]);
    expect(total).toBe(4);
    expect(matches.map((m) => m.full_name)).toEqual(["Best", "Far", "Off topic", "Busy"]);
    expect(matches[0]).toMatchObject({
      supporter_id: best.supporterId,
      user_id: best.userId,
      kind: "professional",
      display_specialization: "Workplace harassment",
      availability: "Available",
      rating: null,
      reviews: 0,
      distance_km: 2.3,
      specializations: ["Workplace harassment", "Employment law"],
    });
    expect(matches[0]!.match_reasons.slice(0, 2)).toEqual(["Specialises in workplace harassment", "2.3 km away"]);
    expect(matches[0]!.match_reasons).toContain("Available now");
    // Far is outside her radius: still suggested (she helps remotely) but says no distance.
    expect(matches[1]!.match_reasons.some((r) => r.endsWith("km away"))).toBe(false);
    expect(matches[0]!.match_score).toBeGreaterThan(matches[1]!.match_score);
    for (const m of matches) {
      expect(m.match_score).toBeGreaterThanOrEqual(0);
      expect(m.match_score).toBeLessThanOrEqual(100);
    }
  });

  test("only the candidates it is given: unapproved people never appear because the data layer never passes them", () => {
    // The scorer adds no one: every match is one of the candidates.
    const candidates = [pro(), pro(), local()];
    const { matches } = rank(seeker(), candidates, 10);
    expect(matches.map((m) => m.supporter_id).sort()).toEqual(candidates.map((c) => c.supporterId).sort());
  });

  test("local supporters outside their travel radius are left out when we know where she is", () => {
    const near = local({ name: "Near", location: { ...lincolnPark, city: "Chicago", radiusKm: 5 } });
    const tooFar = local({ name: "Too far", location: { ...evanston, city: "Evanston", radiusKm: 10 } });
    const wide = local({ name: "Wide radius", location: { ...evanston, city: "Evanston", radiusKm: 25 } });
    const { matches, total } = rank(seeker({ location: chicago }), [near, tooFar, wide]);
    expect(total).toBe(2);
    expect(matches.map((m) => m.full_name)).toEqual(["Near", "Wide radius"]);
    expect(matches[1]!.distance_km).toBeCloseTo(19.2, 0);
    expect(matches[1]!.match_reasons).toContain("19 km away");
  });

  test("without her location, local supporters are kept with no distance and no distance reason", () => {
    const { matches } = rank(seeker(), [local({ name: "Somewhere" })]);
    expect(matches[0]).toMatchObject({ full_name: "Somewhere", distance_km: null, city: "Chicago" });
    expect(matches[0]!.match_reasons.some((r) => r.includes("km"))).toBe(false);
  });

  test("critical or urgent assessments prefer crisis-experienced supporters", () => {
    const calm = pro({
      name: "A calm expert",
      specializations: ["workplace_harassment", "counselling"],
      yearsExperience: 15,
      rating: { average: 5, count: 30 },
    });
    const crisis = pro({ name: "Crisis", specializations: ["workplace_harassment", "crisis_support"], yearsExperience: 2 });
    const moderate = rank(seeker(), [calm, crisis]).matches;
    expect(moderate[0]!.full_name).toBe("A calm expert");

    for (const urgent of [assessment({ riskFlags: ["threats_to_kill"] }), assessment({ severityLevel: "critical" })]) {
      const matches = rank(seeker({ assessment: urgent }), [calm, crisis]).matches;
      expect(matches[0]!.full_name).toBe("Crisis");
      expect(matches[0]!.match_reasons.slice(0, 2)).toEqual(["Specialises in workplace harassment", "Experienced in crisis support"]);
      expect(matches[1]!.match_reasons).not.toContain("Experienced in crisis support");
    }
  });

  test("a local supporter who responds to emergencies says so when it is urgent", () => {
    const responder = local({ name: "Responder", helpOffered: ["emergency_response", "safety_escort"] });
    const walker = local({ name: "Walker", helpOffered: ["listening_ear"] });
    const matches = rank(seeker({ assessment: assessment({ caseType: "stalking", riskFlags: ["stalking"] }) }), [walker, responder]).matches;
    expect(matches[0]!.full_name).toBe("Responder");
    expect(matches[0]!.match_reasons[0]).toBe("Can respond in an emergency");
    expect(matches[0]!.display_specialization).toBe("Safety escort");
    expect(matches[0]!.specializations).toEqual(["Safety escort", "Emergency response"]);
  });

  test("danger signs and what she asked for count, with their own reasons", () => {
    const stalking = assessment({ caseType: "domestic_abuse", riskFlags: ["stalking", "separation"], supportWanted: ["legal", "emotional"] });
    const fit = pro({ name: "Fit", specializations: ["domestic_abuse", "digital_safety", "family_law", "counselling"] });
    const plain = pro({ name: "Plain", specializations: ["domestic_abuse"] });
    const matches = rank(seeker({ assessment: stalking }), [plain, fit]).matches;
    expect(matches[0]!.full_name).toBe("Fit");
    expect(matches[0]!.match_reasons).toEqual(
      expect.arrayContaining([
        "Specialises in domestic abuse",
        "Experienced in crisis support",
        "Helps with digital safety and tech abuse",
        "Helps with family law",
        "Helps with counselling",
      ]),
    );
  });

  test("she asked for someone nearby: local help within her radius rises, and says so", () => {
    const inPerson = assessment({ caseType: "public_harassment", supportWanted: ["in_person"] });
    const nearLocal = local({ name: "Walk with you", helpOffered: ["safety_escort"], location: { ...lincolnPark, city: "Chicago", radiusKm: 10 } });
    const remote = pro({ name: "Remote", specializations: ["counselling"] });
    const matches = rank(seeker({ assessment: inPerson, location: chicago }), [remote, nearLocal]).matches;
    expect(matches[0]!.full_name).toBe("Walk with you");
    expect(matches[0]!.match_reasons).toEqual(expect.arrayContaining(["2.3 km away", "Can meet you in person", "Offers safety escort"]));
  });

  test("general skills count less than a specialisation for her case", () => {
    const general = pro({ name: "General", specializations: ["trauma_therapy"] });
    const specific = pro({ name: "Specific", specializations: ["hr_investigation"] });
    const matches = rank(seeker(), [general, specific]).matches;
    expect(matches.map((m) => m.full_name)).toEqual(["Specific", "General"]);
    expect(matches[0]!.match_reasons[0]).toBe("Specialises in HR investigations");
    expect(matches[1]!.match_reasons[0]).toBe("Offers trauma therapy");
  });

  test("ratings count with their number of reviews: one 5-star review is worth less than many good ones", () => {
    const one = pro({ name: "One review", rating: { average: 5, count: 1 } });
    const many = pro({ name: "Many reviews", rating: { average: 4.7, count: 40 } });
    const poor = pro({ name: "Poorly rated", rating: { average: 1.5, count: 20 } });
    const fresh = pro({ name: "New here", rating: null });
    const matches = rank(seeker({ assessment: null }), [one, poor, fresh, many]).matches;
    expect(matches.map((m) => m.full_name)).toEqual(["Many reviews", "One review", "New here", "Poorly rated"]);
    expect(matches[0]).toMatchObject({ rating: 4.7, reviews: 40 });
    expect(matches[0]!.match_reasons).toContain("Rated 4.7 by 40 people");
    expect(matches[1]!.match_reasons.some((r) => r.startsWith("Rated"))).toBe(false);
    expect(matches[2]).toMatchObject({ rating: null, reviews: 0 });
  });

  test("without an assessment: available, well rated and experienced first; not taking new cases last", () => {
    const limited = pro({ name: "Limited", availability: "Limited availability", yearsExperience: 20, rating: { average: 4.9, count: 12 } });
    const rated = pro({ name: "Rated", rating: { average: 4.8, count: 25 }, yearsExperience: 3 });
    const seasoned = pro({ name: "Seasoned", yearsExperience: 20 });
    const junior = pro({ name: "Junior", yearsExperience: 1 });
    const closed = pro({ name: "Closed", availability: "Not taking new cases", yearsExperience: 30, rating: { average: 5, count: 50 } });
    const { matches } = rank(seeker({ assessment: null }), [junior, closed, seasoned, limited, rated]);
    // Limited availability still takes cases: 20 years and a 4.9 from 12 people outweigh it
    // against a newcomer with no reviews, but not against available, proven supporters.
    expect(matches.map((m) => m.full_name)).toEqual(["Rated", "Seasoned", "Limited", "Junior", "Closed"]);
    expect(matches[1]!.match_reasons).toEqual(["Available now", "20 years of experience"]);
    expect(matches[1]!.display_specialization).toBeNull();
  });

  test("her languages: her first language counts most, and non-English ones are named", () => {
    const spanish = pro({ name: "Habla", languages: ["English", "Spanish"] });
    const english = pro({ name: "Aaron", languages: ["English"] });
    const matches = rank(seeker({ assessment: null, languages: ["Spanish", "English"] }), [english, spanish]).matches;
    expect(matches[0]!.full_name).toBe("Habla");
    expect(matches[0]!.match_reasons).toContain("Speaks Spanish");
    expect(matches[1]!.match_reasons.some((r) => r.startsWith("Speaks"))).toBe(false);
  });

  test("free-text specialisations from older rows still match", () => {
    const { matches } = rank(seeker(), [pro({ name: "Old row", specializations: ["workplace harassment", "Yoga"] })]);
    expect(matches[0]!.match_reasons[0]).toBe("Specialises in workplace harassment");
    expect(matches[0]!.specializations).toEqual(["Workplace harassment", "Yoga"]);
  });

  test("limit, offset and total page through the same order", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      pro({ name: `P${String(i).padStart(2, "0")}`, yearsExperience: i % 7, rating: i % 3 ? { average: 3 + (i % 3), count: i } : null }),
    );
    const all = rank(seeker(), many, 30).matches.map((m) => m.supporter_id);
    const page2 = rankSupporters(seeker(), many, { limit: 12, offset: 12 });
    expect(page2.total).toBe(30);
    expect(page2.matches.map((m) => m.supporter_id)).toEqual(all.slice(12, 24));
    expect(rankSupporters(seeker(), many, { limit: 12, offset: 24 }).matches).toHaveLength(6);
    expect(rank(seeker(), [], 5)).toEqual({ matches: [], total: 0 });
  });

  test("the order is the same whatever order candidates arrive in", () => {
    const many = Array.from({ length: 50 }, (_, i) => pro({ name: `Same name`, specializations: i % 2 ? ["workplace_harassment"] : [] }));
    const forward = rank(seeker(), many, 10).matches.map((m) => m.supporter_id);
    const backward = rank(seeker(), [...many].reverse(), 10).matches.map((m) => m.supporter_id);
    expect(backward).toEqual(forward);
  });
});

describe("scoring parts", () => {
  test("needs: critical or a danger sign is a crisis; serious is less; none without assessment", () => {
    expect(needsOf(null)).toBeNull();
    expect(needsOf(assessment({ severityLevel: "critical" }))!.urgency).toBe("crisis");
    expect(needsOf(assessment({ severityLevel: "low", riskFlags: ["weapon"] }))!.urgency).toBe("crisis");
    expect(needsOf(assessment({ severityLevel: "serious" }))!.urgency).toBe("serious");
    expect(needsOf(assessment({ severityLevel: "moderate" }))!.urgency).toBe("none");
    expect(needsOf(assessment({ caseType: "not-a-type" }))!.caseType).toBeNull();
    expect(needsOf(assessment({ supportWanted: ["in_person", "nonsense"] }))).toMatchObject({ wantsInPerson: true, wanted: [] });
  });

  test("rating points grow with the number of good reviews and stay within the weight", () => {
    expect(ratingPoints(null)).toBeCloseTo(((3.5 - 2.5) / 2.5) * WEIGHTS.rating);
    expect(ratingPoints({ average: 2, count: 50 })).toBe(0);
    expect(ratingPoints({ average: 5, count: 1 })).toBeLessThan(ratingPoints({ average: 5, count: 10 }));
    expect(ratingPoints({ average: 5, count: 100000 })).toBeLessThanOrEqual(WEIGHTS.rating);
    expect(ratingPoints({ average: 1, count: 100000 })).toBeGreaterThanOrEqual(0);
  });

  test("the best possible candidate scores 100 at most", () => {
    const perfect = pro({
      specializations: ["workplace_harassment", "crisis_support", "safety_planning", "legal_advocacy", "employment_law", "hr_investigation"],
      helpOffered: ["accompaniment", "safety_escort"],
      location: { ...chicago, city: "Chicago", radiusKm: 10 },
      yearsExperience: 40,
      rating: { average: 5, count: 1e6 },
    });
    const s = seeker({
      assessment: assessment({ riskFlags: ["weapon", "threats_to_kill", "fear_for_life", "stalking"], supportWanted: ["legal", "workplace", "in_person"] }),
      location: chicago,
      languages: ["English"],
    });
    const b = evaluate(perfect, { needs: needsOf(s.assessment), location: chicago, languages: ["english"] })!;
    expect(b.points).toBeLessThanOrEqual(MAX_POINTS);
    expect(rank(s, [perfect]).matches[0]!.match_score).toBeGreaterThan(90);
  });
});

describe("helpers", () => {
  test("topK returns the k best, best first, the same as a full sort", () => {
    const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1009);
    const better = (a: number, b: number) => a > b;
    for (const k of [0, 1, 5, 37, 1000, 2000]) {
      expect(topK(values, k, better)).toEqual([...values].sort((a, b) => b - a).slice(0, k));
    }
  });

  test("formatDistance, lowerFirst, quoteOf, labels", () => {
    expect(formatDistance(2.345)).toBe("2.3 km away");
    expect(formatDistance(0.05)).toBe("Less than 0.1 km away");
    expect(formatDistance(19.6)).toBe("20 km away");
    expect(lowerFirst("Workplace harassment")).toBe("workplace harassment");
    expect(lowerFirst("HR investigations")).toBe("HR investigations");
    expect(quoteOf(null)).toBeNull();
    expect(quoteOf("  I listen.  Then we plan together. ")).toBe("I listen.");
    expect(quoteOf("x".repeat(300))).toHaveLength(160);
    expect(specializationLabels(["counselling", "domestic_abuse", "  "])).toEqual(["Domestic abuse", "Counselling"]);
  });

  test("languagesFromHeader reads Accept-Language by preference", () => {
    expect(languagesFromHeader("es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7")).toEqual(["Spanish", "English"]);
    expect(languagesFromHeader("en;q=0.5, fr")).toEqual(["French", "English"]);
    expect(languagesFromHeader("*")).toEqual([]);
    expect(languagesFromHeader("")).toEqual([]);
    expect(languagesFromHeader(null)).toEqual([]);
    expect(languagesFromHeader("de;q=0, x-klingon, 12")).toEqual([]);
  });
});
