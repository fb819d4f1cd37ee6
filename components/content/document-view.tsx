import Link from "next/link";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { PlainHeader } from "@/components/shell/plain-header";
import type { Block, HavenDocument } from "@/lib/content/types";
import { parseInline } from "@/lib/content/inline-links";

const DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export function formatEffective(iso: string) {
  return DATE.format(new Date(`${iso}T00:00:00Z`));
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.type === "text" ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Link key={i} href={part.href} prefetch={false} className="font-medium text-primary underline underline-offset-2">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === "string")
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  if ("steps" in block)
    return (
      <ol className="list-decimal space-y-2 pl-6">
        {block.steps.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ol>
    );
  return (
    <p className="rounded-lg border border-primary/30 bg-secondary px-4 py-3 font-medium text-secondary-foreground">
      <Inline text={block.note} />
    </p>
  );
}

/** The sections of a document, with its headings one level under `level`. */
export function DocumentBody({ doc, headingLevel = 2 }: { doc: HavenDocument; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-8">
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
          <Heading id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
            {section.heading}
          </Heading>
          <div className="mt-3 space-y-3 leading-relaxed">
            {section.blocks.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function VersionLine({ doc }: { doc: HavenDocument }) {
  return (
    <p className="text-sm text-muted-foreground">
      Version {doc.version} · In effect from <time dateTime={doc.effective}>{formatEffective(doc.effective)}</time>
    </p>
  );
}

/** A legal, safety or help page: title, version and date, contents, sections. Server-rendered. */
export function DocumentView({ doc, related }: { doc: HavenDocument; related?: { href: string; label: string }[] }) {
  return (
    <>
      <PlainHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight">{doc.title}</h1>
        <div className="mt-2">
          <VersionLine doc={doc} />
        </div>
        <p className="mt-4 text-lg text-muted-foreground">
          <Inline text={doc.summary} />
        </p>
        {doc.crisis ? <CrisisNumbers /> : null}
        <nav aria-labelledby="contents-heading" className="mt-8 rounded-xl border bg-card p-5">
          <h2 id="contents-heading" className="text-sm font-semibold">
            On this page
          </h2>
          <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10">
          <DocumentBody doc={doc} />
        </div>
        {related?.length ? (
          <nav aria-labelledby="related-heading" className="mt-12 border-t pt-6">
            <h2 id="related-heading" className="text-sm font-semibold">
              Also read
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-6">
              {related.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Button asChild variant="outline" className="mt-8">
          <Link href="/">Back to Haven</Link>
        </Button>
      </main>
    </>
  );
}
