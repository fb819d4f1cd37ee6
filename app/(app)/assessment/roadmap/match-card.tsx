"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import Link from "next/link";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/supporters/availability-badge";
import { SupporterIdentity } from "@/components/supporters/supporter-identity";
import { RatingBadge } from "@/components/supporters/rating-badge";
import { MessageButton } from "@/components/supporters/message-button";
import type { SupporterCardView } from "@/components/supporters/card-view";

/**
 * The roadmap's matches (null: matching failed), from what each card shows: one element with the
 * list as its data, so that no card is sent in a Flight row of its own (issue 20).
 */
export function MatchList({ matches }: { matches: SupporterCardView[] | null }) {
  return (
    <>
      {matches === null ? (
        <p role="alert" className="text-muted-foreground">
          Error loading recommendations. You can still browse everyone in the directory.
        </p>
      ) : matches.length === 0 ? (
        <p className="text-muted-foreground">No verified supporters are available to suggest right now. You can still browse everyone in the directory.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Matched supporters">
          {matches.map((s) => (
            <MatchCard key={`${s.kind}-${s.supporter_id}`} supporter={s} />
          ))}
        </ul>
      )}
      <Button asChild variant="outline" className="mt-4">
        <Link href="/supporters">See all supporters</Link>
      </Button>
    </>
  );
}

/** One supporter matched to her assessment, on her roadmap. */
function MatchCard({ supporter: s }: { supporter: SupporterCardView }) {
  return (
    <li data-testid="roadmap-match" className="flex flex-col gap-2 rounded-lg border bg-background p-4">
      <SupporterIdentity supporter={s} />
      <div className="flex flex-wrap items-center gap-2">
        <RatingBadge rating={{ average: s.rating, count: s.reviews }} />
        <AvailabilityBadge availability={s.availability} />
      </div>
      {s.specializations.length ? <p className="text-sm">{s.specializations.join(" · ")}</p> : null}
      {s.match_reasons.length ? (
        <ul className="space-y-1">
          {s.match_reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {/* Both at the usual 44 px: side by side, they line up, and each is easy to tap. */}
        <Button asChild variant="outline">
          <Link href={`/profile/${encodeURIComponent(s.user_id)}`}>
            View Profile<span className="sr-only">: {s.full_name}</span>
          </Link>
        </Button>
        <MessageButton userId={s.user_id} name={s.full_name} />
      </div>
    </li>
  );
}
