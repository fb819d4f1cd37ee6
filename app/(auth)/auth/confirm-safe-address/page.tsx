import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ConfirmSafeAddressForm } from "./confirm-form";

export const metadata: Metadata = { title: "Confirm your e-mail address" };

// The link e-mailed to her safe address (issue 16). Opening it changes nothing (mail scanners
// fetch links); the button does.
export default async function ConfirmSafeAddressPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthShell
      title="Confirm your e-mail address"
      footer={
        <Link href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Settings
        </Link>
      }
    >
      {token ? <ConfirmSafeAddressForm token={token} /> : <p role="alert">This link is not valid. Ask for a new one from Settings.</p>}
    </AuthShell>
  );
}
