"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/auth/safe-action";
import type { AuthState } from "@/lib/auth/session";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FOR_SUPPORT_MODE, canKeepJournal } from "@/lib/domain/journal/access";
import { deleteJournalEntry, deleteWholeJournal } from "@/lib/data/journal-entries";
import { createJournalShare, revokeJournalShare } from "@/lib/data/journal-shares";
import { sendJournalExport } from "@/lib/data/journal-export-mail";
import { entryIdSchema, journalExportSchema, journalShareSchema, shareIdSchema } from "@/lib/validations/journal";

// Her journal's writes that carry no files (issue 22). Each checks here that she may keep a
// journal now (takers, supporters in support mode) and again in lib/data that it is hers.

function assertKeeper(state: AuthState) {
  if (!canKeepJournal(state.roles, state.currentMode)) throw new AppError("forbidden", JOURNAL_FOR_SUPPORT_MODE);
}

export const deleteEntryAction = userAction(entryIdSchema, async ({ entryId }, { actor, state }) => {
  assertKeeper(state);
  await deleteJournalEntry(actor, entryId);
  revalidatePath("/journal");
  return { entryId };
});

export const deleteJournalAction = userAction(z.object({}), async (_input, { actor, state }) => {
  assertKeeper(state);
  await deleteWholeJournal(actor);
  revalidatePath("/journal");
  return null;
});

export const createShareAction = userAction(journalShareSchema, async ({ supporterUserId, days }, { actor, state }) => {
  assertKeeper(state);
  const share = await createJournalShare(actor, supporterUserId, days);
  revalidatePath("/journal/share");
  return share;
});

export const revokeShareAction = userAction(shareIdSchema, async ({ shareId }, { actor, state }) => {
  assertKeeper(state);
  await revokeJournalShare(actor, shareId);
  revalidatePath("/journal/share");
  return { shareId };
});

/** "Send to my safe address": queued for her confirmed safe address only (lib/data/journal-export-mail.ts). */
export const sendExportAction = userAction(journalExportSchema, async ({ entryIds, timeZone }, { actor, state }) => {
  assertKeeper(state);
  return sendJournalExport(actor, entryIds, timeZone);
});
