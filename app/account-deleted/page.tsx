import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AuthShell } from "@/components/auth/auth-shell";
import { CrisisNumbers } from "@/components/app/crisis-numbers";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false, follow: false } };

// Public on purpose (proxy.ts does not guard it): she arrives here already signed out. The page
// says nothing about who she was, so it is safe for anyone to see.
export default function AccountDeletedPage() {
  return (
    <AuthShell
      title="Your account has been deleted"
      description="Your Haven account and everything in it have been permanently deleted, and you've been signed out."
    >
      <div className="space-y-4">
        <p className="flex items-start gap-2 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          Your profile, stories and assessments, chats, emergency contacts and preferences are gone.
        </p>
        <p className="text-sm text-muted-foreground">
          If you ever need support again, you&apos;re always welcome back. You can start a new account at any time.
        </p>
        <Button asChild className="w-full">
          <Link href="/">Go to the home page</Link>
        </Button>
      </div>
      <CrisisNumbers />
    </AuthShell>
  );
}
