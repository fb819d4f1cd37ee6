import Link from "next/link";
import { MessageSquareText } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { RatingStars } from "./rating-stars";
import type { Actor } from "@/lib/auth/actor";
import { getReviewState, listSupporterReviews, REVIEWS_PAGE } from "@/lib/data/reviews";
import type { PublicSupporterProfile } from "@/lib/data/supporter-profiles";
import { RATING_MAX, ratingDescription, reviewCountLabel } from "@/lib/domain/supporters/rating";
import { ReviewPanel } from "./review-panel";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function ReviewsSkeleton() {
  return (
    <div className="space-y-3 rounded-xl border bg-card p-6" aria-busy="true">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** Ratings and reviews, with her own part: write, edit or delete (or why she can't yet). */
export async function ReviewsSection({ actor, profile, pathId, showAll }: { actor: Actor; profile: PublicSupporterProfile; pathId: string; showAll: boolean }) {
  const [reviews, reviewState] = await Promise.all([
    listSupporterReviews(actor, profile.userId, { take: showAll ? 100 : REVIEWS_PAGE }),
    getReviewState(actor, profile.userId),
  ]);
  const others = reviews.filter((r) => !r.mine);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareText className="size-5 text-primary" aria-hidden /> Reviews
        </CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="rating-summary">
          {profile.rating.count ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <RatingStars rating={profile.rating.average ?? 0} />
              <span>
                <span className="font-semibold text-foreground">{profile.rating.average?.toFixed(1)}</span> out of {RATING_MAX} ·{" "}
                {reviewCountLabel(profile.rating.count)}
              </span>
              <span className="sr-only">{ratingDescription(profile.rating)}</span>
            </span>
          ) : (
            <>New: no reviews yet.</>
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {reviewState.status === "own" ? (
          <ReviewPanel
            supporterUserId={profile.userId}
            name={profile.name}
            own={{ id: reviewState.review.id, rating: reviewState.review.rating, comment: reviewState.review.comment }}
          />
        ) : reviewState.status === "eligible" ? (
          <ReviewPanel supporterUserId={profile.userId} name={profile.name} own={null} />
        ) : reviewState.status === "needs-chat" ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            You can leave a review once you and {profile.name} have exchanged messages.
          </p>
        ) : null}

        {others.length ? (
          <ul className="divide-y" aria-label={`Reviews of ${profile.name}`}>
            {others.map((review) => (
              <li key={review.id} className="space-y-1 py-4 first:pt-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <RatingStars rating={review.rating} label={`${review.rating} out of ${RATING_MAX} stars`} />
                  <time className="text-sm text-muted-foreground" dateTime={review.createdAt.toISOString()}>
                    {monthYear.format(review.createdAt)}
                  </time>
                </div>
                {review.comment ? <p className="whitespace-pre-line break-words">{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : reviewState.status !== "own" ? (
          <p className="text-sm text-muted-foreground">No one has reviewed {profile.name} yet.</p>
        ) : null}

        {!showAll && profile.rating.count > reviews.length ? (
          <Button asChild variant="outline">
            <Link href={`/profile/${encodeURIComponent(pathId)}?reviews=all`}>Show all {reviewCountLabel(profile.rating.count)}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
