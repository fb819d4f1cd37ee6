"use client";

import { MessageSquare, RotateCw } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRetry } from "./use-retry";
import { retrySmsAction } from "./actions";

// Text messages beside the e-mails (issue 16): the captured ones readable in the dev outbox (no
// Twilio), a masked delivery log with Twilio; those whose retries ran out carry a Retry.

export interface TextMessageRow {
  id: string;
  to: string;
  body: string | null;
  kind: string;
  status: string;
  error: string | null;
  attempts: number;
  createdAt: string;
  createdLabel: string;
}

export function TextMessages({ messages, readable }: { messages: TextMessageRow[]; readable: boolean }) {
  const { pending, retry } = useRetry(retrySmsAction);
  return (
    <section aria-labelledby="sms-heading" className="mt-8">
      <h2 id="sms-heading" className="mb-1 text-lg font-semibold">
        Text messages
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {readable
          ? "Development outbox: no Twilio settings are set, so text messages are kept here instead of being sent. Newest first."
          : "Delivery log: text messages are sent through Twilio. Numbers are masked and messages cannot be read here."}
      </p>
      {messages.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
          <MessageSquare className="size-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 font-medium">No text messages yet</p>
          <p className="text-sm text-muted-foreground">Emergency alerts to her contacts will appear here.</p>
        </div>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Text messages, newest first">
          {messages.map((sms) => (
            <li key={sms.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium">To {sms.to}</span>
                {sms.body !== null ? <span className="block whitespace-pre-wrap break-words">{sms.body}</span> : null}
                <span className="block text-muted-foreground">
                  {sms.kind} · {sms.attempts} {sms.attempts === 1 ? "attempt" : "attempts"}
                </span>
                {sms.error ? <span className="block break-words text-destructive">{sms.error}</span> : null}
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <Badge variant={sms.status === "failed" ? "destructive" : "secondary"}>{sms.status}</Badge>
                <time className="text-sm text-muted-foreground" dateTime={sms.createdAt}>
                  {sms.createdLabel}
                </time>
                {sms.status === "failed" ? (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={pending === sms.id}
                    onClick={() => retry(sms.id)}
                    aria-label={`Retry: text message to ${sms.to}`}
                  >
                    <RotateCw aria-hidden /> Retry
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
