import "server-only";
import { SessionUnavailableError, getAuthState, toActor } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/actor";
import { declaredTooLarge, isCrossSite } from "@/lib/auth/request-guards";
import { failure, jsonResult, STATUS_OF } from "@/lib/auth/route-handler";
import { fieldErrorsOf, MALFORMED_INPUT, NOT_AUTHENTICATED, UNAVAILABLE_MESSAGE, UNEXPECTED_MESSAGE } from "@/lib/auth/safe-action";
import { isAppError } from "@/lib/domain/app-error";
import { JOURNAL_FILE_MAX_BYTES, JOURNAL_FILES_PER_ENTRY, JOURNAL_FOR_SUPPORT_MODE, canKeepJournal } from "@/lib/domain/journal";
import { containsUnreadableText } from "@/lib/validations/fields";
import { journalEntrySchema, type JournalEntryInput } from "@/lib/validations/journal";

// A journal entry is written in one multipart request: the fields and her files together, so an
// entry is never saved without the photo she took for it (issue 22). Checked here (session,
// takers and supporters in support mode, same origin, declared size, the shared zod schema) and
// again in lib/data (the owner is always the actor; files by their bytes).

const MAX_BODY = JOURNAL_FILE_MAX_BYTES * JOURNAL_FILES_PER_ENTRY + 256 * 1024;
const LIST_FIELDS = new Set(["behaviours", "keepFiles"]);

export function journalWriteRoute<T>(
  handler: (input: JournalEntryInput & { writeId?: string }, files: File[], actor: Actor, params: Record<string, string>) => Promise<T>,
) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> => {
    try {
      if (isCrossSite(request)) return failure("forbidden", "This request came from another site.");
      let state: Awaited<ReturnType<typeof getAuthState>>;
      try {
        state = await getAuthState();
      } catch (error) {
        if (error instanceof SessionUnavailableError) return failure("unavailable", UNAVAILABLE_MESSAGE);
        throw error;
      }
      if (!state) return failure("unauthenticated", NOT_AUTHENTICATED);
      if (!canKeepJournal(state.roles, state.currentMode)) return failure("forbidden", JOURNAL_FOR_SUPPORT_MODE);
      if (declaredTooLarge(request, MAX_BODY)) return failure("invalid", "These files are too large together. Please save fewer at once.");
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return failure("invalid", "The form could not be read. Please try again.");
      }
      const raw: Record<string, unknown> = {};
      const files: File[] = [];
      for (const [key, value] of form.entries()) {
        if (key === "files") {
          if (value instanceof File && value.size > 0) files.push(value);
        } else if (typeof value === "string") {
          if (!LIST_FIELDS.has(key)) raw[key] = value;
          else raw[key] = [...((raw[key] as string[] | undefined) ?? []), value];
        }
      }
      if (containsUnreadableText(raw)) return failure("invalid", MALFORMED_INPUT);
      const parsed = journalEntrySchema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return failure("invalid", Object.values(fieldErrors)[0] ?? MALFORMED_INPUT, { fieldErrors });
      }
      const writeId = typeof raw.writeId === "string" ? raw.writeId : undefined;
      return jsonResult({ ok: true, data: await handler({ ...parsed.data, writeId }, files, toActor(state), await context.params) });
    } catch (error) {
      if (isAppError(error)) return jsonResult({ ok: false, error: error.message, code: error.code, fieldErrors: error.fieldErrors }, STATUS_OF[error.code]);
      console.error("[journal] write failed", error);
      return jsonResult({ ok: false, error: UNEXPECTED_MESSAGE }, 500);
    }
  };
}
