"use client";

import { ConfirmAction } from "@/components/app/confirm-action";
import { LocalTime } from "@/components/app/local-time";
import { Button } from "@/components/ui/button";
import { ACCESS_LABELS } from "@/lib/domain/journal/shares";
import type { ShareView } from "@/lib/data/journal-shares";
import { revokeShareAction } from "../actions";

const STATE_LABELS = { active: "Active", expired: "Expired", revoked: "Stopped" } as const;

export function ShareList({ shares }: { shares: ShareView[] }) {
  if (!shares.length) return null;
  return (
    <section aria-labelledby="shares-title" className="mt-8">
      <h2 id="shares-title" className="mb-3 text-lg font-semibold">
        Who you shared with
      </h2>
      <ul className="space-y-3">
        {shares.map((share) => (
          <li key={share.id} className="rounded-xl border p-4" data-testid="journal-share" data-state={share.state}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">
                  {share.supporterName} {share.supporterTitle ? <span className="font-normal text-muted-foreground">({share.supporterTitle})</span> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {STATE_LABELS[share.state]} ·{" "}
                  {share.state === "revoked" && share.revokedAt ? (
                    <>
                      stopped <LocalTime iso={share.revokedAt} />
                    </>
                  ) : (
                    <>
                      {share.state === "expired" ? "ended" : "until"} <LocalTime iso={share.expiresAt} />
                    </>
                  )}
                </p>
              </div>
              {share.state === "active" ? <RevokeShare share={share} /> : null}
            </div>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer text-sm font-medium text-primary">
                {share.accesses.length === 0 ? "Not opened yet" : share.accesses.length === 1 ? "Opened once" : `Opened ${share.accesses.length} times`}
              </summary>
              {share.accesses.length ? (
                <ul className="mt-1 space-y-1 text-sm" aria-label={`What ${share.supporterName} opened`}>
                  {share.accesses.map((access, index) => (
                    <li key={index}>
                      <LocalTime iso={access.at} /> · {ACCESS_LABELS[access.what] ?? access.what}
                    </li>
                  ))}
                </ul>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RevokeShare({ share }: { share: ShareView }) {
  return (
    <ConfirmAction
      trigger={<Button variant="outline">Stop sharing</Button>}
      title={`Stop sharing with ${share.supporterName}?`}
      description="They will no longer be able to open your journal. What they already read cannot be taken back."
      confirmLabel="Stop sharing"
      run={() => revokeShareAction({ shareId: share.id })}
      failure="Could not stop sharing"
      success="Sharing stopped"
    />
  );
}
