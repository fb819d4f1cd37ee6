"use client";

import { RotateCw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { useRetry } from "./use-retry";
import { retryEmailAction } from "./actions";

// E-mails whose retries ran out (issue 16), with the provider's error and a Retry button.

export interface FailedEmail {
  id: string;
  toAddress: string;
  subject: string;
  error: string | null;
  attempts: number;
  createdAt: string;
}

export function FailedDeliveries({ emails }: { emails: FailedEmail[] }) {
  const { pending, retry } = useRetry(retryEmailAction);
  if (emails.length === 0) return null;
  return (
    <section aria-labelledby="failed-heading" className="mb-6 rounded-xl border border-destructive/40 bg-card">
      <h2 id="failed-heading" className="border-b px-4 py-3 font-semibold">
        Not delivered ({emails.length})
      </h2>
      <ul className="divide-y">
        {emails.map((email) => (
          <li key={email.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <span className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-medium">{email.subject}</span>
              <span className="block truncate text-muted-foreground">
                To {email.toAddress} · {email.attempts} attempts
              </span>
              {email.error ? <span className="block break-words text-destructive">{email.error}</span> : null}
            </span>
            <Button
              type="button"
              variant="outline"
              disabled={pending === email.id}
              onClick={() => retry(email.id)}
              aria-label={`Retry: ${email.subject} to ${email.toAddress}`}
            >
              <RotateCw aria-hidden /> Retry
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
