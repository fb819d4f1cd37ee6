import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PlainHeader } from "@/components/shell/plain-header";
import { DocumentBody, VersionLine } from "@/components/content/document-view";
import { requireUser } from "@/lib/auth/session";
import { LEGAL_DOCUMENTS } from "@/lib/content";
import { TERMS_CHANGES, TERMS_VERSION } from "@/lib/content/legal/agreement";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { safeNextPath } from "@/lib/domain/auth/redirects";
import { TermsConsentForm } from "./terms-consent-form";

export const metadata: Metadata = { title: "Updated terms" };

/** The documents she agrees to: everyone the terms and privacy policy; supporters their guidelines too. */
function documentsFor(roles: readonly string[]) {
  const docs = [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.privacy];
  if (roles.includes("professional_supporter")) docs.push(LEGAL_DOCUMENTS["professional-guidelines"]);
  if (roles.includes("local_supporter")) docs.push(LEGAL_DOCUMENTS["safety-guidelines"]);
  return docs;
}

// Shown at her next sign-in after the terms version changed (issue 18): she reads what changed
// and agrees, or signs out. requireUser() sends every other page here until she agrees.
export default async function TermsUpdatePage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const state = await requireUser({ terms: false });
  const raw = (await searchParams).next;
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw) ?? "";
  if (state.termsCurrent) redirect(next && !next.startsWith("/terms-update") ? next : dashboardRoute(state.primaryRole, state.currentMode));
  const docs = documentsFor(state.roles);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <PlainHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight">Our terms have changed</h1>
        <p className="mt-3 text-lg text-muted-foreground">Please read them and agree before you continue. {TERMS_CHANGES}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          If you are in danger, you can still use the{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, as before: leaving the consent gate goes back through the server's checks */}
          <a href="/emergency" className="font-medium text-primary underline">
            Emergency
          </a>{" "}
          page, or call{" "}
          <a href="tel:911" className="font-medium text-primary underline">
            911
          </a>
          .
        </p>
        <div className="mt-8 space-y-3">
          {docs.map((doc) => (
            <details key={doc.slug} className="group rounded-xl border bg-card">
              <summary className="flex min-h-14 cursor-pointer list-none flex-col justify-center px-5 py-3">
                <span className="font-semibold">{doc.title}</span>
                <VersionLine doc={doc} />
              </summary>
              <div className="border-t px-5 py-5">
                <DocumentBody doc={doc} headingLevel={3} />
              </div>
            </details>
          ))}
        </div>
        <TermsConsentForm version={TERMS_VERSION} next={next} documents={docs.map((d) => d.title)} />
      </main>
    </div>
  );
}
