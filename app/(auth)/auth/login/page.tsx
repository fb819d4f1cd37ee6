import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { redirectIfSignedIn } from "@/lib/auth/redirect-if-signed-in";
import { LoginNotice } from "./login-notice";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Log in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string; reset?: string }> }) {
  const { next, reset } = await searchParams;
  await redirectIfSignedIn(next);
  return (
    <AuthShell
      title="Welcome back"
      description="Log in to continue. Everything you share stays private."
      footer={
        <>
          New here?{" "}
          <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {next?.startsWith("/assessment") ? (
        <>
          <LoginNotice title="Authentication Required" description="Please log in to start the assessment." />
          <p role="status" className="mb-4 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            Please log in to start the assessment.
          </p>
        </>
      ) : null}
      {reset ? (
        <p role="status" className="mb-4 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          Your password was changed. Please log in with your new password.
        </p>
      ) : null}
      <LoginForm next={next} />
    </AuthShell>
  );
}
