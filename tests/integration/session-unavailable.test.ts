import { z } from "zod";

// Issue 15: when the session store cannot be read, nobody is treated as signed out.
const getSessionMock = jest.fn();
jest.mock("@/lib/auth/auth", () => ({ getAuth: () => ({ api: { getSession: getSessionMock } }) }));

import { SessionUnavailableError, getSession } from "@/lib/auth/session";
import { UNAVAILABLE_MESSAGE, permittedAction, userAction } from "@/lib/auth/safe-action";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { useBrowser } from "@/tests/jest/fake-next";

const handler = jest.fn(async () => "done");
const action = userAction(z.object({}), handler);
const adminAction = permittedAction("admin:access", z.object({}), handler);

beforeEach(() => {
  useBrowser({ "haven.session_token": "some-token" });
  getSessionMock.mockReset();
  handler.mockClear();
});

test("a failed read is an outage, not a sign-out", async () => {
  getSessionMock.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
  await expect(getSession()).rejects.toBeInstanceOf(SessionUnavailableError);
});

test("no session is still simply signed out", async () => {
  getSessionMock.mockResolvedValue(null);
  await expect(getSession()).resolves.toBeNull();
  expect(await action({})).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
});

test("actions answer 'Haven is having trouble' and do nothing", async () => {
  getSessionMock.mockRejectedValue(new Error("timeout exceeded when trying to connect"));
  expect(await action({})).toEqual({ ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" });
  expect(await adminAction({})).toEqual({ ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" });
  expect(handler).not.toHaveBeenCalled();
});

test("the sign-in page still opens", async () => {
  getSessionMock.mockRejectedValue(new Error("the database is down"));
  await expect(redirectIfSignedIn()).resolves.toBeUndefined();
});
