import "server-only";
import { sql } from "@/lib/db";
import { utc } from "@/lib/data/sql-values";
import type { RoleName } from "@/lib/domain/auth/roles";
import { isPlaceholderAddress } from "@/lib/domain/auth/email-claims";

// Who a session belongs to, in one statement: the session, her account, profile, roles, a
// professional's verification, an unconfirmed address she claimed, whether she is suspended,
// and how many of her notifications are unread (the shell's bell, on every signed-in page: a
// round trip of its own cost each page 2-3% of its time; the count reads the partial
// notifications_unread_idx). Every signed-in page, action and route handler asks this (issue
// 20: as eight Prisma queries it was a fifth of a page's time). No actor: it answers only for the holder of
// the token, which lib/auth/session.ts has checked against its signature first.

export type VerificationStatus = "pending" | "approved" | "rejected" | "needs_info";

export interface SessionAccount {
  session: { id: string; token: string; expiresAt: Date };
  user: { id: string; email: string; emailConfirmed: boolean; suspended: boolean };
  roles: RoleName[];
  primaryRole: RoleName;
  profile: { displayName: string | null; isAnonymous: boolean; avatarUrl: string | null };
  verificationStatus: VerificationStatus | null;
  /** The terms version she agreed to (null: never recorded). */
  termsVersion: string | null;
  /** Her notifications not yet read, when the session was read. */
  unreadNotifications: number;
}

interface Row {
  sessionId: string;
  expiresAt: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  suspended: boolean;
  primaryRole: RoleName | null;
  displayName: string | null;
  isAnonymous: boolean | null;
  avatarUrl: string | null;
  termsVersion: string | null;
  verificationStatus: VerificationStatus | null;
  claimedEmail: string | null;
  roles: RoleName[] | null;
  unread: number;
}

/**
 * The session with this token and its account, or null when there is none. An expired one is
 * null too, and is deleted, as better-auth's own session read does. A failure to reach the
 * database throws (the caller tells "signed out" from "store unavailable").
 */
export async function readSessionAccount(token: string, now: Date = new Date()): Promise<SessionAccount | null> {
  const [row] = await sql<Row>(
    `SELECT s.id AS "sessionId", s."expiresAt"::text AS "expiresAt", u.id AS "userId", u.email, u."emailVerified",
            u."suspendedAt" IS NOT NULL AS suspended,
            p."primaryRole"::text AS "primaryRole", p."displayName", p."isAnonymous", p."avatarUrl", p."termsVersion",
            ps."verificationStatus"::text AS "verificationStatus",
            ec.email AS "claimedEmail",
            (SELECT array_agg(r.role::text ORDER BY r."createdAt") FROM user_roles r WHERE r."userId" = u.id) AS roles,
            (SELECT count(*)::int FROM notifications n WHERE n."userId" = u.id AND n."readAt" IS NULL) AS unread
     FROM sessions s
     JOIN users u ON u.id = s."userId"
     LEFT JOIN profiles p ON p."userId" = u.id
     LEFT JOIN professional_supporters ps ON ps."userId" = u.id
     LEFT JOIN email_claims ec ON ec."userId" = u.id
     WHERE s.token = $1`,
    [token],
  );
  if (!row) return null;
  const expiresAt = utc(row.expiresAt);
  if (expiresAt < now) {
    await sql(`DELETE FROM sessions WHERE token = $1`, [token]);
    return null;
  }
  const roles = row.roles?.length ? row.roles : (["support_taker"] as RoleName[]);
  return {
    session: { id: row.sessionId, token, expiresAt },
    user: {
      id: row.userId,
      // The address she gave, never the placeholder of an unconfirmed claim (issue 15).
      email: isPlaceholderAddress(row.email) ? (row.claimedEmail ?? row.email) : row.email,
      emailConfirmed: row.emailVerified,
      suspended: row.suspended,
    },
    roles,
    primaryRole: row.primaryRole ?? row.roles?.[0] ?? "support_taker",
    profile: { displayName: row.displayName ?? null, isAnonymous: row.isAnonymous ?? true, avatarUrl: row.avatarUrl ?? null },
    verificationStatus: row.verificationStatus ?? null,
    termsVersion: row.termsVersion ?? null,
    unreadNotifications: row.unread,
  };
}
