import type { Metadata } from "next";
import Link from "next/link";
import { Inbox } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/app/page-header";
import { EmptyState } from "@/components/app/empty-state";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listFailedEmails, listMailbox } from "@/lib/data/email-outbox";
import { FailedDeliveries } from "./failed-deliveries";
import { isCaptureMailbox } from "@/lib/services/email";
import { listSmsOutbox } from "@/lib/data/sms-outbox";
import { isCaptureSms } from "@/lib/services/sms";
import { formatPhone } from "@/lib/domain/phone/normalize";
import { TextMessages } from "./text-messages";

export const metadata: Metadata = { title: "Mailbox" };

export default async function MailboxPage() {
  const state = await requirePermission("admin:mailbox");
  const readable = isCaptureMailbox();
  const smsReadable = isCaptureSms();
  const [messages, failed, texts] = await Promise.all([
    listMailbox(toActor(state), { masked: !readable }),
    listFailedEmails(toActor(state)),
    listSmsOutbox(toActor(state), { readable: smsReadable }),
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader modeSwitch title="Mailbox" description="Every e-mail Haven sends, newest first, and every text message below." />
      {readable ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Development mailbox: no <code>RESEND_API_KEY</code> is set, so e-mails are kept here instead of being delivered. Anyone with admin access can read
          them, links included.
        </p>
      ) : (
        <p role="note" className="mb-4 rounded-md border bg-muted px-3 py-2 text-sm text-muted-foreground">
          Delivery log: e-mails are delivered through Resend. Recipients are masked and message bodies cannot be read here.
        </p>
      )}
      <FailedDeliveries emails={failed.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() }))} />
      {messages.length === 0 ? (
        <EmptyState icon={Inbox} title="No e-mails yet">
          Sign-ups and password resets will appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {messages.map((m) => (
            <li key={m.id}>
              {readable ? (
                <Link href={`/admin/mailbox/${m.id}`} className="flex flex-col gap-1 px-4 py-3 hover:bg-accent/50 sm:flex-row sm:items-center sm:gap-4">
                  <MailboxRow message={m} />
                </Link>
              ) : (
                <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <MailboxRow message={m} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <TextMessages
        readable={smsReadable}
        messages={texts.map((t) => ({
          ...t,
          to: smsReadable ? formatPhone(t.toNumber) : t.toNumber,
          createdAt: t.createdAt.toISOString(),
          createdLabel: formatWhen(t.createdAt),
        }))}
      />
    </div>
  );
}

function MailboxRow({ message: m }: { message: { subject: string; toAddress: string; status: string; createdAt: Date } }) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{m.subject}</span>
        <span className="block truncate text-sm text-muted-foreground">To {m.toAddress}</span>
      </span>
      <Badge variant="secondary">{m.status}</Badge>
      <time className="text-sm text-muted-foreground" dateTime={m.createdAt.toISOString()}>
        {formatWhen(m.createdAt)}
      </time>
    </>
  );
}

function formatWhen(date: Date): string {
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
