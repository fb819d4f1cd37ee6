// Real accounts for integration tests of server actions, made through better-auth (via
// tests/jest/auth-bridge.ts) and Haven's sign-up records, each with its own browser cookies.
import { randomUUID } from "node:crypto";
import { createSignUpRecords, type SignUpRecords } from "@/lib/data/accounts";
import { callAuth } from "./auth-bridge";
import { browserCookies, useBrowser } from "./fake-next";
import { uniqueEmail } from "./db-factories";

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

/** Signs her in from another, fresh browser and returns that browser's cookies. */
export async function signInElsewhere(account: { email: string; password: string }): Promise<Record<string, string>> {
  useBrowser();
  await callAuth("signInEmail", { body: { email: account.email, password: account.password } });
  return browserCookies();
}

/** Whether a browser with these cookies is signed in, and as whom. */
export async function sessionUserId(cookies: Record<string, string>): Promise<string | null> {
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ");
  const session = (await callAuth("getSession", { headers: { cookie } })) as { user: { id: string } } | null;
  return session?.user.id ?? null;
}

/** A distinct client address per test, so per-IP rate limits of one test don't touch another. */
export function freshIp() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}
