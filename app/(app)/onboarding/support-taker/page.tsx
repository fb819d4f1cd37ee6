import type { Metadata } from "next";
import { requireOnboarding } from "@/lib/auth/onboarding-guard";
import { SafeBrowsingNote } from "@/components/safety/safe-browsing-note";
import { SupportTakerWelcome } from "./support-taker-welcome";

export const metadata: Metadata = { title: "Welcome to Haven!" };

export default async function OnboardingSupportTakerPage() {
  const { status } = await requireOnboarding("support-taker");
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome to Haven!</h1>
        <p className="mt-2 text-muted-foreground">You&apos;ve taken a brave step. Here is what you can do next, at your own pace.</p>
      </header>
      <SupportTakerWelcome alias={status.isAnonymous ? status.displayName : null} />
      <SafeBrowsingNote />
    </div>
  );
}
