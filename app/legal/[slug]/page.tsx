import Link from "next/link";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";

const DOCS: Record<string, string> = {
  terms: "Terms of Use",
  privacy: "Privacy Policy",
  "professional-guidelines": "Professional Supporter Guidelines",
  "safety-guidelines": "Safety Guidelines",
};

export function generateStaticParams() {
  return Object.keys(DOCS).map((slug) => ({ slug }));
}

// Only the documents above exist: any other slug is a 404 that is never rendered or cached.
export const dynamicParams = false;

export default async function LegalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  // Own keys only: "__proto__" or "constructor" are not documents.
  const title = Object.hasOwn(DOCS, slug) ? DOCS[slug] : undefined;
  if (!title) notFound();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted-foreground">
        This document is being written with our legal and safeguarding advisers and will be published here before Haven opens to the public.
      </p>
      <Button asChild variant="outline" className="mt-8"><Link href="/">Back to Haven</Link></Button>
    </main>
  );
}
