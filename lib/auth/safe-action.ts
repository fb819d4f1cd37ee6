import "server-only";
import { z } from "zod";
import { unstable_rethrow } from "next/navigation";
import { SessionUnavailableError, getAuthState, toActor, type AuthState } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";
import { AppError, DEFAULT_ERROR_MESSAGES } from "@/lib/domain/app-error";
import type { ErrorCode } from "@/lib/domain/error-codes";
import { containsUnreadableText } from "@/lib/validations/fields";

// One wrapper for every server action (ARCHITECTURE.md §4.3): validate with the shared zod
// schema, check the session and the capability, and answer { ok, data } or { ok: false, error,
// code, fieldErrors } for useActionState. Expected failures (AppError, lib/domain/app-error.ts)
// never throw past here; every one carries its code (ARCHITECTURE §4.10). A failure without a
// code is unexpected (a bug or an outage), logged here, and safe to retry.

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: string;
      code?: ErrorCode;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
      /** Set by the browser's JSON client (lib/client/api.ts) when the request never reached Haven. */
      offline?: true;
    };

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

type Input = FormData | Record<string, unknown>;

/**
 * A wrapped action takes its input alone (`action(input)`, from a hook or a handler) or as
 * `useActionState` and `<form action>` call it (`action(prevState, formData)`).
 */
export interface SafeAction<T> {
  (input?: Input): Promise<ActionResult<T>>;
  (prevState: ActionResult<T> | null | undefined, input: Input): Promise<ActionResult<T>>;
}

function inputOf(args: unknown[]): Input {
  return ((args.length >= 2 ? args[1] : args[0]) ?? {}) as Input;
}

function toObject(input: Input): Record<string, unknown> {
  if (input instanceof FormData) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of input.entries()) if (typeof value === "string" && !key.startsWith("$ACTION")) out[key] = value;
    return out;
  }
  return input ?? {};
}

/** Echo back what she typed (never passwords) so a failed submit loses nothing. */
function echo(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "string" && !/password|token/i.test(key)) out[key] = value;
  }
  return out;
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    out[key] ??= issue.message;
  }
  return out;
}

export const MALFORMED_INPUT = "Please check the form and try again.";

/** Validation that cannot throw: malformed input (a value a preprocess step cannot read, a
 * reference where text belongs, NUL or broken UTF-8 anywhere) is an answer, never a server
 * error, and never reaches the database (issue 15). */
function parse<S extends z.ZodType>(schema: S, input: Input): { raw: Record<string, unknown>; parsed: z.ZodSafeParseResult<z.infer<S>> | null } {
  let raw: Record<string, unknown> = {};
  try {
    raw = toObject(input);
    if (containsUnreadableText(raw)) return { raw: {}, parsed: null };
    return { raw, parsed: schema.safeParse(raw) as z.ZodSafeParseResult<z.infer<S>> };
  } catch {
    return { raw, parsed: null };
  }
}

export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";

async function run<S extends z.ZodType, T>(schema: S, input: Input, handler: (data: z.infer<S>) => Promise<T>): Promise<ActionResult<T>> {
  const { raw, parsed } = parse(schema, input);
  if (!parsed) return { ok: false, error: MALFORMED_INPUT, code: "invalid" };
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0] ?? "Please check the form.", code: "invalid", fieldErrors, values: echo(raw) };
  }
  try {
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    // Next's redirect() and notFound() throw errors of their own that must propagate.
    unstable_rethrow(error);
    if (error instanceof AppError) return { ok: false, error: error.message, code: error.code, fieldErrors: error.fieldErrors, values: echo(raw) };
    console.error("[action] unexpected failure", error);
    return { ok: false, error: UNEXPECTED_MESSAGE, values: echo(raw) };
  }
}

export function publicAction<S extends z.ZodType, T>(schema: S, handler: (data: z.infer<S>) => Promise<T>): SafeAction<T> {
  return ((...args: unknown[]) => run(schema, inputOf(args), handler)) as SafeAction<T>;
}

export const UNAVAILABLE_MESSAGE = DEFAULT_ERROR_MESSAGES.unavailable;
export const NOT_AUTHENTICATED = DEFAULT_ERROR_MESSAGES.unauthenticated;
export const NO_ACCESS = DEFAULT_ERROR_MESSAGES.forbidden;

/** The acting person, or why there is none: signed out, or the session store is down. */
async function actingState(): Promise<AuthState | null | "unavailable"> {
  try {
    return await getAuthState();
  } catch (error) {
    if (error instanceof SessionUnavailableError) return "unavailable";
    throw error;
  }
}

type Ctx = { actor: Actor; state: AuthState };

function signedIn<S extends z.ZodType, T>(permission: Permission | null, schema: S, handler: (data: z.infer<S>, ctx: Ctx) => Promise<T>): SafeAction<T> {
  return (async (...args: unknown[]): Promise<ActionResult<T>> => {
    const state = await actingState();
    if (state === "unavailable") return { ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" };
    if (!state) return { ok: false, error: NOT_AUTHENTICATED, code: "unauthenticated" };
    if (permission && !can(state.roles, permission)) return { ok: false, error: NO_ACCESS, code: "forbidden" };
    return run(schema, inputOf(args), (data) => handler(data, { actor: toActor(state), state }));
  }) as SafeAction<T>;
}

/** An action for anyone signed in. */
export function userAction<S extends z.ZodType, T>(schema: S, handler: (data: z.infer<S>, ctx: Ctx) => Promise<T>): SafeAction<T> {
  return signedIn(null, schema, handler);
}

/** An action for those who hold `permission` (lib/auth/permissions.ts). */
export function permittedAction<S extends z.ZodType, T>(permission: Permission, schema: S, handler: (data: z.infer<S>, ctx: Ctx) => Promise<T>): SafeAction<T> {
  return signedIn(permission, schema, handler);
}
