import type { CrisisResult } from "@/lib/domain/crisis";

// What Clara knows when she answers: the conversation so far, the crisis check of the new
// message, and a summary of the person's latest assessment and roadmap. Nothing that
// identifies her: no e-mail, no account details, no location.

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ClaraContext {
  /** lib/domain/assessment CaseType of her latest completed assessment. */
  caseType?: string | null;
  /** lib/domain/assessment SeverityLevel of that assessment. */
  severityLevel?: string | null;
  /** Any danger indicator in that assessment (lib/domain/assessment isUrgent). */
  urgent?: boolean;
  /** Labels of those indicators, for the model's context only (RISK_FLAG_LABELS). */
  riskFlags?: readonly string[] | null;
  /** Her roadmap: overall percent done and the title of the first step not yet done. */
  roadmap?: { percent: number; nextStep?: string } | null;
  /** The name she chose to be called in Haven; used only in the built-in greeting. */
  displayName?: string | null;
}

export interface ClaraInput {
  message: string;
  history: ChatTurn[];
  crisis: CrisisResult;
  context?: ClaraContext;
}
