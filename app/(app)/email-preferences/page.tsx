import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { requireUser, toActor } from "@/lib/auth/session";
import { getEmailPreferences, type EmailPreferences } from "@/lib/data/email-preferences";
import { EmailPreferencesForm } from "./email-preferences-form";

export const metadata: Metadata = { title: "Email Preferences" };

export default async function EmailPreferencesPage() {
  const state = await requireUser();
  let preferences: EmailPreferences | null = null;
  try {
    preferences = await getEmailPreferences(toActor(state));
  } catch (error) {
    console.error("[email-preferences] load failed", error);
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Email Preferences" description="Choose which e-mails Haven may send you." />
      {preferences ? (
        <EmailPreferencesForm initial={preferences} />
      ) : (
        <LoadError message="Failed to load email preferences. Please try again." toastOnMount />
      )}
    </div>
  );
}
