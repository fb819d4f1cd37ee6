// The people the e2e suite signs in as. Never the demo accounts (the README documents them,
// and a test that changed them would change them for everyone): the setup project
// (auth.setup.ts) makes one fully set-up account per role for each parallel worker, and tests
// use the accounts of the worker they run on, so two workers never share a person. A test that
// changes a person in a way that would leak into the next test makes its own with
// `createPerson`. Signing in through the form is tested on its own (accounts.spec.ts); every
// other test starts with a session made directly, as better-auth makes one.
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { encodeRoleCookie, ROLE_COOKIE } from "../../lib/auth/role-cookie";
import { query } from "./db";

export type RoleKey = "taker" | "professional" | "local" | "admin";
export const ROLE_KEYS: RoleKey[] = ["taker", "professional", "local", "admin"];
/** Every e2e person's password (the demo password's hash is reused: no hashing in the tests). */
export const PASSWORD = "haven-demo-2026";

export interface Person {
  id: string;
  email: string;
  role: RoleKey;
  /** The name others see: her Haven name, the professional's full name, the local supporter's display name. */
  name: string;
  /** A professional is also a local supporter (as the worker's professional is); her local name. */
  localName?: string;
}

const AUTH_DIR = path.join(__dirname, ".auth");

type DbRole = "support_taker" | "professional_supporter" | "local_supporter" | "admin";
const PRIMARY: Record<RoleKey, DbRole> = { taker: "support_taker", professional: "professional_supporter", local: "local_supporter", admin: "admin" };
export const DASHBOARD: Record<RoleKey, string> = {
  taker: "/dashboard/support-taker",
  professional: "/dashboard/professional",
  local: "/dashboard/local",
  admin: "/admin",
};

/** Names per worker, distinct from each other and from the demo accounts. */
const NAMES = {
  taker: ["User_5310", "User_5311", "User_5312", "User_5313"],
  professional: ["Dr. Lena Ortiz", "Dr. Priya Raman", "Dr. Joan Whitfield", "Dr. Amara Osei"],
  local: ["Ines", "Marta", "Hana", "Leila"],
  admin: ["Staff Admin Ada", "Staff Admin Bea", "Staff Admin Cleo", "Staff Admin Dora"],
};

/** Chicago, within 2 km of the gazetteer's point (41.83, -87.75), like the demo supporters. */
const CHICAGO = { lat: 41.84, lng: -87.736 };

async function demoPasswordHash(): Promise<string> {
  const [row] = await query<{ password: string }>(
    `SELECT a.password FROM accounts a JOIN users u ON u.id = a."userId" WHERE u.email = 'taker@haven.local' AND a."providerId" = 'credential'`,
  );
  if (!row) throw new Error("the demo accounts are missing: the e2e database is seeded by `npm test -- --only=e2e`");
  return row.password;
}

export interface PersonOptions {
  name?: string;
  email?: string;
  /** Her own password (hashed here); without one, the shared e2e password. */
  password?: string;
  /** As if she had just signed up: address not yet confirmed, onboarding not done (a support taker gets the sign-up's anonymous User_#### name). */
  fresh?: boolean;
  /** For a local supporter (or a professional's local side): where she is. */
  at?: { city: string; lat: number; lng: number };
}

/** A fully set-up account (onboarding done, current terms agreed, supporters approved), as the seed makes the demo ones. */
export async function createPerson(role: RoleKey, options: PersonOptions = {}): Promise<Person> {
  const id = randomUUID();
  const email = options.email ?? `e2e-${role}-${id.slice(0, 8)}@example.test`;
  const name = options.name ?? `${NAMES[role][0]} ${id.slice(0, 4)}`;
  const localName = role === "professional" ? name.replace(/^Dr\. /, "").split(" ")[0] : undefined;
  const at = options.at ?? { city: "Chicago", ...CHICAGO };
  const hash = options.password ? await hashPassword(options.password) : await demoPasswordHash();
  const fresh = Boolean(options.fresh);
  const [terms] = await query<{ version: string }>(
    `SELECT "termsVersion" AS version FROM profiles p JOIN users u ON u.id = p."userId" WHERE u.email = 'taker@haven.local'`,
  );
  const roles: DbRole[] = role === "professional" ? ["professional_supporter", "local_supporter"] : [PRIMARY[role]];
  const checklist = JSON.stringify({ identitySeen: true, guidelinesAgreed: true, interviewNote: "e2e: approved at set-up" });
  await query(
    `WITH u AS (INSERT INTO users (id, email, name, "emailVerified", "createdAt", "updatedAt") VALUES ($1, $2, $3, $11, now(), now()) RETURNING id),
          a AS (INSERT INTO accounts (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt") SELECT $4, id, 'credential', id, $5, now(), now() FROM u),
          p AS (INSERT INTO profiles ("userId", "primaryRole", "displayName", "isAnonymous", "onboardingCompletedAt", "termsVersion", "termsAcceptedAt", "createdAt", "updatedAt")
                SELECT id, $6::"Role", $7, $8, CASE WHEN $11 THEN now() END, $9, now(), now(), now() FROM u),
          r AS (INSERT INTO user_roles (id, "userId", role, "createdAt") SELECT md5(random()::text), u.id, x::"Role", now() FROM u, unnest($10::text[]) x),
          e AS (INSERT INTO email_preferences ("userId", "updatedAt") SELECT id, now() FROM u)
     INSERT INTO safety_preferences ("userId", "updatedAt") SELECT id, now() FROM u`,
    [
      id,
      email,
      role === "taker" ? "" : name,
      randomUUID(),
      hash,
      PRIMARY[role],
      fresh && role === "taker" ? `User_${1000 + Math.floor(Math.random() * 9000)}` : name,
      role === "taker" || role === "local",
      terms?.version ?? null,
      roles,
      !fresh,
    ],
  );
  if (role === "professional") {
    await query(
      `WITH s AS (INSERT INTO professional_supporters (id, "userId", "fullName", "professionalTitle", bio, "yearsExperience", languages, "verificationStatus", "verifiedAt", "isAlsoLocalSupporter", "createdAt", "updatedAt")
                  VALUES (md5(random()::text), $1, $2, 'Licensed Clinical Psychologist', 'I work with women recovering from workplace harassment and domestic abuse.', 12, ARRAY['English'], 'approved', now(), true, now(), now()) RETURNING id),
            sp AS (INSERT INTO supporter_specializations (id, "professionalSupporterId", specialization) SELECT md5(random()::text || x), s.id, x FROM s, unnest(ARRAY['trauma_therapy','domestic_abuse','workplace_harassment']) x)
       INSERT INTO verification_events (id, "professionalSupporterId", status, note, "createdAt") SELECT md5(random()::text), id, 'approved', 'e2e: approved at set-up', now() FROM s`,
      [id, name],
    );
  }
  if (role === "professional" || role === "local") {
    await query(
      `WITH l AS (INSERT INTO local_supporters (id, "userId", "displayName", "locationCity", "locationLat", "locationLng", "hasLocation", "helpOffered", "verificationStatus", "verifiedAt", "identitySeen", "guidelinesAgreed", "interviewNote", "createdAt", "updatedAt")
                  VALUES (md5(random()::text), $1, $2, $3, $4, $5, true, ARRAY['accompaniment','safety_escort','listening_ear'], 'approved', now(), true, true, 'e2e: approved at set-up', now(), now()) RETURNING id)
       INSERT INTO verification_events (id, "localSupporterId", status, note, checklist, "createdAt") SELECT md5(random()::text), id, 'approved', 'e2e: approved at set-up', $6::jsonb, now() FROM l`,
      [id, localName ?? name, at.city, at.lat, at.lng, checklist],
    );
  }
  return { id, email, role, name, localName };
}

// ---------------------------------------------------------------------------------------------
// Signed-in state

function secret(): string {
  const value = process.env.BETTER_AUTH_SECRET;
  if (!value) throw new Error("BETTER_AUTH_SECRET is not set: run e2e tests through `npm test -- --only=e2e`");
  return value;
}

/**
 * A session for her, made the way better-auth makes one (a row, and the token signed with the
 * app's secret in the session cookie), with the role hint proxy.ts reads. Signing in through the
 * form is tested on its own (accounts.spec.ts); every other test starts signed in this way.
 */
export async function sessionCookies(person: Person, baseURL: string) {
  const token = randomUUID().replace(/-/g, "");
  const expiresAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
  await query(
    `INSERT INTO sessions (id, token, "userId", "expiresAt", "ipAddress", "userAgent", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, '127.0.0.1', 'e2e', now(), now())`,
    [randomUUID(), token, person.id, expiresAt],
  );
  const roles = await query<{ role: string }>(`SELECT role::text FROM user_roles WHERE "userId" = $1`, [person.id]);
  const signature = createHmac("sha256", secret()).update(token).digest("base64");
  const session = encodeURIComponent(`${token}.${signature}`);
  const url = new URL(baseURL);
  const cookie = { domain: url.hostname, path: "/", httpOnly: true, secure: false, sameSite: "Lax" as const, expires: Math.floor(expiresAt.getTime() / 1000) };
  return [
    { ...cookie, name: "haven.session_token", value: session },
    {
      ...cookie,
      name: ROLE_COOKIE,
      value: encodeRoleCookie(roles.map((r) => r.role) as Parameters<typeof encodeRoleCookie>[0], `${token}.${signature}`, expiresAt, secret()),
    },
  ];
}

function baseUrl(): string {
  return (test.info().project.use.baseURL as string | undefined) ?? process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";
}

/** Signs her in, in this page's browser context, and opens her dashboard (or `to`). */
export async function signIn(page: Page, person: Person, to: string | null = DASHBOARD[person.role]) {
  await page.context().addCookies(await sessionCookies(person, baseUrl()));
  if (to) await page.goto(to);
}

// ---------------------------------------------------------------------------------------------
// One person per role for each parallel worker, made by the setup project

function peopleFile(index: number) {
  return path.join(AUTH_DIR, `people-${index}.json`);
}

/** Run by auth.setup.ts: the people of worker `index`, each checked by `check` with a session of hers. */
export async function setUpWorkerPeople(
  index: number,
  check: (role: RoleKey, cookies: Awaited<ReturnType<typeof sessionCookies>>) => Promise<void>,
  baseURL: string,
) {
  fs.mkdirSync(AUTH_DIR, { recursive: true });
  const people = {} as Record<RoleKey, Person>;
  for (const role of ROLE_KEYS) {
    const name = NAMES[role][index % NAMES[role].length]!;
    people[role] = await createPerson(role, { name, email: `${role}-w${index}-${randomUUID().slice(0, 6)}@example.test` });
    await check(role, await sessionCookies(people[role], baseURL));
  }
  fs.writeFileSync(peopleFile(index), JSON.stringify(people, null, 2));
}

const cache = new Map<number, Record<RoleKey, Person>>();

/** The person of this role on the worker running the current test. */
export function person(role: RoleKey): Person {
  const index = test.info().parallelIndex;
  if (!cache.has(index)) {
    const file = peopleFile(index);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the "setup" project makes it (run through \`npm test -- --only=e2e\`)`);
    cache.set(index, JSON.parse(fs.readFileSync(file, "utf8")) as Record<RoleKey, Person>);
  }
  return cache.get(index)![role];
}

/**
 * Signs in as this worker's person of that role and opens her dashboard (or `to`). Each call
 * starts a session of its own, as signing in does: a test that signs out (which ends its
 * session) leaves the next test's sign-in untouched.
 */
export async function signInAs(page: Page, role: RoleKey, to: string | null = DASHBOARD[role]) {
  await signIn(page, person(role), to);
}
