// `npm run bench -- --only=scale` (issue 20, "costs that stay flat as data grows"): grows the
// benchmark's throw-away database to 100x the sample data, in SQL, after the pages were measured
// with today's data:
//   - her conversation: 10,000 messages;
//   - her assessments: 500 (copies of her completed one, further back in time);
//   - supporters: 100,000 (copies of the sample professionals and local supporters, with their
//     roles, profiles and specialisations);
//   - chat_messages: 1,000,000 rows (1,000 other conversations of 1,000 messages).
// Copies are made column by column from the catalogue, so a new column is copied too; ids and
// other unique values get a suffix. Run with DATABASE_URL set:
//   node --import tsx scripts/bench/grow-data.ts <her e-mail> [<her conversation id>]
import pg from "pg";

const SUPPORTERS = 100_000;
const HER_MESSAGES = 10_000;
const HER_ASSESSMENTS = 500;
const OTHER_CHATS = 1_000;
const MESSAGES_PER_CHAT = 1_000;

/** Columns holding an id (or another unique value): copied with a suffix, so copy g is distinct. */
const SUFFIXED = new Set(["id", "userId", "professionalSupporterId", "supporterUserId", "clientId", "accountId", "token"]);

async function columns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Copies the rows `where` selects, `times` times; `overrides` are SQL expressions of g (1..times). */
async function copyRows(client: pg.Client, table: string, where: string, times: number, tag: string, overrides: Record<string, string> = {}): Promise<number> {
  const names = await columns(client, table);
  const value = (name: string) => {
    if (overrides[name]) return overrides[name];
    if (SUFFIXED.has(name)) return `t."${name}" || '-${tag}' || g`;
    if (name === "email") return `'${tag}' || g || '.' || t."email"`;
    return `t."${name}"`;
  };
  const result = await client.query(
    `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")})
     SELECT ${names.map(value).join(", ")} FROM "${table}" t CROSS JOIN generate_series(1, ${times}) g WHERE ${where}`,
  );
  return result.rowCount ?? 0;
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

async function main(): Promise<void> {
  const [email, chatArg] = process.argv.slice(2);
  if (!email) throw new Error("usage: grow-data.ts <her e-mail> [<her conversation id>]");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const her = (await client.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email])).rows[0];
    if (!her) throw new Error(`no account ${email}`);

    // 100,000 supporters: the sample supporters, copied.
    const supporterWhere = `t."userId" IN (SELECT "userId" FROM user_roles WHERE role IN ('professional_supporter', 'local_supporter'))`;
    const sampleSupporters = Number(
      (await client.query<{ n: string }>(`SELECT count(DISTINCT "userId") AS n FROM user_roles WHERE role IN ('professional_supporter', 'local_supporter')`))
        .rows[0]!.n,
    );
    const copies = Math.max(1, Math.ceil((SUPPORTERS - sampleSupporters) / Math.max(1, sampleSupporters)));
    await timed(`supporters: ${sampleSupporters} sample supporters copied ${copies} times`, async () => {
      await copyRows(client, "users", `t.id IN (SELECT "userId" FROM user_roles WHERE role IN ('professional_supporter', 'local_supporter'))`, copies, "s");
      for (const table of ["user_roles", "profiles", "professional_supporters", "local_supporters"]) await copyRows(client, table, supporterWhere, copies, "s");
      await copyRows(
        client,
        "supporter_specializations",
        `t."professionalSupporterId" IN (SELECT id FROM professional_supporters WHERE "userId" NOT LIKE '%-s%')`,
        copies,
        "s",
      );
    });

    // Her 500 assessments: her completed one, copied further back in time.
    await timed(`assessments: hers grown to ${HER_ASSESSMENTS}`, async () => {
      const have = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM assessment_conversations WHERE "userId" = $1`, [her.id])).rows[0]!.n);
      await copyRows(
        client,
        "assessment_conversations",
        `t.id = (SELECT id FROM assessment_conversations WHERE "userId" = '${her.id}' AND "assessmentCompleted" ORDER BY "createdAt" LIMIT 1)`,
        Math.max(0, HER_ASSESSMENTS - have),
        "a",
        {
          userId: `t."userId"`,
          createdAt: `t."createdAt" - g * interval '1 day'`,
          updatedAt: `t."updatedAt" - g * interval '1 day'`,
          completedAt: `t."completedAt" - g * interval '1 day'`,
          generatedAt: `t."generatedAt" - g * interval '1 day'`,
        },
      );
    });

    // Her conversation of 10,000 messages (the one /chat opens, or her newest).
    const chat =
      chatArg ??
      (await client.query<{ id: string }>(`SELECT id FROM support_chats WHERE "userId" = $1 ORDER BY "updatedAt" DESC LIMIT 1`, [her.id])).rows[0]?.id;
    if (chat) {
      await timed(`her conversation: ${HER_MESSAGES.toLocaleString("en-US")} earlier messages`, async () => {
        // Made up as earlier than hers (a year back), then the whole conversation is numbered again
        // in time order: made-up ones negative first, hers moved aside, then 1..n (no clash).
        await client.query(
          `WITH c AS (SELECT id, "userId", "supporterUserId", "chatType" FROM support_chats WHERE id = $1)
           INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, "createdAt", seq)
           SELECT 'bench-m-' || g, c.id,
                  CASE WHEN g % 2 = 0 THEN c."userId" ELSE c."supporterUserId" END,
                  (CASE WHEN g % 2 = 0 THEN 'user' WHEN c."chatType" = 'ai_support' THEN 'ai' ELSE 'supporter' END)::"SenderType",
                  'An earlier message, number ' || g || ', about how the week went and what happened at work.',
                  now() - interval '1 year' + g * interval '1 minute', -g
           FROM c CROSS JOIN generate_series(1, $2::int) g`,
          [chat, HER_MESSAGES],
        );
        await client.query(`UPDATE chat_messages SET seq = -seq - 100000000 WHERE "chatId" = $1 AND seq > 0`, [chat]);
        await client.query(
          `UPDATE chat_messages m SET seq = n.rn FROM (SELECT id, row_number() OVER (ORDER BY "createdAt", id) AS rn FROM chat_messages WHERE "chatId" = $1) n
           WHERE m.id = n.id`,
          [chat],
        );
      });
      await client.query(`UPDATE support_chats SET "lastMessageSeq" = (SELECT max(seq) FROM chat_messages WHERE "chatId" = $1) WHERE id = $1`, [chat]);
    }

    // 1,000,000 messages in the table: 1,000 other conversations with the copied supporters.
    await timed(
      `chat_messages: ${OTHER_CHATS.toLocaleString("en-US")} other conversations of ${MESSAGES_PER_CHAT.toLocaleString("en-US")} messages`,
      async () => {
        await client.query(
          `WITH s AS (SELECT "userId", row_number() OVER (ORDER BY "userId") AS rn FROM professional_supporters WHERE "userId" LIKE '%-s%' LIMIT $1),
              t AS (SELECT "userId", row_number() OVER (ORDER BY "userId") - 1 AS rn, count(*) OVER () AS n FROM user_roles
                    WHERE role = 'support_taker' AND "userId" <> $3)
         INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, "createdAt", "updatedAt", "lastMessageSeq")
         SELECT 'bench-c-' || s.rn, t."userId", s."userId", 'professional_support', 'Chat', 'active', now() - interval '2 years', now() - interval '1 year', $2::int
         FROM s JOIN t ON t.rn = s.rn % t.n`,
          [OTHER_CHATS, MESSAGES_PER_CHAT, her.id],
        );
        await client.query(
          `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content, "createdAt", seq)
         SELECT c.id || '-' || m, c.id, CASE WHEN m % 2 = 0 THEN c."userId" ELSE c."supporterUserId" END,
                (CASE WHEN m % 2 = 0 THEN 'user' ELSE 'supporter' END)::"SenderType",
                'Message ' || m || ' of another conversation.', now() - interval '2 years' + m * interval '1 minute', m
         FROM support_chats c CROSS JOIN generate_series(1, $1::int) m WHERE c.id LIKE 'bench-c-%'`,
          [MESSAGES_PER_CHAT],
        );
      },
    );
    // VACUUM as well as ANALYZE: a million fresh rows are what Postgres' autovacuum wakes up for
    // (insert threshold), and a minute later it would compete for the 2 cores with the pages
    // being measured; a database in use has had that pass. It also sets the visibility map the
    // index-only scans read.
    await timed("vacuumed and analyzed", () => client.query("VACUUM (ANALYZE)"));
    const count = async (sql: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
    console.log(
      JSON.stringify({
        supporters: await count(`SELECT count(DISTINCT "userId") AS n FROM user_roles WHERE role IN ('professional_supporter', 'local_supporter')`),
        herAssessments: await count(`SELECT count(*) AS n FROM assessment_conversations WHERE "userId" = $1`, [her.id]),
        herMessages: chat ? await count(`SELECT count(*) AS n FROM chat_messages WHERE "chatId" = $1`, [chat]) : 0,
        chatMessages: await count(`SELECT count(*) AS n FROM chat_messages`),
      }),
    );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
