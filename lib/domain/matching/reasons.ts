import { helpOfferedLabel, isHelpOffered } from "@/lib/domain/supporters/help-offered";
import { specializationLabel } from "@/lib/domain/supporters/specializations";
import type { Breakdown } from "./score";
import type { Candidate } from "./types";

// Why a supporter is suggested, in plain words, most telling first. Cards show the first two.

/** "Workplace harassment" → "workplace harassment", but "HR investigations" stays. */
export function lowerFirst(label: string): string {
  if (label.length > 1 && label[1] === label[1]!.toUpperCase() && /[A-Z]/.test(label[1]!)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

export function formatDistance(km: number): string {
  if (km < 0.1) return "Less than 0.1 km away";
  return km < 10 ? `${km.toFixed(1)} km away` : `${Math.round(km)} km away`;
}

/** Ratings name themselves as a reason only with enough reviews to mean something. */
export const RATING_REASON = { minCount: 3, minAverage: 4 } as const;
export const EXPERIENCE_REASON_YEARS = 5;
/** Haven is written in English: speaking it is not a reason worth a line. */
export const SITE_LANGUAGE = "english";

export function matchReasons(candidate: Candidate, b: Breakdown): string[] {
  const reasons: string[] = [];
  const add = (text: string) => {
    if (!reasons.includes(text)) reasons.push(text);
  };
  const named = new Set<string>();
  if (b.specific) {
    add(`Specialises in ${lowerFirst(specializationLabel(b.specific))}`);
    named.add(b.specific);
  }
  if (b.crisisCounted) add(b.crisisVia === "specialization" ? "Experienced in crisis support" : "Can respond in an emergency");
  if (b.withinRadius && b.distanceKm !== null) add(formatDistance(b.distanceKm));
  if (b.inPerson) add("Can meet you in person");
  for (const s of b.riskHits) {
    if (named.has(s)) continue;
    named.add(s);
    add(`Helps with ${lowerFirst(specializationLabel(s))}`);
  }
  for (const hit of b.wantedHits) {
    if (named.has(hit.via)) continue;
    named.add(hit.via);
    add(isHelpOffered(hit.via) ? `Offers ${lowerFirst(helpOfferedLabel(hit.via))}` : `Helps with ${lowerFirst(specializationLabel(hit.via))}`);
  }
  if (!b.specific && b.general && !named.has(b.general)) add(`Offers ${lowerFirst(specializationLabel(b.general))}`);
  if (!b.specific && !b.general && b.localCaseHelp && !named.has(b.localCaseHelp)) add(`Offers ${lowerFirst(helpOfferedLabel(b.localCaseHelp))}`);
  if (b.availability === "Available") add("Available now");
  const rating = candidate.rating;
  if (rating && rating.count >= RATING_REASON.minCount && rating.average >= RATING_REASON.minAverage) {
    add(`Rated ${rating.average.toFixed(1)} by ${rating.count} people`);
  }
  if (candidate.yearsExperience && candidate.yearsExperience >= EXPERIENCE_REASON_YEARS) add(`${candidate.yearsExperience} years of experience`);
  if (b.language && b.language.toLowerCase() !== SITE_LANGUAGE) add(`Speaks ${b.language}`);
  return reasons;
}
