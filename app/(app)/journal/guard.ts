import "server-only";
import { redirect } from "next/navigation";
import { requireUser, toActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { canKeepJournal } from "@/lib/domain/journal/access";

/** Her own journal: support takers, and supporters in support mode (others see what was shared with them). */
export async function requireJournalKeeper() {
  const state = await requireUser();
  if (!canKeepJournal(state.roles, state.currentMode)) redirect(can(state.roles, "journal:read-shared") ? "/journal/shared" : "/");
  return { state, actor: toActor(state) };
}

/** Journals shared with a supporter. */
export async function requireSharedReader() {
  const state = await requireUser();
  if (!can(state.roles, "journal:read-shared")) redirect("/journal");
  return { state, actor: toActor(state) };
}
