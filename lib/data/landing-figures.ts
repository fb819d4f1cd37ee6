import "server-only";
import { db } from "@/lib/db";
import type { LandingCounts } from "@/lib/domain/landing/figures";

// Public aggregate counts for the landing page: no person is identified and no actor is
// needed. One statement (one round trip); each count uses an index of its table. The
// professional and local rules are those of lib/data/supporter-visibility.ts.
export async function getLandingCounts(): Promise<LandingCounts> {
  try {
    const [row] = await db.$queryRaw<{ women: bigint; professionals: bigint; locals: bigint; cities: bigint }[]>`
      SELECT
        (SELECT count(DISTINCT a."userId") FROM assessment_conversations a WHERE a."assessmentCompleted" AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a."userId" AND u."isSample")) AS women,
        (SELECT count(*) FROM professional_supporters p WHERE "verificationStatus" = 'approved' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p."userId" AND (u."suspendedAt" IS NOT NULL OR u."isSample"))) AS professionals,
        (SELECT count(*) FROM local_supporters l WHERE "hasLocation" AND "verificationStatus" = 'approved' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l."userId" AND (u."suspendedAt" IS NOT NULL OR u."isSample"))) AS locals,
        (SELECT count(DISTINCT lower(trim("locationCity"))) FROM local_supporters l WHERE "hasLocation" AND "verificationStatus" = 'approved' AND "locationCity" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l."userId" AND (u."suspendedAt" IS NOT NULL OR u."isSample"))) AS cities`;
    return {
      womenHelped: Number(row?.women ?? 0),
      professionals: Number(row?.professionals ?? 0),
      localSupporters: Number(row?.locals ?? 0),
      cities: Number(row?.cities ?? 0),
    };
  } catch (error) {
    // The landing page must still open when the database does not answer: no figures then.
    console.error("[haven] landing figures unavailable:", (error as Error).message);
    return { womenHelped: 0, professionals: 0, localSupporters: 0, cities: 0 };
  }
}
