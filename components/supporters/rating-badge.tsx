import { Star } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { ratingDescription, ratingLabel, reviewCountLabel, type RatingSummary } from "@/lib/domain/supporters/rating";

/** "★ 4.5 (12 reviews)" from real reviews, or "New" when there are none. */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <Badge variant="secondary" data-testid="supporter-rating" title={ratingDescription(rating)}>
        New
      </Badge>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm" data-testid="supporter-rating">
      <Star className="size-4 fill-warning text-warning" aria-hidden />
      <span className="font-semibold">{ratingLabel(rating)}</span>
      <span className="text-muted-foreground">({reviewCountLabel(rating.count)})</span>
      <span className="sr-only">{ratingDescription(rating)}</span>
    </span>
  );
}
