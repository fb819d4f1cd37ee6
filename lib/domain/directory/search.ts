import { HELP_OFFERED, HELP_OFFERED_LABELS } from "@/lib/domain/supporters/help-offered";
import { SPECIALIZATIONS, SPECIALIZATION_LABELS } from "@/lib/domain/supporters/specializations";
import type { Candidate } from "@/lib/domain/matching/types";
import { likeContaining } from "@/lib/domain/like";

// The directory's search box and paging (issue 6 "Directory"): what she typed becomes a LIKE
// pattern for names, titles and cities, plus the list values whose labels contain it (she
// types "trauma", the database holds "trauma_therapy").

export const DIRECTORY_TABS = ["for-you", "professional", "local"] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];
export const DIRECTORY_TAB_LABELS: Record<DirectoryTab, string> = { "for-you": "For You", professional: "Professional", local: "Local" };

/** Twelve cards: four rows of three on a wide screen, and a short scroll on a phone. */
export const PAGE_SIZE = 12;
export const QUERY_MAX = 100;

export function parseTab(value: string | string[] | undefined): DirectoryTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (DIRECTORY_TABS as readonly string[]).includes(v ?? "") ? (v as DirectoryTab) : "for-you";
}

export function parsePage(value: string | string[] | undefined): number {
  const v = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(v) && v >= 1 && v <= 100_000 ? v : 1;
}

/** Control characters and halves of a character (which a database refuses) are dropped. */
const UNSAFE = /[\p{Cc}\uD800-\uDFFF]/gu;

/** What she typed, tidied: one space between words, at most QUERY_MAX characters, never cut inside one. */
export function parseQuery(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  const text = (v ?? "").replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  return Array.from(text).slice(0, QUERY_MAX).join("").trim();
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_\s-]+/g, " ")
    .trim();

export interface SearchTerms {
  /** What she typed, lower-cased, for matching in memory. */
  text: string;
  /** The same as a LIKE pattern, for the database. */
  pattern: string;
  specializations: string[];
  helpOffered: string[];
}

export function searchTerms(query: string): SearchTerms | null {
  const q = parseQuery(query);
  if (!q) return null;
  const folded = fold(q);
  const hits = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
    values.filter((value) => fold(labels[value]).includes(folded) || fold(value).includes(folded));
  return {
    text: q.toLowerCase(),
    pattern: likeContaining(q),
    specializations: hits(SPECIALIZATIONS, SPECIALIZATION_LABELS),
    helpOffered: hits(HELP_OFFERED, HELP_OFFERED_LABELS),
  };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers to link to: first, last, and two either side of the current one. */
export function pageLinks(current: number, count: number): (number | "gap")[] {
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(p - last === 2 ? last + 1 : "gap");
    out.push(p);
  }
  return out;
}

/**
 * The database's search (lib/data/supporter-candidates.ts) applied to a candidate in memory,
 * for For You, which ranks the in-memory candidates: case-insensitive "contains" on name,
 * title and city, and specialisations or help offered named by her words.
 */
export function candidateMatchesSearch(candidate: Candidate, terms: SearchTerms): boolean {
  const has = (value: string | null | undefined) => Boolean(value && value.toLowerCase().includes(terms.text));
  if (has(candidate.name) || has(candidate.location?.city)) return true;
  if (candidate.kind === "professional") {
    return has(candidate.title) || candidate.specializations.some((s) => terms.specializations.includes(s) || has(s));
  }
  return candidate.helpOffered.some((h) => terms.helpOffered.includes(h));
}
