import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { getEmailPreferences } from "@/lib/data/email-preferences";
import { EmailPreferencesForm } from "./email-preferences-form";

export const metadata: Metadata = { title: "Email Preferences" };

export default async function EmailPreferencesPage() {
  const state = await requireUser();
  // A failed read is answered by ./error.tsx.
  const preferences = await getEmailPreferences(toActor(state));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Email Preferences" description="Choose which e-mails Haven may send you." />
      <EmailPreferencesForm initial={preferences} />
    </div>
  );
}
