import "server-only";
import { SessionUnavailableError, getAuthState, toActor } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/actor";
import { isAppError } from "@/lib/domain/app-error";
import { declaredTooLarge, isCrossSite } from "@/lib/auth/request-guards";
import { jsonResult, STATUS_OF } from "@/lib/auth/route-handler";
import { UNAVAILABLE_MESSAGE, type ActionResult } from "@/lib/auth/safe-action";
import type { RoleName } from "@/lib/domain/auth/roles";
import type { ErrorCode } from "@/lib/domain/error-codes";

// The multipart twin of route-handler's userRoute, for the routes that take a file (a CV, a
// profile picture) and the one that removes it. Each request is checked here (session, who may,
// same origin, declared size, a file present) and again in lib/data. The body is the
// ActionResult shape the JSON routes answer, `{ ok, data }` or `{ ok: false, error, code }`,
// with the toast's `title` beside `error` (its description).

type Message = { title: string; description: string };

/** What the upload use-case answers: its data, or a refusal with the HTTP status to send. */
export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; status: number; title: string; description: string };

interface RouteOptions {
  /** The title of every failure's toast ("Upload failed"). */
  title: string;
  /** Who may (by role); others are refused with `notAllowed`. */
  allowed(roles: RoleName[]): boolean;
  notAllowed: string;
  /** Said when the request comes from another site. */
  crossSite: string;
  /** Said when something unexpected failed (it is logged under `log`). */
  failed: string;
  log: string;
}

interface FileRules {
  maxBytes: number;
  tooLarge: Message;
  /** Said when the form has no file. */
  missing: string;
}

/** Multipart overhead is small: a body declared far past the limit is refused before it is read. */
const MULTIPART_OVERHEAD = 64 * 1024;

const CODES: Record<number, ErrorCode> = {
  400: "invalid",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "invalid",
  415: "invalid",
  429: "rate_limited",
  503: "unavailable",
};

function refuse(status: number, title: string, description: string): Response {
  const code = CODES[status];
  const body: ActionResult<never> & { title: string } = { ok: false, error: description, ...(code ? { code } : {}), title };
  return jsonResult(body, status);
}

type Guarded = { actor: Actor } | { refused: Response };

async function guard(request: Request, options: RouteOptions): Promise<Guarded> {
  let state: Awaited<ReturnType<typeof getAuthState>>;
  try {
    state = await getAuthState();
  } catch (error) {
    if (error instanceof SessionUnavailableError) return { refused: refuse(503, options.title, UNAVAILABLE_MESSAGE) };
    throw error;
  }
  if (!state) return { refused: refuse(401, options.title, "Please sign in again.") };
  if (!options.allowed(state.roles)) return { refused: refuse(403, options.title, options.notAllowed) };
  // Cookies are SameSite=Lax, and a cross-site form post is refused here as well.
  if (isCrossSite(request)) return { refused: refuse(403, options.title, options.crossSite) };
  return { actor: toActor(state) };
}

async function answer<T>(options: RouteOptions, run: () => Promise<UploadOutcome<T>>): Promise<Response> {
  try {
    const outcome = await run();
    if (!outcome.ok) return refuse(outcome.status, outcome.title, outcome.description);
    return jsonResult({ ok: true, data: outcome.data });
  } catch (error) {
    if (isAppError(error)) return refuse(STATUS_OF[error.code], options.title, error.message);
    console.error(options.log, error);
    return refuse(500, options.title, options.failed);
  }
}

/** POST multipart/form-data with `file`, handed to `handler` with the acting person. */
export function uploadRoute<T>(options: RouteOptions & { file: FileRules }, handler: (file: File, actor: Actor) => Promise<UploadOutcome<T>>) {
  return async (request: Request): Promise<Response> => {
    const checked = await guard(request, options);
    if ("refused" in checked) return checked.refused;
    const { maxBytes, tooLarge, missing } = options.file;
    if (declaredTooLarge(request, maxBytes + MULTIPART_OVERHEAD)) return refuse(413, tooLarge.title, tooLarge.description);
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return refuse(400, options.title, "The file could not be read. Please try again.");
    }
    if (!(file instanceof File)) return refuse(400, options.title, missing);
    return answer(options, () => handler(file, checked.actor));
  };
}

/** A request without a body (removing an upload), checked the same way. */
export function uploadRemovalRoute<T>(options: RouteOptions, handler: (actor: Actor) => Promise<UploadOutcome<T>>) {
  return async (request: Request): Promise<Response> => {
    const checked = await guard(request, options);
    if ("refused" in checked) return checked.refused;
    return answer(options, () => handler(checked.actor));
  };
}
