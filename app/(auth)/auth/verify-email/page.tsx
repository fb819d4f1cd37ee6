import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ConfirmEmailForm } from "./confirm-email-form";

export const metadata: Metadata = { title: "Confirm your e-mail address" };

// The link from a confirmation e-mail. Opening it changes nothing (mail scanners fetch links);
// the button does.
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthShell
      title="Confirm your e-mail address"
      footer={
        <Link href="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      {token ? <ConfirmEmailForm token={token} /> : <p role="alert">This link is not valid. Sign in and ask for a new one.</p>}
    </AuthShell>
  );
}
