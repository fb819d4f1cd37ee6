import { db, sql, sqlUnprepared } from "@/lib/db";

// lib/db.ts: the app's own statements are prepared once per connection (issue 20); pg-boss's
// statements, made at run time, are not kept.

afterAll(async () => {
  await db.$disconnect();
});

const OWN = `SELECT name, statement FROM pg_prepared_statements WHERE statement = $1`;

test("a statement sent with sql is prepared on its connection, under a name made from its text", async () => {
  const [row] = await sql<{ name: string; statement: string }>(OWN, [OWN]);
  expect(row?.statement).toBe(OWN);
  expect(row?.name).toMatch(/^haven_[A-Za-z0-9_-]{22}$/);
  // Sent again (on whichever connection): the same name, and no "already exists" error.
  const again = await Promise.all(Array.from({ length: 12 }, () => sql<{ name: string }>(OWN, [OWN])));
  for (const rows of again) expect(rows.map((r) => r.name)).toEqual([row!.name]);
});

test("two texts are two statements, each with its own result", async () => {
  const [a] = await sql<{ v: number }>(`SELECT $1::int + 1 AS v`, [1]);
  const [b] = await sql<{ v: number }>(`SELECT $1::int + 2 AS v`, [1]);
  expect([a?.v, b?.v]).toEqual([2, 3]);
  const names = await sql<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int + _ AS v'`, []);
  expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
});

test("a statement sent with sqlUnprepared is not kept", async () => {
  const text = `SELECT count(*)::int AS kept FROM pg_prepared_statements WHERE statement = $1`;
  const [row] = await sqlUnprepared<{ kept: number }>(text, [text]);
  expect(row?.kept).toBe(0);
});

test("values are bound, never part of the statement", async () => {
  const tricky = "'); DROP TABLE users; --";
  const [row] = await sql<{ v: string }>(`SELECT $1::text AS v`, [tricky]);
  expect(row?.v).toBe(tricky);
});
