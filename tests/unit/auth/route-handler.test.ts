import { z } from "zod";
import { redirect } from "next/navigation";
import type { AuthState } from "@/lib/auth/session";

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
import { STATUS_OF, publicRoute, userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { ERROR_CODES, type ErrorCode } from "@/lib/domain/error-codes";

const signedIn = (roles: string[]) => ({ user: { id: "u1" }, roles }) as unknown as AuthState;
const post = (body: unknown, headers: Record<string, string> = {}, url = "http://localhost/api/x") =>
  new Request(url, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });

beforeEach(() => {
  getAuthState.mockReset();
  getAuthState.mockResolvedValue(signedIn(["support_taker"]));
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

test("each code has its HTTP status", () => {
  expect(STATUS_OF).toEqual({ unauthenticated: 401, forbidden: 403, not_found: 404, invalid: 400, rate_limited: 429, conflict: 409, unavailable: 503 });
});

test.each(ERROR_CODES.map((code) => [code, STATUS_OF[code]] as [ErrorCode, number]))("an AppError %s is %i with one JSON shape", async (code, status) => {
  const route = userRoute(z.object({}), async () => {
    throw new AppError(code, `refused: ${code}`);
  });
  expect(await answer(await route(post({})))).toEqual({ status, body: { ok: false, error: `refused: ${code}`, code } });
});

test("signed out: 401 unauthenticated; session store down: 503 unavailable", async () => {
  const route = userRoute(z.object({}), async () => "ok");
  getAuthState.mockResolvedValueOnce(null);
  expect(await answer(await route(post({})))).toEqual({ status: 401, body: { ok: false, error: "Not authenticated", code: "unauthenticated" } });
  getAuthState.mockRejectedValueOnce(new SessionUnavailableError("down"));
  expect(await answer(await route(post({})))).toMatchObject({ status: 503, body: { ok: false, code: "unavailable" } });
});

test("a permission option refuses with 403, or 404 when the route hides itself", async () => {
  expect((await userRoute(z.object({}), async () => "ok", { permission: "admin:access" })(post({}))).status).toBe(403);
  expect(await answer(await userRoute(z.object({}), async () => "ok", { permission: "admin:access", hideForbidden: true })(post({})))).toMatchObject({
    status: 404,
    body: { code: "not_found" },
  });
  getAuthState.mockResolvedValue(signedIn(["admin"]));
  expect(await answer(await userRoute(z.object({}), async () => "ok", { permission: "admin:access" })(post({})))).toEqual({
    status: 200,
    body: { ok: true, data: "ok" },
  });
});

test("the schema: 400 invalid with field errors; a body that is not JSON: 400", async () => {
  const route = userRoute(z.object({ n: z.number({ error: "A number" }) }), async ({ n }) => n * 2);
  expect(await answer(await route(post({ n: "x" })))).toEqual({
    status: 400,
    body: { ok: false, error: "A number", code: "invalid", fieldErrors: { n: "A number" } },
  });
  expect((await route(post("{nope"))).status).toBe(400);
  expect(await answer(await route(post({ n: 2 })))).toEqual({ status: 200, body: { ok: true, data: 4 } });
});

test("the route's params join the input and win over the body", async () => {
  const route = userRoute(z.object({ chatId: z.string() }), async ({ chatId }) => chatId, { params: (p) => ({ chatId: p.id }) });
  const response = await route(post({ chatId: "from-body" }), { params: Promise.resolve({ id: "from-url" }) });
  expect(await answer(response)).toEqual({ status: 200, body: { ok: true, data: "from-url" } });
});

test("same origin: lenient by default, strict on request, off when a signed link is the credential", async () => {
  const lenient = userRoute(z.object({}), async () => "ok");
  expect((await lenient(post({}, { "sec-fetch-site": "cross-site" }))).status).toBe(403);
  expect((await lenient(post({}, { origin: "https://evil.example", host: "localhost" }))).status).toBe(403);
  expect((await lenient(post({}))).status).toBe(200);
  const strict = publicRoute(z.object({}), async () => "ok", { sameOrigin: "strict" });
  expect((await strict(post({}))).status).toBe(403);
  expect((await strict(post({}, { "sec-fetch-site": "same-origin" }))).status).toBe(200);
  const open = publicRoute(z.object({}), async () => "ok", { sameOrigin: false });
  expect((await open(post({}, { "sec-fetch-site": "cross-site" }))).status).toBe(200);
});

test("a handler's Response is sent as it is (streams, redirects, a library's own shape)", async () => {
  const route = publicRoute(z.object({}), async () => new Response("raw", { status: 202 }));
  const response = await route(post({}));
  expect([response.status, await response.text()]).toEqual([202, "raw"]);
});

test("form bodies, and the query string when asked", async () => {
  const route = publicRoute(z.object({ a: z.string(), b: z.string() }), async (input) => input, { body: "form", query: true });
  const request = new Request("http://localhost/api/x?a=1&b=from-query", {
    method: "POST",
    body: "b=2",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(await answer(await route(request))).toEqual({ status: 200, body: { ok: true, data: { a: "1", b: "2" } } });
});

test("a body over the limit is refused before it is read", async () => {
  const route = userRoute(z.object({}).passthrough(), async () => "ok", { maxBytes: 10 });
  expect((await route(post({ long: "x".repeat(100) }))).status).toBe(400);
});

test("unexpected failures are a logged 500 without a code; redirect() propagates", async () => {
  const broken = userRoute(z.object({}), async () => {
    throw new Error("boom");
  });
  expect(await answer(await broken(post({})))).toEqual({ status: 500, body: { ok: false, error: "Something went wrong. Please try again." } });
  const redirecting = userRoute(z.object({}), async () => redirect("/x"));
  await expect(redirecting(post({}))).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
});
