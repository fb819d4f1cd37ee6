import { ShieldAlert } from "@/components/ui/icons";
import { cn } from "@/lib/utils";
import { CASE_TYPE_LABELS, SEVERITY_LABELS, type CaseType, type SeverityLevel } from "@/lib/domain/assessment";

// Calm colours: only 'critical' uses the alarm red (ARCHITECTURE.md §8). Every pair meets
// WCAG AA for small text.
const SEVERITY_STYLES: Record<SeverityLevel, string> = {
  low: "border-primary/25 bg-secondary text-secondary-foreground",
  moderate: "border-amber-300 bg-amber-50 text-amber-900",
  serious: "border-orange-300 bg-orange-50 text-orange-900",
  critical: "border-transparent bg-destructive text-destructive-foreground",
};

const pill = "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

export function SeverityBadge({ level, className }: { level: SeverityLevel | null; className?: string }) {
  if (!level) return null;
  return (
    <span data-testid="severity-badge" className={cn(pill, SEVERITY_STYLES[level], className)}>
      <span className="sr-only">Level: </span>
      {SEVERITY_LABELS[level]}
    </span>
  );
}

/** Shown when her answers included a sign of danger: gentle words, not an alarm. */
export function SafetyFirstMarker({ className }: { className?: string }) {
  return (
    <span data-testid="safety-first" className={cn(pill, "border-primary/40 bg-background text-primary", className)}>
      <ShieldAlert className="size-3.5" aria-hidden />
      Safety first
    </span>
  );
}

export function caseTypeLabel(caseType: string | null): string | null {
  return caseType && caseType in CASE_TYPE_LABELS ? CASE_TYPE_LABELS[caseType as CaseType] : null;
}

/** Severity, the safety marker and the kind of situation, in one wrapping row. */
export function AssessmentBadges({ severityLevel, urgent, caseType }: { severityLevel: SeverityLevel | null; urgent: boolean; caseType: string | null }) {
  const label = caseTypeLabel(caseType);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SeverityBadge level={severityLevel} />
      {urgent ? <SafetyFirstMarker /> : null}
      {label ? <span className={cn(pill, "border-border bg-muted text-muted-foreground")}>{label}</span> : null}
    </div>
  );
}
