import { z } from "zod";

// Issue 15: when the session store cannot be read, nobody is treated as signed out.
const readSessionAccountMock = jest.fn();
jest.mock("@/lib/data/session-account", () => {
  const actual = jest.requireActual("@/lib/data/session-account");
  return { ...actual, readSessionAccount: (...args: unknown[]) => readSessionAccountMock(...args) };
});

import { db } from "@/lib/db";
import { getAuth } from "@/lib/auth/auth";
import { SessionUnavailableError, getAuthState, getSession } from "@/lib/auth/session";
import { UNAVAILABLE_MESSAGE, permittedAction, userAction } from "@/lib/auth/safe-action";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { useBrowser } from "@/tests/jest/fake-next";
import { signInAs } from "@/tests/jest/signed-in";

const { readSessionAccount: realRead } = jest.requireActual<typeof import("@/lib/data/session-account")>("@/lib/data/session-account");
const users = userTracker();
const handler = jest.fn(async () => "done");
const action = userAction(z.object({}), handler);
const adminAction = permittedAction("admin:access", z.object({}), handler);

let userId: string;
beforeAll(async () => {
  userId = (await users.create("session-outage")).id;
});
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

beforeEach(async () => {
  readSessionAccountMock.mockReset();
  readSessionAccountMock.mockImplementation(realRead);
  handler.mockClear();
  await signInAs(userId);
});

test("her signed session is read as hers while the store answers", async () => {
  expect((await getAuthState())?.user.id).toBe(userId);
});

test("a failed read is an outage, not a sign-out", async () => {
  readSessionAccountMock.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
  await expect(getAuthState()).rejects.toBeInstanceOf(SessionUnavailableError);
});

test("better-auth's own read (settings, the refresh route) fails the same way", async () => {
  const spy = jest.spyOn(getAuth().api, "getSession").mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
  try {
    await expect(getSession()).rejects.toBeInstanceOf(SessionUnavailableError);
  } finally {
    spy.mockRestore();
  }
});

test("no session is still simply signed out, and the store is not asked", async () => {
  useBrowser();
  await expect(getAuthState()).resolves.toBeNull();
  expect(await action({})).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
  expect(readSessionAccountMock).not.toHaveBeenCalled();
});

test("actions answer 'Haven is having trouble' and do nothing", async () => {
  readSessionAccountMock.mockRejectedValue(new Error("timeout exceeded when trying to connect"));
  expect(await action({})).toEqual({ ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" });
  expect(await adminAction({})).toEqual({ ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" });
  expect(handler).not.toHaveBeenCalled();
});

test("the sign-in page still opens", async () => {
  readSessionAccountMock.mockRejectedValue(new Error("the database is down"));
  await expect(redirectIfSignedIn()).resolves.toBeUndefined();
});
