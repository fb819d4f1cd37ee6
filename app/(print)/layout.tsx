import { requireUser } from "@/lib/auth/session";

// Printable documents: signed in like the app, without its sidebar, tab bar or header.
export default async function PrintLayout({ children }: { children: React.ReactNode }) {
  await requireUser();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0 sm:px-6">
      {children}
    </main>
  );
}
