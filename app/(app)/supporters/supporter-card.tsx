"use client";

// A client component with no state: the server then sends its data once, instead of its markup
// twice (as HTML and again in the page's Flight data), which costs the server far less per request (issue 20).
import Link from "next/link";
import { CircleCheck, MapPin, UserRound } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/supporters/availability-badge";
import { MessageSupporterButton } from "./directory-messaging";
import { SupporterAvatar } from "@/components/supporters/supporter-avatar";
import { RatingBadge } from "@/components/supporters/rating-badge";
import { formatDistance } from "@/lib/domain/matching";
import { supporterTitle } from "@/lib/domain/supporter-chat";
import type { SupporterCardView } from "@/components/supporters/card-view";

/**
 * The directory's cards, from what each shows (components/supporters/card-view.ts): one element
 * with the list as its data, so that no card is sent in a Flight row of its own (issue 20).
 * `viewerId`: her own card (a supporter browsing) has no Message button. Inside DirectoryMessaging.
 */
export function SupporterGrid({ supporters, canMessage, viewerId }: { supporters: SupporterCardView[]; canMessage: boolean; viewerId: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {supporters.map((supporter) => (
        <li key={`${supporter.kind}-${supporter.supporter_id}`}>
          <SupporterCard supporter={supporter} messaging={canMessage && supporter.user_id !== viewerId} />
        </li>
      ))}
    </ul>
  );
}

function SupporterCard({ supporter, messaging }: { supporter: SupporterCardView; messaging: boolean }) {
  const titleId = `supporter-${supporter.kind}-${supporter.supporter_id}`;
  const title = supporterTitle(supporter.kind, supporter.professional_title, supporter.city);
  const { specializations, more_specializations: more, match_reasons: reasons } = supporter;
  return (
    <article aria-labelledby={titleId} data-testid="supporter-card" className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden>
          <SupporterAvatar name={supporter.full_name} avatarUrl={supporter.avatar_url} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words text-base font-semibold leading-snug">
            {supporter.full_name}
          </h3>
          {title ? <p className="break-words text-sm text-muted-foreground">{title}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingBadge rating={{ average: supporter.rating, count: supporter.reviews }} />
            <AvailabilityBadge availability={supporter.availability} />
          </div>
        </div>
      </div>
      {specializations.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={supporter.kind === "professional" ? "Specializations" : "Help offered"}>
          {specializations.map((label) => (
            <li key={label}>
              <Badge variant="secondary" className="whitespace-normal text-left">
                {label}
              </Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {supporter.distance_km !== null && !reasons.some((r) => r.endsWith("km away")) ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden /> {formatDistance(supporter.distance_km)}
        </p>
      ) : null}
      {reasons.length ? (
        <ul className="space-y-1 text-sm" aria-label="Why we suggest them">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button asChild variant="outline" className="flex-1">
          <Link href={`/profile/${encodeURIComponent(supporter.user_id)}`} aria-describedby={titleId}>
            <UserRound aria-hidden /> View Profile
          </Link>
        </Button>
        {messaging ? (
          <MessageSupporterButton
            supporter={{ userId: supporter.user_id, kind: supporter.kind, name: supporter.full_name, title, avatarUrl: supporter.avatar_url }}
          />
        ) : null}
      </div>
    </article>
  );
}
