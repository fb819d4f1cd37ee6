import { z } from "zod";
import { notFound, redirect } from "next/navigation";
import type { AuthState } from "@/lib/auth/session";

// The session is the only I/O the wrapper does: it is replaced here, so these run as unit tests.
const getAuthState = jest.fn<Promise<AuthState | null>, []>();
jest.mock("@/lib/auth/session", () => {
  class SessionUnavailableError extends Error {}
  return {
    SessionUnavailableError,
    getAuthState: () => getAuthState(),
    toActor: (state: { user: { id: string }; roles: string[] }) => ({ userId: state.user.id, roles: state.roles }),
  };
});

import { SessionUnavailableError } from "@/lib/auth/session";
import {
  MALFORMED_INPUT,
  NO_ACCESS,
  NOT_AUTHENTICATED,
  UNAVAILABLE_MESSAGE,
  UNEXPECTED_MESSAGE,
  permittedAction,
  publicAction,
  userAction,
} from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { ERROR_CODES } from "@/lib/domain/error-codes";

const signedIn = (roles: string[]) => ({ user: { id: "u1" }, roles }) as unknown as AuthState;
const schema = z.object({ name: z.string().min(1, "Name is required") });

beforeEach(() => {
  getAuthState.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("every failure carries its code", () => {
  test("signed out: unauthenticated", async () => {
    getAuthState.mockResolvedValue(null);
    expect(await userAction(schema, async () => 1)({ name: "a" })).toEqual({ ok: false, error: NOT_AUTHENTICATED, code: "unauthenticated" });
    expect(await permittedAction("admin:access", schema, async () => 1)({ name: "a" })).toEqual({
      ok: false,
      error: NOT_AUTHENTICATED,
      code: "unauthenticated",
    });
  });

  test("the session store is down: unavailable", async () => {
    getAuthState.mockRejectedValue(new SessionUnavailableError("down"));
    expect(await userAction(schema, async () => 1)({ name: "a" })).toEqual({ ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" });
  });

  test("without the capability: forbidden, and the handler never runs", async () => {
    getAuthState.mockResolvedValue(signedIn(["support_taker"]));
    const handler = jest.fn(async () => 1);
    expect(await permittedAction("admin:access", schema, handler)({ name: "a" })).toEqual({ ok: false, error: NO_ACCESS, code: "forbidden" });
    expect(handler).not.toHaveBeenCalled();
  });

  test("with the capability: the handler's value, with the acting person", async () => {
    getAuthState.mockResolvedValue(signedIn(["admin"]));
    const handler = jest.fn(async (data: { name: string }, ctx: { actor: { userId: string } }) => `${data.name}:${ctx.actor.userId}`);
    expect(await permittedAction("admin:access", schema, handler)({ name: "a" })).toEqual({ ok: true, data: "a:u1" });
  });

  test("a schema failure: invalid, with the field's message and what she typed", async () => {
    expect(await publicAction(schema, async () => 1)({ name: "" })).toEqual({
      ok: false,
      error: "Name is required",
      code: "invalid",
      fieldErrors: { name: "Name is required" },
      values: { name: "" },
    });
  });

  test("malformed input: invalid", async () => {
    expect(await publicAction(schema, async () => 1)({ name: "a\u0000" })).toEqual({ ok: false, error: MALFORMED_INPUT, code: "invalid" });
  });

  test.each(ERROR_CODES.map((code) => [code]))("an AppError with code %s is answered with it", async (code) => {
    const result = await publicAction(schema, async () => {
      throw new AppError(code, `refused: ${code}`, code === "invalid" ? { name: "bad" } : undefined);
    })({ name: "a" });
    expect(result).toMatchObject({ ok: false, error: `refused: ${code}`, code });
    if (code === "invalid") expect(result).toMatchObject({ fieldErrors: { name: "bad" } });
  });

  test("anything else is unexpected: logged, no code, a generic message", async () => {
    const result = await publicAction(schema, async () => {
      throw new Error("database exploded");
    })({ name: "a" });
    expect(result).toEqual({ ok: false, error: UNEXPECTED_MESSAGE, values: { name: "a" } });
    expect(console.error).toHaveBeenCalled();
  });
});

describe("Next's own errors propagate (unstable_rethrow)", () => {
  test("redirect() inside a handler is thrown on", async () => {
    const action = publicAction(schema, async () => redirect("/somewhere"));
    await expect(action({ name: "a" })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
  });

  test("notFound() inside a handler is thrown on", async () => {
    const action = publicAction(schema, async () => notFound());
    await expect(action({ name: "a" })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
  });
});

describe("useActionState and <form action>", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  test("(prevState, formData) reads the form, not the previous state", async () => {
    getAuthState.mockResolvedValue(signedIn(["support_taker"]));
    const action = userAction(schema, async ({ name }) => name.toUpperCase());
    expect(await action(null, form({ name: "ada" }))).toEqual({ ok: true, data: "ADA" });
    expect(await action({ ok: false, error: "earlier" }, form({ name: "bo" }))).toEqual({ ok: true, data: "BO" });
  });

  test("(formData) alone still works, as does a plain object", async () => {
    const action = publicAction(schema, async ({ name }) => name);
    expect(await action(form({ name: "ada" }))).toEqual({ ok: true, data: "ada" });
    expect(await action({ name: "bo" })).toEqual({ ok: true, data: "bo" });
  });

  test("a failure from (prevState, formData) echoes the form", async () => {
    const action = publicAction(schema, async () => 1);
    expect(await action(undefined, form({ name: "" }))).toMatchObject({ ok: false, code: "invalid", values: { name: "" } });
  });

  test("Next's $ACTION fields are not input", async () => {
    const action = publicAction(z.object({}).strict(), async () => "ok");
    expect(await action(null, form({ $ACTION_ID_abc: "" }))).toEqual({ ok: true, data: "ok" });
  });
});
