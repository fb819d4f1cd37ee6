import "server-only";
import { z } from "zod";
import { SessionUnavailableError, getAuthState, toActor, type AuthState } from "@/lib/auth/session";
import { ForbiddenError, type Actor } from "@/lib/auth/actor";
import { ActionError, MALFORMED_INPUT, UNAVAILABLE_MESSAGE, fieldErrorsOf, type ActionResult } from "@/lib/auth/safe-action";
import type { ErrorCode } from "@/lib/domain/error-codes";

// The one wrapper for JSON route handlers (ARCHITECTURE.md §4.10), the twin of safe-action's
// userAction. Route handlers carry what must not wait in Next's one-at-a-time queue of server
// actions, nor be cut off by a navigation (issue 15): reads, typing pings, roadmap ticks and
// chat sends. Each request is checked here (same origin, session, the shared zod schema) and
// again in lib/data (ownership). The body is the ActionResult shape the actions answer, so
// clients read both alike; expected failures are 4xx JSON, never a 500.

const NO_STORE = { "Cache-Control": "no-store" };
/** Every body these handlers take is small (a chat message is at most 4,000 characters). */
const MAX_BODY_BYTES = 32 * 1024;

const STATUS: Record<ErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid: 400,
  rate_limited: 429,
  conflict: 409,
  unavailable: 503,
};

export function jsonResult<T>(result: ActionResult<T>, status = 200): Response {
  return Response.json(result, { status, headers: NO_STORE });
}

function failure(code: ErrorCode, error: string, extra: { fieldErrors?: Record<string, string> } = {}): Response {
  return jsonResult({ ok: false, error, code, ...extra }, STATUS[code]);
}

/** A browser's cross-site request is refused: it says where it comes from in Sec-Fetch-Site or Origin. */
function crossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

async function bodyOf(request: Request): Promise<{ value: unknown } | null> {
  if (request.method === "GET" || request.method === "HEAD") return { value: Object.fromEntries(new URL(request.url).searchParams) };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return null;
  if (!text) return { value: {} };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

type Params = Record<string, string | string[] | undefined>;
type Context = { params: Promise<Params> };

/**
 * A route handler for a signed-in person. The input is the JSON body (or, for GET, the query)
 * merged with the route's params (the params win; `params` renames them), validated with `schema`.
 */
export function userRoute<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.infer<S>, ctx: { actor: Actor; state: AuthState; request: Request }) => Promise<T>,
  options: { params?: (params: Params) => Record<string, unknown> } = {},
) {
  return async (request: Request, context?: Context): Promise<Response> => {
    try {
      if (request.method !== "GET" && crossSite(request)) return failure("forbidden", "Refused");
      let state: AuthState | null;
      try {
        state = await getAuthState();
      } catch (error) {
        if (error instanceof SessionUnavailableError) return failure("unavailable", UNAVAILABLE_MESSAGE);
        throw error;
      }
      if (!state) return failure("unauthenticated", "Not authenticated");

      const body = await bodyOf(request).catch(() => null);
      if (!body || !body.value || typeof body.value !== "object" || Array.isArray(body.value)) return failure("invalid", MALFORMED_INPUT);
      const raw = context ? await context.params : {};
      const params = options.params ? options.params(raw) : raw;
      let parsed: z.ZodSafeParseResult<z.infer<S>>;
      try {
        parsed = schema.safeParse({ ...(body.value as Record<string, unknown>), ...params }) as z.ZodSafeParseResult<z.infer<S>>;
      } catch {
        return failure("invalid", MALFORMED_INPUT);
      }
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return failure("invalid", Object.values(fieldErrors)[0] ?? MALFORMED_INPUT, { fieldErrors });
      }
      return jsonResult({ ok: true, data: await handler(parsed.data, { actor: toActor(state), state, request }) });
    } catch (error) {
      if (error instanceof ActionError) return failure(error.code ?? "invalid", error.message, error.fieldErrors ? { fieldErrors: error.fieldErrors } : {});
      // The data layer's refusals (not hers and not there answer alike, so nothing leaks).
      if (error instanceof ForbiddenError) return failure(error.code ?? "forbidden", error.message);
      console.error("[route] unexpected failure", error);
      return jsonResult({ ok: false, error: "Something went wrong. Please try again." }, 500);
    }
  };
}
