import { CASE_TYPE_LABELS, RISK_FLAG_LABELS, SEVERITY_LABELS, questionById, type CaseType, type RiskFlag, type SeverityLevel } from "@/lib/domain/assessment";
import { canSwitchMode, type Mode, type RoleName } from "@/lib/domain/auth/roles";

// A support taker's conversation with a supporter, started from the directory's message
// dialog (spec part 2 §2 "Message dialog", §3 support_chats, §5).

export type SupporterKind = "professional" | "local";
export const CHAT_TYPE_OF: Record<SupporterKind, "professional_support" | "local_support"> = {
  professional: "professional_support",
  local: "local_support",
};

/** Spec part 2 §3: supporter chats are titled 'Chat with {name}'. */
export function supporterChatTitle(name: string): string {
  return `Chat with ${name}`;
}

/**
 * Messaging a supporter is for people looking for help: support takers, and supporters who
 * have switched to support mode to get help themselves.
 */
export function canMessageSupporters(roles: readonly RoleName[], mode: Mode): boolean {
  return roles.includes("support_taker") || (mode === "support_mode" && canSwitchMode(roles));
}

/** Clara is for people seeking support: a supporter at work (not in support mode) is not
 * offered a new conversation with her (issue 18). Everyone else is, admins included. */
export function canStartClaraChat(roles: readonly RoleName[], mode: Mode): boolean {
  return !(canSwitchMode(roles) && mode !== "support_mode");
}

/** What a local supporter is called where a professional shows her title. */
export function localSupporterTitle(city: string | null): string {
  return city ? `Local supporter in ${city}` : "Local supporter";
}

/** The line under a supporter's name: a professional's title, or 'Local supporter in {city}'. */
export function supporterTitle(kind: SupporterKind, professionalTitle: string | null, city: string | null): string | null {
  return kind === "professional" ? professionalTitle : localSupporterTitle(city);
}

export interface SharedAssessment {
  caseType: string | null;
  severityLevel: string | null;
  riskFlags: readonly string[];
  supportWanted: readonly string[];
}

const SUPPORT_WANTED_LABELS = new Map((questionById("support_wanted")?.options ?? []).map((o) => [o.value, o.label]));

/**
 * The short summary she may choose to share: the kind of situation, how serious it is, any
 * danger signs and what help she wants. Never her own words from the assessment.
 */
export function assessmentShareSummary(a: SharedAssessment): string {
  const parts: string[] = [];
  if (a.caseType && a.caseType in CASE_TYPE_LABELS) parts.push(`Situation: ${CASE_TYPE_LABELS[a.caseType as CaseType]}.`);
  if (a.severityLevel && a.severityLevel in SEVERITY_LABELS) parts.push(`Assessment result: ${SEVERITY_LABELS[a.severityLevel as SeverityLevel]}.`);
  const flags = a.riskFlags.filter((f): f is RiskFlag => f in RISK_FLAG_LABELS).map((f) => RISK_FLAG_LABELS[f]);
  if (flags.length) parts.push(`Safety concerns: ${flags.join(", ")}.`);
  const wanted = a.supportWanted.map((v) => SUPPORT_WANTED_LABELS.get(v)).filter((l): l is string => Boolean(l));
  if (wanted.length) parts.push(`Looking for: ${wanted.join(", ")}.`);
  return parts.join(" ") || "Assessment completed.";
}

export interface SupporterChatContext {
  supporter_name: string;
  supporter_title: string | null;
  supporter_avatar_url: string | null;
  supporter_id: string;
  supporter_user_id: string;
  assessment_id?: string;
  case_type?: string | null;
  assessment_summary?: string;
}
