import "server-only";
import { sql } from "@/lib/db";
import type { Candidate } from "@/lib/domain/matching";
import { candidateMatchesSearch } from "@/lib/domain/directory/search";
import { PROFESSIONAL_ORDER, queryLocals, queryProfessionals, type CandidateFilter } from "./supporter-candidate-query";

// The supporters matching may suggest (the query itself is in supporter-candidate-query.ts,
// the directory's pages in supporter-directory-pages.ts).

export type { CandidateFilter };

async function readAllCandidates(): Promise<Candidate[]> {
  const [professionals, locals] = await Promise.all([queryProfessionals({}, null, true), queryLocals({ withoutProfessionals: true }, null, true)]);
  return professionals.concat(locals);
}

// Everyone matching may suggest, kept in memory between requests. The triggers of migration
// 0003 move supporter_directory_version.version in the same transaction as any change to
// what is read here, so one primary-key read tells whether the copy is still exact. The
// version is read before the rows: rows are then at least as new as the version they are
// filed under, and a change in between only causes one more reload, never a stale answer.
let snapshot: { version: bigint; candidates: Candidate[] } | null = null;
let loading: { version: bigint; promise: Promise<Candidate[]> } | null = null;

async function currentVersion(): Promise<bigint> {
  // A plain statement: every page that shows matches asks it (issue 20).
  const [row] = await sql<{ version: string }>(`SELECT version::text AS version FROM supporter_directory_version WHERE id = 1`, []);
  return row ? BigInt(row.version) : BigInt(-1);
}

/** Everyone matching may suggest, and the directory version the copy is exact for: what is
 * computed from it may be kept under that version (lib/data/matching.ts does). */
export async function matchCandidateSnapshot(): Promise<{ version: bigint; candidates: Candidate[] }> {
  const version = await currentVersion();
  if (snapshot && snapshot.version === version && version >= BigInt(0)) return snapshot;
  // Concurrent requests after a change share one read.
  if (loading?.version !== version) {
    const promise = readAllCandidates().then((candidates) => {
      if (version >= BigInt(0) && (!snapshot || snapshot.version <= version)) snapshot = { version, candidates };
      return candidates;
    });
    loading = { version, promise };
    promise.then(
      () => {
        if (loading?.promise === promise) loading = null;
      },
      () => {
        if (loading?.promise === promise) loading = null;
      },
    );
  }
  // A version below 0 (no row) is never kept: -1 then means "not cacheable".
  return { version: version >= BigInt(0) ? version : BigInt(-1), candidates: await loading.promise };
}

/** Everyone matching may suggest, one entry per person, narrowed by her search if any. */
export function narrowCandidates(candidates: readonly Candidate[], filter: Pick<CandidateFilter, "search" | "excludeUserId">): readonly Candidate[] {
  const { search, excludeUserId } = filter;
  if (!search && !excludeUserId) return candidates;
  return candidates.filter((c) => c.userId !== excludeUserId && (!search || candidateMatchesSearch(c, search)));
}

export async function loadMatchCandidates(filter: Pick<CandidateFilter, "search" | "excludeUserId">): Promise<readonly Candidate[]> {
  return narrowCandidates((await matchCandidateSnapshot()).candidates, filter);
}

/** Up to `limit` approved professionals, real rows only: the spec's fallback when matching fails. */
export async function listVerifiedProfessionals(limit: number, excludeUserId?: string | null): Promise<Candidate[]> {
  return queryProfessionals({ excludeUserId }, { order: PROFESSIONAL_ORDER, limit });
}
