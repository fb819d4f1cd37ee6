import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string; error?: string }> }) {
  const { token, error } = await searchParams;
  const usable = token && !error;
  return (
    <AuthShell
      title="Choose a new password"
      footer={
        <Link href="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="space-y-4">
          <p>This reset link is not valid or has expired. Links work once, for one hour.</p>
          <Link href="/auth/forgot-password" className="font-medium text-primary underline">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
