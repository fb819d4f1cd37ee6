import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NotebookPen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";

// Footer destinations that are not written yet. Each says so plainly instead of pretending.
const PAGES: Record<string, { title: string; about: string; crisis?: boolean }> = {
  about: { title: "About Haven", about: "who we are, why we built Haven and how we keep it safe and independent" },
  help: { title: "Help Center", about: "answers to common questions about accounts, privacy, supporters and emergency features", crisis: true },
  accessibility: { title: "Accessibility", about: "how Haven works with screen readers, keyboards and other assistive technology, and how to tell us about a problem" },
};

export function generateStaticParams() {
  return Object.keys(PAGES).map((slug) => ({ slug }));
}

export const dynamicParams = false;

/** Own keys only: "__proto__" or "constructor" are not pages. */
function pageFor(slug: string) {
  return Object.hasOwn(PAGES, slug) ? PAGES[slug] : undefined;
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const page = pageFor((await params).slug);
  return page ? { title: page.title } : {};
}

export default async function InfoPage({ params }: { params: Promise<{ slug: string }> }) {
  const page = pageFor((await params).slug);
  if (!page) notFound();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight">{page.title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-xl border bg-card p-6">
        <NotebookPen className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-medium">This page is being written.</p>
          <p className="mt-1 text-muted-foreground">It will cover {page.about}. It is not ready yet, and we would rather say so than fill it with placeholder text.</p>
        </div>
      </div>
      {page.crisis ? <CrisisNumbers /> : null}
      <Button asChild variant="outline" className="mt-8"><Link href="/">Back to Haven</Link></Button>
    </main>
  );
}
