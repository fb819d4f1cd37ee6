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
import type { MatchedSupporter } from "@/lib/domain/matching";

/** One supporter matched to her assessment, on her roadmap. */
export function MatchCard({ supporter: s }: { supporter: MatchedSupporter }) {
  return (
    <li data-testid="roadmap-match" className="flex flex-col gap-2 rounded-lg border bg-background p-4">
      <SupporterIdentity supporter={s} />
      <div className="flex flex-wrap items-center gap-2">
        <RatingBadge rating={{ average: s.rating, count: s.reviews }} />
        <AvailabilityBadge availability={s.availability} />
      </div>
      {s.specializations.length ? <p className="text-sm">{s.specializations.slice(0, 3).join(" · ")}</p> : null}
      {s.match_reasons.length ? (
        <ul className="space-y-1">
          {s.match_reasons.slice(0, 2).map((reason) => (
            <li key={reason} className="flex items-start gap-1.5 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button asChild variant="outline" size="sm">
          <Link href={`/profile/${encodeURIComponent(s.user_id)}`}>
            View Profile<span className="sr-only">: {s.full_name}</span>
          </Link>
        </Button>
        <MessageButton userId={s.user_id} name={s.full_name} className="h-9" />
      </div>
    </li>
  );
}
