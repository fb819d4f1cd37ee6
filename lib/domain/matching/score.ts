import { CASE_TYPES } from "@/lib/domain/assessment/case-type";
import { distanceKm, type LatLng } from "@/lib/domain/geo/distance";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";
import { normaliseHelpOffered } from "@/lib/domain/supporters/help-offered";
import {
  CRISIS_SPECIALIZATIONS,
  SPECIALIZATION_CASE_TYPES,
  SPECIALIZATIONS,
  normaliseSpecialization,
  type Specialization,
} from "@/lib/domain/supporters/specializations";
import { CASE_TYPE_HELP, IN_PERSON_HELP, type Needs } from "./needs";
import type { Candidate } from "./types";

// How well one supporter fits one person. Points, not magic: each part is a named weight, so
// a test can say why one supporter ranks above another. The sum is shown as a 0–100 score.

export const WEIGHTS = {
  /** A specialisation made for her kind of situation (e.g. workplace harassment). */
  specificSpecialization: 30,
  /** …and a little more when it is named for exactly her case type. */
  exactCaseType: 5,
  /** Therapy or counselling: helps with every kind of situation, less specifically. */
  generalSpecialization: 15,
  /** A local supporter whose help fits her situation (a safety escort when stalked). */
  localCaseHelp: 12,
  /** Per danger sign she named that the supporter's skills answer. */
  riskFlag: 4,
  riskFlagMax: 12,
  /** Per kind of support she asked for that the supporter offers. */
  wanted: 5,
  wantedMax: 10,
  /** She asked for someone nearby and this supporter can be with her in person. */
  inPerson: 10,
  /** Crisis experience when her assessment is critical or shows a danger sign… */
  crisis: 15,
  /** …and, less, when it is serious. */
  seriousCrisis: 6,
  available: 12,
  limited: 5,
  /** Not taking new cases: kept only to fill the list when no one else fits. */
  notTaking: -40,
  /** Rating from reviews, shrunk towards a neutral prior when there are few (see ratingPoints). */
  rating: 12,
  experience: 6,
  experienceCapYears: 15,
  firstLanguage: 5,
  otherLanguage: 3,
  /** Within her travel radius at all… */
  distanceBase: 8,
  /** …plus this much more the closer she is. */
  distanceCloseness: 12,
} as const;

const W = WEIGHTS;

/** The most any candidate can score; match_score is the share of it, 0–100. */
export const MAX_POINTS =
  W.specificSpecialization +
  W.exactCaseType +
  W.riskFlagMax +
  W.wantedMax +
  W.inPerson +
  W.crisis +
  W.available +
  W.rating +
  W.experience +
  W.firstLanguage +
  W.distanceBase +
  W.distanceCloseness;

/**
 * A rating is read as if it came with `weight` extra reviews at the neutral `mean`, so one
 * 5-star review counts for less than forty 4.7s and a new supporter sits in the middle.
 * Points run from `floor` (and below) to 5 stars: almost all ratings fall in that band.
 */
export const RATING_PRIOR = { mean: 3.5, weight: 3, floor: 2.5 } as const;

export function ratingPoints(rating: { average: number; count: number } | null): number {
  const sum = rating ? rating.average * rating.count : 0;
  const count = rating?.count ?? 0;
  const shrunk = (sum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (count + RATING_PRIOR.weight);
  const share = (shrunk - RATING_PRIOR.floor) / (5 - RATING_PRIOR.floor);
  return Math.max(0, Math.min(1, share)) * W.rating;
}

export function experiencePoints(years: number | null): number {
  if (!years || years < 0) return 0;
  return (Math.min(years, W.experienceCapYears) / W.experienceCapYears) * W.experience;
}

const ALL_TYPES = CASE_TYPES.length;
const SERVES_ALL = new Set<string>(SPECIALIZATIONS.filter((s) => SPECIALIZATION_CASE_TYPES[s].length === ALL_TYPES));
const CRISIS = new Set<string>(CRISIS_SPECIALIZATIONS);

// Stored values may be free text from older rows; each distinct string is read once.
const specMemo = new Map<string, Specialization | null>();
const helpMemo = new Map<string, string | null>();
export function knownSpecializations(values: readonly string[]): Specialization[] {
  const out: Specialization[] = [];
  for (const value of values) {
    let known = specMemo.get(value);
    if (known === undefined) {
      known = normaliseSpecialization(value);
      if (specMemo.size < 10_000) specMemo.set(value, known);
    }
    if (known && !out.includes(known)) out.push(known);
  }
  return out;
}
export function knownHelp(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    let known = helpMemo.get(value);
    if (known === undefined) {
      known = normaliseHelpOffered(value);
      if (helpMemo.size < 10_000) helpMemo.set(value, known);
    }
    if (known && !out.includes(known)) out.push(known);
  }
  return out;
}

export interface ScoringContext {
  needs: Needs | null;
  location: LatLng | null;
  /** Lower-cased, most preferred first. */
  languages: readonly string[];
}

/** Everything one score is made of; reasons are written from it for the few that are shown. */
export interface Breakdown {
  points: number;
  specific: Specialization | null;
  general: Specialization | null;
  localCaseHelp: string | null;
  riskHits: Specialization[];
  wantedHits: { value: string; via: string }[];
  inPerson: boolean;
  /** Where her crisis experience shows: a crisis specialisation, or emergency response locally. */
  crisisVia: "specialization" | "emergency_response" | null;
  crisisCounted: boolean;
  availability: ReturnType<typeof availabilityOrDefault>;
  distanceKm: number | null;
  withinRadius: boolean;
  language: string | null;
}

/**
 * Scores a candidate, or returns null when she should not be suggested at all: a local
 * supporter whose travel radius does not reach the person (when we know where she is). A
 * professional outside her radius still helps remotely; she only loses the nearness points.
 */
export function evaluate(candidate: Candidate, ctx: ScoringContext): Breakdown | null {
  const reach = reachOf(candidate, ctx);
  if (!reach.within && reach.distanceKm !== null && candidate.kind === "local") return null;
  const specs = knownSpecializations(candidate.specializations);
  const help = knownHelp(candidate.helpOffered);
  const needs = ctx.needs;
  const crisisVia = specs.some((s) => CRISIS.has(s)) ? "specialization" : help.includes("emergency_response") ? "emergency_response" : null;

  const caseFit = needs ? caseTypeSignal(needs.caseType, specs, help) : NO_CASE_FIT;
  const risk = needs ? riskSignal(needs, specs) : { points: 0, hits: [] };
  const wanted = needs ? wantedSignal(needs, specs, help) : { points: 0, hits: [] };
  const inPerson = needs ? inPersonSignal(needs, candidate, ctx, help, reach.within) : { points: 0, inPerson: false };
  const crisis = needs ? crisisSignal(needs, crisisVia) : { points: 0, counted: false };
  const availability = availabilityOrDefault(candidate.availability);
  const language = languageSignal(candidate, ctx);

  const points =
    caseFit.points +
    risk.points +
    wanted.points +
    inPerson.points +
    crisis.points +
    availabilityPoints(availability) +
    ratingPoints(candidate.rating) +
    experiencePoints(candidate.yearsExperience) +
    language.points +
    nearnessPoints(candidate, reach);

  return {
    points,
    specific: caseFit.specific,
    general: caseFit.general,
    localCaseHelp: caseFit.localCaseHelp,
    riskHits: risk.hits,
    wantedHits: wanted.hits,
    inPerson: inPerson.inPerson,
    crisisVia,
    crisisCounted: crisis.counted,
    availability,
    distanceKm: reach.distanceKm,
    withinRadius: reach.within,
    language: language.spoken,
  };
}

// The signals a score is made of, one function each (issue 19). Each returns its points and
// what it found, for the reasons shown to her.

interface Reach {
  distanceKm: number | null;
  within: boolean;
}

/** How far she is from the candidate, and whether the candidate's own travel radius reaches her. */
function reachOf(candidate: Candidate, ctx: ScoringContext): Reach {
  if (!candidate.location || !ctx.location) return { distanceKm: null, within: false };
  const distance = distanceKm(ctx.location, candidate.location);
  return { distanceKm: distance, within: distance <= candidate.location.radiusKm };
}

interface CaseFit {
  points: number;
  specific: Specialization | null;
  general: Specialization | null;
  localCaseHelp: string | null;
}

const NO_CASE_FIT: CaseFit = { points: 0, specific: null, general: null, localCaseHelp: null };

/** Her case type: a specialisation for it (her own case type's first), else local help that fits it. */
function caseTypeSignal(caseType: Needs["caseType"], specs: Specialization[], help: string[]): CaseFit {
  if (!caseType) return NO_CASE_FIT;
  let specific: Specialization | null = specs.includes(caseType as Specialization) ? (caseType as Specialization) : null;
  let general: Specialization | null = null;
  for (const s of specs) {
    if (specific && general) break;
    if (!SPECIALIZATION_CASE_TYPES[s].includes(caseType)) continue;
    if (SERVES_ALL.has(s)) general ??= s;
    else specific ??= s;
  }
  const caseHelp = CASE_TYPE_HELP[caseType];
  const localCaseHelp = help.find((h) => caseHelp.includes(h as never)) ?? null;
  let points = 0;
  if (specific) points = W.specificSpecialization + (specific === caseType ? W.exactCaseType : 0);
  else if (general) points = W.generalSpecialization;
  else if (localCaseHelp) points = W.localCaseHelp;
  return { points, specific, general, localCaseHelp };
}

/** The risks her answers flagged that the candidate's specialisations cover (capped). */
function riskSignal(needs: Needs, specs: Specialization[]): { points: number; hits: Specialization[] } {
  let points = 0;
  const hits: Specialization[] = [];
  for (const risk of needs.riskSpecializations) {
    const hit = specs.find((s) => risk.specializations.has(s));
    if (!hit) continue;
    points += W.riskFlag;
    if (!hits.includes(hit)) hits.push(hit);
  }
  return { points: Math.min(points, W.riskFlagMax), hits };
}

/** The kinds of help she asked for that the candidate offers (capped). */
function wantedSignal(needs: Needs, specs: Specialization[], help: string[]): { points: number; hits: { value: string; via: string }[] } {
  const hits: { value: string; via: string }[] = [];
  for (const want of needs.wanted) {
    const via = specs.find((s) => want.specializations.has(s)) ?? help.find((h) => want.help.has(h));
    if (via) hits.push({ value: want.value, via });
  }
  return { points: Math.min(hits.length * W.wanted, W.wantedMax), hits };
}

/** In-person help she wants: full points within the candidate's radius, half when we don't know where she is. */
function inPersonSignal(needs: Needs, candidate: Candidate, ctx: ScoringContext, help: string[], within: boolean): { points: number; inPerson: boolean } {
  if (!needs.wantsInPerson || !candidate.location || !help.some((h) => IN_PERSON_HELP.includes(h as never))) return { points: 0, inPerson: false };
  if (within) return { points: W.inPerson, inPerson: true };
  return { points: ctx.location ? 0 : W.inPerson / 2, inPerson: false };
}

/** Crisis experience, when her situation is urgent. */
function crisisSignal(needs: Needs, crisisVia: Breakdown["crisisVia"]): { points: number; counted: boolean } {
  if (!crisisVia || needs.urgency === "none") return { points: 0, counted: false };
  return { points: needs.urgency === "crisis" ? W.crisis : W.seriousCrisis, counted: true };
}

function availabilityPoints(availability: Breakdown["availability"]): number {
  return availability === "Available" ? W.available : availability === "Limited availability" ? W.limited : W.notTaking;
}

/** The first of her languages the candidate speaks: more for her first choice. */
function languageSignal(candidate: Candidate, ctx: ScoringContext): { points: number; spoken: string | null } {
  if (!ctx.languages.length || !candidate.languages.length) return { points: 0, spoken: null };
  for (let i = 0; i < ctx.languages.length; i++) {
    const want = ctx.languages[i]!;
    const spoken = candidate.languages.find((l) => l.toLowerCase() === want);
    if (spoken) return { points: i === 0 ? W.firstLanguage : W.otherLanguage, spoken };
  }
  return { points: 0, spoken: null };
}

/** Within the candidate's radius: a base, plus more the closer she is. */
function nearnessPoints(candidate: Candidate, reach: Reach): number {
  if (!reach.within || reach.distanceKm === null) return 0;
  const radius = Math.max(candidate.location!.radiusKm, 0.001);
  return W.distanceBase + W.distanceCloseness * (1 - reach.distanceKm / radius);
}

/** The score shown to people: the share of the best possible, 0–100. */
export function matchScore(points: number): number {
  return Math.max(0, Math.min(100, Math.round((points / MAX_POINTS) * 100)));
}
