import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { VERIFICATION_LABELS } from "@/lib/domain/auth/verification";

export const metadata: Metadata = { title: "Verification" };

const NEXT_STEPS: Record<string, string> = {
  pending: "Our team reviews every professional application, usually within a few working days. Until then you don't appear to anyone looking for help. We'll e-mail you when the review is done.",
  needs_info: "Our reviewer needs a little more information. Please check your e-mail for what is missing.",
  rejected: "We could not verify your application. Please check your e-mail for the reason and how to apply again.",
  approved: "You're verified. People looking for help can now find you in the directory.",
};

export default async function VerificationPendingPage() {
  const state = await requireUser();
  const status = state.verificationStatus;
  return (
    <section className="mx-auto max-w-2xl" aria-labelledby="verification-title">
      <h1 id="verification-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">Your verification</h1>
      <div className="mt-6 rounded-xl border bg-card p-6">
        {status ? (
          <>
            <p className="flex items-center gap-3">Current status: <Badge variant={status === "approved" ? "default" : "secondary"}>{VERIFICATION_LABELS[status]}</Badge></p>
            <p className="mt-4 text-muted-foreground">{NEXT_STEPS[status]}</p>
          </>
        ) : (
          <p className="text-muted-foreground">Verification applies to professional supporters. Your account does not need it.</p>
        )}
        <Button asChild variant="outline" className="mt-6"><Link href="/dashboard">Back to your dashboard</Link></Button>
      </div>
    </section>
  );
}
