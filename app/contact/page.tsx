import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { ContactForm } from "./contact-form";

export const metadata: Metadata = { title: "Contact Us" };

/** Contact us (issue 18): a message and, if she wants an answer, a reply address. Nothing else. */
export default function ContactPage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight">Contact Us</h1>
      <div className="mt-4 space-y-3 text-muted-foreground">
        <p>Write to the Haven team about anything: a problem with the app, a question, or something that worried you. A real person reads every message.</p>
        <p>
          You don&apos;t need an account, and we don&apos;t ask for your name. If you want an answer, leave an e-mail address that is safe for you to use. If
          you leave it empty, we cannot reply.
        </p>
        <p>To report a supporter or a message, you can also use the Report button next to it.</p>
      </div>
      <ContactForm />
      <CrisisNumbers />
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">Back to Haven</Link>
      </Button>
    </main>
  );
}
