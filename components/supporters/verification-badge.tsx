import { Badge } from "@/components/ui/badge";
import { VERIFICATION_LABELS, type VerificationStatusName } from "@/lib/domain/supporters/verification";

const VARIANT: Record<VerificationStatusName, "default" | "secondary" | "warning" | "outline"> = {
  approved: "default",
  pending: "secondary",
  needs_info: "warning",
  rejected: "outline",
};

/** A verification status with the spec's label (Verified, Pending Review, Needs Info, Rejected). */
export function VerificationBadge({ status, className }: { status: VerificationStatusName; className?: string }) {
  return (
    <Badge variant={VARIANT[status]} className={className} data-testid="verification-status">
      {VERIFICATION_LABELS[status]}
    </Badge>
  );
}
