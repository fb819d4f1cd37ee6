import "server-only";
import { z } from "zod";
import { unstable_rethrow } from "next/navigation";
import { SessionUnavailableError, getAuthState, toActor, type AuthState } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";
import { declaredTooLarge } from "@/lib/auth/request-guards";
import {
  MALFORMED_INPUT,
  NO_ACCESS,
  NOT_AUTHENTICATED,
  UNAVAILABLE_MESSAGE,
  UNEXPECTED_MESSAGE,
  fieldErrorsOf,
  type ActionResult,
} from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import type { ErrorCode } from "@/lib/domain/error-codes";

// The one wrapper for route handlers (ARCHITECTURE.md §4.10), the twin of safe-action's
// actions. Route handlers carry what must not wait in Next's one-at-a-time queue of server
// actions, nor be cut off by a navigation (issue 15): reads, typing pings, roadmap ticks and
// chat sends; and what is not ours to shape (pusher-js's channel auth, mail clients'
// one-click unsubscribe, Clara's stream). Each request is checked here (same origin, session,
// capability, the shared zod schema) and again in lib/data (ownership). A handler's value is
// answered as the ActionResult the actions answer, so clients read both alike; a handler that
// returns a Response (a stream, a redirect, a body a library expects) has it sent as it is.
// Every failure is one JSON shape, { ok: false, error, code }, with the code's HTTP status;
// expected failures are 4xx, never a 500.

export const NO_STORE = { "Cache-Control": "no-store" };
/** Every body these handlers take is small (a chat message is at most 4,000 characters). */
const MAX_BODY_BYTES = 32 * 1024;

export const STATUS_OF: Record<ErrorCode, number> = {
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

/** A JSON body as it is (not an ActionResult), for callers that expect their own shape. */
export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function failure(code: ErrorCode, error: string, extra: { fieldErrors?: Record<string, string> } = {}): Response {
  return jsonResult({ ok: false, error, code, ...extra }, STATUS_OF[code]);
}

/**
 * How a browser's cross-site request is told apart: it says where it comes from in
 * Sec-Fetch-Site or Origin. "lenient" lets through a request that says neither (not a
 * browser, or a same-origin GET); "strict" refuses it too; `false` checks nothing (a signed
 * link is the credential).
 */
export type SameOrigin = "lenient" | "strict" | false;

function crossSite(request: Request, mode: "lenient" | "strict"): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return mode === "strict" ? site !== "same-origin" : site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (!origin) return mode === "strict";
  try {
    return new URL(origin).host !== (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

type BodyKind = "json" | "form";

async function bodyOf(request: Request, kind: BodyKind, maxBytes: number): Promise<Record<string, unknown> | null> {
  if (request.method === "GET" || request.method === "HEAD") return Object.fromEntries(new URL(request.url).searchParams);
  if (declaredTooLarge(request, maxBytes)) return null;
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return null;
  const json = kind === "json" || (request.headers.get("content-type") ?? "").includes("application/json");
  if (!json) return Object.fromEntries(new URLSearchParams(text));
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

type Params = Record<string, string | string[] | undefined>;
type Context = { params: Promise<Params> };

export interface RouteOptions {
  /** Renames the route's params into the input (the params win over the body). */
  params?: (params: Params) => Record<string, unknown>;
  /** Only those who hold it (lib/auth/permissions.ts); signed-in routes only. */
  permission?: Permission;
  /** Refuse a missing capability as "not_found" (so the route does not say it exists). */
  hideForbidden?: boolean;
  /** Cross-site refusal for writes (GET is never checked): "lenient" unless said otherwise. */
  sameOrigin?: SameOrigin;
  /** "json" (the default) or "form": form-encoded, or JSON when the request says so. */
  body?: BodyKind;
  /** Also take the URL's query string into a write's input (the body wins). */
  query?: boolean;
  maxBytes?: number;
}

/** The session, or why there is none; a session store that cannot be read is "unavailable". */
async function readState(): Promise<AuthState | null> {
  try {
    return await getAuthState();
  } catch (error) {
    if (error instanceof SessionUnavailableError) throw new AppError("unavailable", UNAVAILABLE_MESSAGE);
    throw error;
  }
}

async function inputOf<S extends z.ZodType>(schema: S, request: Request, context: Context | undefined, options: RouteOptions): Promise<z.infer<S>> {
  const body = await bodyOf(request, options.body ?? "json", options.maxBytes ?? MAX_BODY_BYTES).catch(() => null);
  if (!body) throw new AppError("invalid", MALFORMED_INPUT);
  const query = options.query && request.method !== "GET" ? Object.fromEntries(new URL(request.url).searchParams) : {};
  const raw = context ? await context.params : {};
  const params = options.params ? options.params(raw) : raw;
  let parsed: z.ZodSafeParseResult<z.infer<S>>;
  try {
    parsed = schema.safeParse({ ...query, ...body, ...params }) as z.ZodSafeParseResult<z.infer<S>>;
  } catch {
    throw new AppError("invalid", MALFORMED_INPUT);
  }
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new AppError("invalid", Object.values(fieldErrors)[0] ?? MALFORMED_INPUT, fieldErrors);
  }
  return parsed.data;
}

function answer(value: unknown): Response {
  return value instanceof Response ? value : jsonResult({ ok: true, data: value });
}

function refusal(error: unknown): Response {
  // Next's redirect() and notFound() must propagate.
  unstable_rethrow(error);
  if (error instanceof AppError) return failure(error.code, error.message, error.fieldErrors ? { fieldErrors: error.fieldErrors } : {});
  console.error("[route] unexpected failure", error);
  return jsonResult({ ok: false, error: UNEXPECTED_MESSAGE }, 500);
}

function refusedCrossSite(request: Request, options: RouteOptions): boolean {
  const mode = options.sameOrigin ?? "lenient";
  return request.method !== "GET" && request.method !== "HEAD" && mode !== false && crossSite(request, mode);
}

/**
 * A route handler for a signed-in person (with `permission`, for those who hold it). The input
 * is the JSON body (or, for GET, the query) merged with the route's params, validated with `schema`.
 */
export function userRoute<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.infer<S>, ctx: { actor: Actor; state: AuthState; request: Request }) => Promise<T | Response>,
  options: RouteOptions = {},
) {
  return async (request: Request, context?: Context): Promise<Response> => {
    try {
      if (refusedCrossSite(request, options)) return failure("forbidden", "Refused");
      const state = await readState();
      if (!state) return failure("unauthenticated", NOT_AUTHENTICATED);
      if (options.permission && !can(state.roles, options.permission))
        return options.hideForbidden ? failure("not_found", "Not found") : failure("forbidden", NO_ACCESS);
      const data = await inputOf(schema, request, context, options);
      return answer(await handler(data, { actor: toActor(state), state, request }));
    } catch (error) {
      return refusal(error);
    }
  };
}

/**
 * A route handler anyone may call (a signed link, or a session that is optional): the same
 * checks but the session. `ctx.state()` reads the session when the handler wants it.
 */
export function publicRoute<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.infer<S>, ctx: { request: Request; state: () => Promise<AuthState | null> }) => Promise<T | Response>,
  options: Omit<RouteOptions, "permission" | "hideForbidden"> = {},
) {
  return async (request: Request, context?: Context): Promise<Response> => {
    try {
      if (refusedCrossSite(request, options)) return failure("forbidden", "Refused");
      const data = await inputOf(schema, request, context, options);
      return answer(await handler(data, { request, state: readState }));
    } catch (error) {
      return refusal(error);
    }
  };
}
