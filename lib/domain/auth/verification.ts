// Kept for older imports: the verification rules live with the supporters domain.
export { VERIFICATION_LABELS, type VerificationStatusName } from "@/lib/domain/supporters/verification";
