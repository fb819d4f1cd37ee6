"use server";

import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/auth/safe-action";
import type { AuthState } from "@/lib/auth/session";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FOR_SUPPORT_MODE, canKeepJournal } from "@/lib/domain/journal/access";
import { deleteJournalEntry, deleteWholeJournal } from "@/lib/data/journal-entries";
import { createJournalShare, revokeJournalShare } from "@/lib/data/journal-shares";
import { entryIdSchema, journalExportSchema, journalShareSchema, shareIdSchema } from "@/lib/validations/journal";
import { can } from "@/lib/auth/permissions";
import { authSecret, env } from "@/lib/env";
import { EXPORT_LINK_DAYS, exportLinkQuery } from "@/lib/domain/journal/export-link";
import { getSafeAddress } from "@/lib/data/safe-addresses";
import { loadJournalExport } from "@/lib/data/journal-export";
import { queueEmail } from "@/lib/services/email";

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

const NO_SAFE_ADDRESS = "Add and confirm a safe address in Settings first.";

/** "Send to my safe address": a signed, expiring download link, to her confirmed safe address only. */
export const sendExportAction = userAction(journalExportSchema, async ({ entryIds }, { actor, state }) => {
  assertKeeper(state);
  if (!can(state.roles, "notifications:safe-address")) throw new AppError("forbidden", NO_SAFE_ADDRESS);
  const { confirmed } = await getSafeAddress(actor);
  if (!confirmed) throw new AppError("invalid", NO_SAFE_ADDRESS);
  await loadJournalExport(actor, entryIds); // refuses an empty journal before anything is sent
  const expires = new Date(Date.now() + EXPORT_LINK_DAYS * 24 * 3600_000);
  const query = exportLinkQuery(authSecret(), actor.userId, entryIds, expires);
  await queueEmail({
    template: "journal-export",
    userId: actor.userId,
    key: `journal-export:${actor.userId}:${randomUUID()}`,
    props: {
      downloadUrl: `${env().APP_URL.replace(/\/$/, "")}/api/journal/export/mail?${query}`,
      expiresOn: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(expires),
    },
  });
  return { sentTo: confirmed };
});
