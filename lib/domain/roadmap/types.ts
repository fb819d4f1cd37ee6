import type { Responses } from "../assessment/answers";
import type { CaseType } from "../assessment/case-type";
import type { RiskFlag } from "../assessment/risk";
import type { SeverityLevel } from "../assessment/scoring";
import type { Timeframe } from "./progress";

// The built-in roadmap engine's vocabulary: what it is given, what it reads from the answers,
// and the shape of one entry in its content library.

export interface RoadmapInput {
  caseType: CaseType;
  severityLevel: SeverityLevel;
  riskFlags: readonly string[];
  responses: Responses;
  scores?: {
    frequency?: number | null;
    escalation?: number | null;
    mentalHealth?: number | null;
    physicalSafety?: number | null;
    lifeImpact?: number | null;
    total?: number | null;
  };
}

/** What the answers say, read once, so that content rules stay one-liners. */
export interface Signals {
  caseType: CaseType;
  severity: SeverityLevel;
  flags: ReadonlySet<RiskFlag>;
  /** Any danger indicator (isUrgent). */
  urgent: boolean;
  /** Urgent or critical: the plan opens with safety steps and crisis lines. */
  safetyFirst: boolean;
  /** Her answer to "Do you feel physically safe right now?" */
  physicalSafety: string | null;
  /** She told us she doesn't (really) feel physically safe right now. */
  unsafeNow: boolean;
  /** This person has hurt her physically. */
  violence: boolean;
  relationship: string | null;
  where: ReadonlySet<string>;
  behaviours: ReadonlySet<string>;
  feelings: ReadonlySet<string>;
  impact: ReadonlySet<string>;
  support: ReadonlySet<string>;
  told: "yes" | "some" | "no" | null;
  frequency: string | null;
  escalation: string | null;
  /** How much it weighs on her day to day, 1 to 10 (null when unknown). */
  distress: number | null;
  /** distress of 7 or more. */
  highDistress: boolean;
}

export type Difficulty = "easy" | "moderate" | "challenging";
export type Importance = "high" | "medium" | "low";

/** The words of one step, exactly as she will read them. */
export interface StepText {
  title: string;
  goal: string;
  what: string;
  why: string;
  how: readonly string[];
  resources: readonly string[];
  estimated_time: string;
  difficulty: Difficulty;
  category: string;
}

/**
 * One step in the library. `weight` is how much it matters by default; `boost` adds what her
 * answers make more pressing. The higher the sum, the earlier it comes within its timeframe
 * and the higher its importance.
 */
export interface LibraryItem extends StepText {
  key: string;
  caseTypes: readonly CaseType[] | "all";
  /** Brings the step into other case types when her answers call for it. */
  alsoFor?: (s: Signals) => boolean;
  /** A condition in every case type (e.g. a danger sign she named). */
  when?: (s: Signals) => boolean;
  timeframe: Timeframe | ((s: Signals) => Timeframe);
  weight: number;
  boost?: (s: Signals) => number;
  /** A safety step: its place in the opening safety block when safety comes first (lower first). */
  safetyRank?: number;
}

export const CATEGORIES = {
  safety: "Safety",
  documentation: "Documentation",
  support: "Support",
  legal: "Legal options",
  workplace: "Workplace",
  selfCare: "Self-care",
  health: "Health",
  practical: "Practical steps",
  online: "Online safety",
  growth: "Moving forward",
} as const;
