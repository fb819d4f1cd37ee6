import type { ErrorCode } from "./error-codes";

// The one expected-failure type (ARCHITECTURE §4.10). The data layer, actions and route
// handlers throw it; the wrappers (lib/auth/safe-action.ts, lib/auth/route-handler.ts) turn it
// into { ok: false, error, code, fieldErrors }, and clients decide on `code`, never on wording.
// Anything else thrown is unexpected: logged, answered without a code.

/** What each code says when the thrower has nothing more precise. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  unauthenticated: "Not authenticated",
  forbidden: "You do not have access to this.",
  not_found: "This could not be found.",
  invalid: "Please check the form and try again.",
  rate_limited: "Too many attempts. Please wait a moment and try again.",
  conflict: "This has changed in the meantime. Please reload and try again.",
  unavailable: "Haven is having trouble right now. Your data is safe. Please try again in a minute.",
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;

  constructor(code: ErrorCode, message: string = DEFAULT_ERROR_MESSAGES[code], fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
