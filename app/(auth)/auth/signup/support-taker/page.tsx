import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginInstead } from "@/components/auth/sign-up-form";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { SupportTakerSignUp } from "./support-taker-sign-up";

export const metadata: Metadata = { title: "Get Support" };

export default async function SupportTakerSignUpPage() {
  await redirectIfSignedIn();
  return (
    <AuthShell title="Get Support" description="Create a private account. You don't need to give your name." footer={<LoginInstead />}>
      <SupportTakerSignUp />
    </AuthShell>
  );
}
