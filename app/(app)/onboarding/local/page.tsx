import type { Metadata } from "next";
import { requireOnboarding } from "@/lib/auth/onboarding-guard";
import { SafeBrowsingNote } from "@/components/safety/safe-browsing-note";
import { LocalOnboardingForm } from "./local-onboarding-form";

export const metadata: Metadata = { title: "Set Up Your Location" };

export default async function OnboardingLocalPage() {
  await requireOnboarding("local");
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Set Up Your Location</h1>
        <p className="mt-2 text-muted-foreground">
          Your city lets Haven connect you with women near you who ask for in-person help or raise an emergency alert. We keep only the city, never your
          address.
        </p>
      </header>
      <LocalOnboardingForm />
      <SafeBrowsingNote />
    </div>
  );
}
