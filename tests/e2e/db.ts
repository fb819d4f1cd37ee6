import pg from "pg";

/** One SQL statement against the e2e database (set up rows a journey needs, or read what it stored). */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run e2e tests through `npm test -- --only=e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A conversation between her and a professional supporter (by their e-mails), with no messages yet; its id. */
export async function insertConversation(herEmail: string, supporterEmail: string, title = "Chat with Dr. Maya Chen"): Promise<string> {
  const [{ id }] = await query<{ id: string }>(
    `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, "updatedAt")
     SELECT 'e2e-' || md5(random()::text), her.id, pro.id, 'professional_support', $3, 'active', now()
     FROM users her, users pro WHERE her.email = $1 AND pro.email = $2 RETURNING id`,
    [herEmail, supporterEmail, title],
  );
  return id;
}
