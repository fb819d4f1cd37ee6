import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NotebookPen } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { DocumentView } from "@/components/content/document-view";
import { findDocument, INFO_PAGES } from "@/lib/content";

// Help, About and Accessibility are written pages (lib/content/info). Contact is a form of its
// own (/contact); this old address stays only so footer links in old pages still land.
const CONTACT = { title: "Contact Us" };

export function generateStaticParams() {
  return [...Object.keys(INFO_PAGES), "contact"].map((slug) => ({ slug }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const slug = (await params).slug;
  const doc = findDocument(INFO_PAGES, slug);
  return doc ? { title: doc.title } : slug === "contact" ? CONTACT : {};
}

const RELATED = [
  { href: "/info/help", label: "Help Center" },
  { href: "/info/about", label: "About Haven" },
  { href: "/info/accessibility", label: "Accessibility" },
  { href: "/legal/privacy", label: "Privacy Policy" },
  { href: "/legal/terms", label: "Terms of Use" },
];

export default async function InfoPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const doc = findDocument(INFO_PAGES, slug);
  if (doc) return <DocumentView doc={doc} related={RELATED.filter((link) => link.href !== `/info/${slug}`)} />;
  if (slug !== "contact") notFound();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight">{CONTACT.title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-xl border bg-card p-6">
        <NotebookPen className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-medium">Write to us privately.</p>
          <p className="mt-1 text-muted-foreground">
            Our contact form is at{" "}
            <Link href="/contact" className="text-primary underline">
              Contact us
            </Link>
            .
          </p>
        </div>
      </div>
      <CrisisNumbers />
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">Back to Haven</Link>
      </Button>
    </main>
  );
}
