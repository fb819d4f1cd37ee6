import "server-only";
import { db } from "@/lib/db";
import { approvedLocalSupporterWhere } from "@/lib/data/supporter-visibility";

// Who may be told of an alert (issue 17): only local supporters an admin has approved (the same
// rule as the directory and matching, lib/data/supporter-visibility.ts).
/** The ids among `supporterIds` that belong to approved local supporters. Sample accounts (issue 18)
 *  are never told: nobody reads them, and she must not count on them. */
export async function approvedSupporterIds(supporterIds: string[]): Promise<Set<string>> {
  if (supporterIds.length === 0) return new Set();
  const rows = await db.localSupporter.findMany({
    where: approvedLocalSupporterWhere({ id: { in: supporterIds }, user: { isSample: false } }),
    select: { id: true },
  });
  return new Set(rows.map((row) => row.id));
}
