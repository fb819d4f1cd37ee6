// Real accounts for integration tests of server actions, made through Haven's better-auth
// instance (lib/auth/auth.ts, in this process) and Haven's sign-up records, each with its own
// browser cookies.
import { randomUUID } from "node:crypto";
import { serializeSignedCookie } from "better-call";
import { getAuth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { createSignUpRecords, type SignUpRecords } from "@/lib/data/accounts";
import { applySetCookie, browserCookies, useBrowser } from "./fake-next";
import { uniqueEmail } from "./db-factories";

type AuthArgs = { body?: unknown; headers?: Headers | Record<string, string>; query?: unknown };
type AuthMethod = (args: object) => Promise<{ headers: Headers; response: unknown }>;

/**
 * Calls one better-auth endpoint as the current fake browser would (tests/jest/fake-next.ts):
 * only the headers given are sent, and the Set-Cookie headers it answers with land in the jar.
 * Errors are better-auth's own APIError.
 */
export async function callAuth(method: string, args: AuthArgs = {}): Promise<unknown> {
  const api = getAuth().api as unknown as Record<string, AuthMethod>;
  if (typeof api[method] !== "function") throw new Error(`No such auth method: ${method}`);
  const { headers, response } = await api[method]({ ...args, headers: new Headers(args.headers ?? {}), returnHeaders: true });
  applySetCookie(headers.getSetCookie());
  return response;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  /** The cookies of the browser she signed up in. */
  cookies: Record<string, string>;
}

export async function signUpAccount(records: SignUpRecords = { kind: "support_taker", stayAnonymous: false }, tag = "acct"): Promise<TestAccount> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomUUID()}`;
  useBrowser();
  const result = (await callAuth("signUpEmail", { body: { email, password, name: "" } })) as { user: { id: string } };
  await createSignUpRecords(result.user.id, records);
  return { id: result.user.id, email, password, cookies: browserCookies() };
}

/** An account made through sign-up, removed with the tracker's others after the file's tests. */
export async function trackedAccount(users: { track(id: string): void }, records: SignUpRecords, tag: string): Promise<TestAccount> {
  const account = await signUpAccount(records, tag);
  users.track(account.id);
  return account;
}

/** Signs her in from another, fresh browser and returns that browser's cookies. */
export async function signInElsewhere(account: { email: string; password: string }): Promise<Record<string, string>> {
  useBrowser();
  await callAuth("signInEmail", { body: { email: account.email, password: account.password } });
  return browserCookies();
}

/** Whether a browser with these cookies is signed in, and as whom. */
export async function sessionUserId(cookies: Record<string, string>): Promise<string | null> {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  const session = (await callAuth("getSession", { headers: { cookie } })) as { user: { id: string } } | null;
  return session?.user.id ?? null;
}

/** A distinct client address per test, so per-IP rate limits of one test don't touch another. */
export function freshIp() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/**
 * A browser signed in as this account, as better-auth signs her in: a session row and its
 * token in the cookie, signed with the app's secret (better-call's own signer). For tests
 * whose accounts are made by the factories rather than through sign-up.
 */
export async function signInAs(userId: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<string> {
  const context = await getAuth().$context;
  const token = randomUUID().replace(/-/g, "");
  await db.session.create({ data: { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 60 * 60 * 1000) } });
  const header = await serializeSignedCookie(context.authCookies.sessionToken.name, token, context.secret);
  const value = header.slice(header.indexOf("=") + 1).split(";")[0];
  useBrowser({ [context.authCookies.sessionToken.name]: value, ...cookies }, headers);
  return token;
}
