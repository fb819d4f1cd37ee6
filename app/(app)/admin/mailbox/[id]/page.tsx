import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getMailboxMessage } from "@/lib/data/email-outbox";
import { isRecordId } from "@/lib/validations/fields";
import { isCaptureMailbox } from "@/lib/services/email";
import { readAttachmentRecord } from "@/lib/data/email-attachments";
import { formatBytes } from "@/lib/domain/journal";

export const metadata: Metadata = { title: "E-mail" };

/** Plain text with its links made clickable (the HTML body is not rendered: no iframes). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const state = await requirePermission("admin:mailbox");
  // With a production driver there is no readable mailbox, only the masked delivery log.
  if (!isCaptureMailbox()) notFound();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const message = await getMailboxMessage(toActor(state), id);
  if (!message) notFound();
  // Names and sizes only: the files themselves are built when sent and never kept here.
  const attached = readAttachmentRecord(message.attachments)?.files ?? [];
  return (
    <article className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link href="/admin/mailbox">
          <ArrowLeft aria-hidden /> Mailbox
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd>{message.fromName}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd>{message.toAddress}</dd>
        <dt className="text-muted-foreground">Sent</dt>
        <dd>{message.createdAt.toLocaleString("en-US")}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          {message.status}
          {message.error ? ` — ${message.error}` : ""}
        </dd>
        {attached.length ? (
          <>
            <dt className="text-muted-foreground">Attached</dt>
            <dd>{attached.map((file) => `${file.filename} (${formatBytes(file.size)})`).join(", ")}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 whitespace-pre-wrap rounded-xl border bg-card p-6 leading-relaxed" data-testid="email-body">
        <Linkified text={message.text} />
      </div>
    </article>
  );
}
