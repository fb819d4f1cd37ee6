import "server-only";
import { z } from "zod";
import { SessionUnavailableError, getAuthState, toActor, type AuthState } from "@/lib/auth/session";
import { ForbiddenError, type Actor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";
import type { ErrorCode } from "@/lib/domain/error-codes";
import { containsUnreadableText } from "@/lib/validations/fields";

// One wrapper for every server action (ARCHITECTURE.md §4.3): validate with the shared zod
// schema, check the session and role, and answer { ok, data } or { ok: false, error,
// fieldErrors } for useActionState. Expected failures never throw.

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; error: string; code?: ErrorCode; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** An expected failure; with a code when the client acts on it (ARCHITECTURE §4.10). */
export class ActionError extends Error {
  constructor(message: string, public fieldErrors?: Record<string, string>, public code?: ErrorCode) {
    super(message);
    this.name = "ActionError";
  }
}

type Input = FormData | Record<string, unknown>;

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

async function run<S extends z.ZodType, T>(schema: S, input: Input, handler: (data: z.infer<S>) => Promise<T>): Promise<ActionResult<T>> {
  const { raw, parsed } = parse(schema, input);
  if (!parsed) return { ok: false, error: MALFORMED_INPUT, code: "invalid" };
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0] ?? "Please check the form.", fieldErrors, values: echo(raw) };
  }
  try {
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: error.message, ...(error.code ? { code: error.code } : {}), fieldErrors: error.fieldErrors, values: echo(raw) };
    if (error instanceof ForbiddenError) return { ok: false, error: error.message };
    // Next's redirect() throws a special error that must propagate.
    if (error && typeof error === "object" && "digest" in error && String((error as { digest: unknown }).digest).startsWith("NEXT_")) throw error;
    console.error("[action] unexpected failure", error);
    return { ok: false, error: "Something went wrong. Please try again.", values: echo(raw) };
  }
}

export function publicAction<S extends z.ZodType, T>(schema: S, handler: (data: z.infer<S>) => Promise<T>) {
  return (input: Input) => run(schema, input, handler);
}

export const UNAVAILABLE_MESSAGE = "Haven is having trouble right now. Your data is safe. Please try again in a minute.";

/** The acting person, or why there is none: signed out, or the session store is down. */
async function actingState(): Promise<AuthState | null | "unavailable"> {
  try {
    return await getAuthState();
  } catch (error) {
    if (error instanceof SessionUnavailableError) return "unavailable";
    throw error;
  }
}

export function userAction<S extends z.ZodType, T>(schema: S, handler: (data: z.infer<S>, ctx: { actor: Actor; state: AuthState }) => Promise<T>) {
  return async (input: Input): Promise<ActionResult<T>> => {
    const state = await actingState();
    if (state === "unavailable") return { ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" };
    if (!state) return { ok: false, error: "Not authenticated" };
    return run(schema, input, (data) => handler(data, { actor: toActor(state), state }));
  };
}

export function roleAction<S extends z.ZodType, T>(permission: Permission, schema: S, handler: (data: z.infer<S>, ctx: { actor: Actor; state: AuthState }) => Promise<T>) {
  return async (input: Input): Promise<ActionResult<T>> => {
    const state = await actingState();
    if (state === "unavailable") return { ok: false, error: UNAVAILABLE_MESSAGE, code: "unavailable" };
    if (!state) return { ok: false, error: "Not authenticated" };
    if (!can(state.roles, permission)) return { ok: false, error: "You do not have access to this." };
    return run(schema, input, (data) => handler(data, { actor: toActor(state), state }));
  };
}
