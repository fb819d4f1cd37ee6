import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentView } from "@/components/content/document-view";
import { findDocument, LEGAL_DOCUMENTS } from "@/lib/content";

export function generateStaticParams() {
  return Object.keys(LEGAL_DOCUMENTS).map((slug) => ({ slug }));
}

// Only the documents above exist: any other slug is a 404 that is never rendered or cached.
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const doc = findDocument(LEGAL_DOCUMENTS, (await params).slug);
  return doc ? { title: doc.title } : {};
}

export default async function LegalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const doc = findDocument(LEGAL_DOCUMENTS, slug);
  if (!doc) notFound();
  const related = Object.values(LEGAL_DOCUMENTS)
    .filter((other) => other.slug !== slug)
    .map((other) => ({ href: `/legal/${other.slug}`, label: other.title }));
  return <DocumentView doc={doc} related={[...related, { href: "/info/help", label: "Help Center" }]} />;
}
