import type { EmailTemplate, TemplateGroup } from "./define";
import { welcomeLocal, welcomeProfessional, welcomeSupportTaker } from "./welcome";
import { verificationApproved, verificationNeedsInfo, verificationRejected } from "./verification";
import { alertConfirmation, alertResolved, contactAlert, nearbyAlert } from "./emergency";
import { assessmentIncomplete, onboardingIncomplete, roadmapMilestone } from "./engagement";
import { checkIn, noSupporterYet } from "./safety";
import { journalExport } from "./journal";
import { firstMessage, matchAccepted, newMatch, supporterThankYou } from "./community";
import { featureHighlight, inactiveUser, successStory } from "./reengagement";
import { adminEmergencyAlert, adminNewUser, adminSupporterApplication } from "./admin";
import { newDeviceSignIn, passwordChanged, reclaimAddress, resetPassword, signupAttempt, verifyEmail } from "./security";

// Every e-mail Haven sends (issue 16), in the template tester's order. The worker renders them
// by id; the tester previews and sends them with their default props.

export const EMAIL_TEMPLATES = [
  welcomeSupportTaker,
  welcomeProfessional,
  welcomeLocal,
  verificationApproved,
  verificationNeedsInfo,
  verificationRejected,
  alertConfirmation,
  contactAlert,
  nearbyAlert,
  alertResolved,
  onboardingIncomplete,
  assessmentIncomplete,
  roadmapMilestone,
  checkIn,
  noSupporterYet,
  journalExport,
  newMatch,
  matchAccepted,
  firstMessage,
  supporterThankYou,
  inactiveUser,
  featureHighlight,
  successStory,
  adminNewUser,
  adminSupporterApplication,
  adminEmergencyAlert,
  verifyEmail,
  resetPassword,
  passwordChanged,
  newDeviceSignIn,
  signupAttempt,
  reclaimAddress,
] as const;

export type TemplateId = (typeof EMAIL_TEMPLATES)[number]["id"];

type ById = { [T in (typeof EMAIL_TEMPLATES)[number] as T["id"]]: T };
export type TemplateProps<Id extends TemplateId> = ById[Id]["defaults"];

export const TEMPLATE_GROUPS: { id: TemplateGroup; label: string }[] = [
  { id: "welcome", label: "Welcome" },
  { id: "verification", label: "Verification" },
  { id: "emergency", label: "Emergency" },
  { id: "engagement", label: "Engagement" },
  { id: "safety", label: "Safety" },
  { id: "community", label: "Community" },
  { id: "re-engagement", label: "Re-engagement" },
  { id: "admin", label: "Admin" },
  { id: "security", label: "Account security" },
];

export function emailTemplate(id: string): EmailTemplate<Record<string, unknown>> | null {
  return (EMAIL_TEMPLATES.find((template) => template.id === id) as unknown as EmailTemplate<Record<string, unknown>> | undefined) ?? null;
}
