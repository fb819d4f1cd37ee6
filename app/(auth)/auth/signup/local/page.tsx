import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginInstead } from "@/components/auth/sign-up-form";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { LocalSignUp } from "./local-sign-up";

export const metadata: Metadata = { title: "Join as Local Supporter" };

export default async function LocalSignUpPage() {
  await redirectIfSignedIn();
  return (
    <AuthShell
      title="Join as Local Supporter"
      description="Help people near you in person: company, safety escorts and emergency response."
      footer={<LoginInstead />}
    >
      <LocalSignUp />
    </AuthShell>
  );
}
