import { canSwitchMode, type Mode, type RoleName } from "@/lib/domain/auth/roles";

/** The journal is for people looking after themselves: support takers, and supporters in support mode. */
export function canKeepJournal(roles: readonly RoleName[], mode: Mode): boolean {
  return roles.includes("support_taker") || (mode === "support_mode" && canSwitchMode(roles));
}

export const JOURNAL_FOR_SUPPORT_MODE = "Your journal is part of support mode. Switch to Support Mode to open it.";
