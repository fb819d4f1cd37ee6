import type { Metadata } from "next";
import { requireOnboarding } from "@/lib/auth/onboarding-guard";
import { toActor } from "@/lib/auth/session";
import { getOwnProfessional } from "@/lib/data/professional-supporters";
import { SafeBrowsingNote } from "@/components/safety/safe-browsing-note";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";
import { sortSpecializations } from "@/lib/domain/supporters/specializations";
import { ProfessionalOnboardingForm } from "./professional-onboarding-form";

export const metadata: Metadata = { title: "Complete Your Profile" };

export default async function OnboardingProfessionalPage() {
  const { state } = await requireOnboarding("professional");
  const professional = await getOwnProfessional(toActor(state));
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Complete Your Profile</h1>
        <p className="mt-2 text-muted-foreground">
          Our team reviews every professional before anyone is connected with them. Tell us how you help, so that once you are verified the right people can
          find you from day one. Your CV helps us confirm your qualifications sooner.
        </p>
      </header>
      {professional ? (
        <ProfessionalOnboardingForm
          professionalId={professional.id}
          cvFileName={professional.hasCv ? professional.cvFileName : null}
          alsoLocal={professional.isAlsoLocalSupporter}
          initial={{
            specializations: sortSpecializations(professional.specializations.map((s) => s.specialization)),
            languages: professional.languages,
            availability: availabilityOrDefault(professional.availability),
          }}
        />
      ) : (
        <p role="alert" className="rounded-md border border-destructive/40 p-4">
          We could not find your professional application. Please contact support.
        </p>
      )}
      <SafeBrowsingNote />
    </div>
  );
}
