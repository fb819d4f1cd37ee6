// A signed-in session for a benchmark, made as better-auth makes one (a row, and the token
// signed with the server's secret) with the role hint proxy.ts reads: the same as the e2e
// suite's people.ts, for a demo account of the benchmark's own database.
import { createHmac, randomUUID } from "node:crypto";
import pg from "pg";
import { encodeRoleCookie, ROLE_COOKIE } from "../../lib/auth/role-cookie";
import type { RoleName } from "../../lib/domain/auth/roles";

export async function sessionCookieHeader(databaseUrl: string, email: string, secret: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const user = await db.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    if (!user.rows[0]) throw new Error(`no account ${email} in the benchmark database`);
    const userId = user.rows[0].id;
    const token = randomUUID().replace(/-/g, "");
    const expiresAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await db.query(
      `INSERT INTO sessions (id, token, "userId", "expiresAt", "ipAddress", "userAgent", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, '127.0.0.1', 'bench', now(), now())`,
      [randomUUID(), token, userId, expiresAt],
    );
    const roles = (await db.query<{ role: RoleName }>(`SELECT role::text AS role FROM user_roles WHERE "userId" = $1`, [userId])).rows.map((r) => r.role);
    const signed = `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
    return `haven.session_token=${encodeURIComponent(signed)}; ${ROLE_COOKIE}=${encodeRoleCookie(roles, signed, expiresAt, secret)}`;
  } finally {
    await db.end();
  }
}
