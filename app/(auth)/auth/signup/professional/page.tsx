import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginInstead } from "@/components/auth/sign-up-form";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { ProfessionalSignUp } from "./professional-sign-up";

export const metadata: Metadata = { title: "Join as Professional Supporter" };

export default async function ProfessionalSignUpPage() {
  await redirectIfSignedIn();
  return (
    <AuthShell
      title="Join as Professional Supporter"
      description="Therapists, lawyers, HR experts and counsellors help remotely. Every application is reviewed before you appear to anyone."
      footer={<LoginInstead />}
    >
      <ProfessionalSignUp />
    </AuthShell>
  );
}
