import { Star } from "@/components/ui/icons";
import { RATING_MAX } from "@/lib/domain/supporters/rating";
import { cn } from "@/lib/utils";

/** Stars for a rating (whole stars, rounded); the words are for screen readers, the stars are decoration. */
export function RatingStars({ rating, label, className, size = "size-4" }: { rating: number; label?: string; className?: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} className={cn(size, i < filled ? "fill-warning text-warning" : "text-muted-foreground/50")} aria-hidden />
      ))}
    </span>
  );
}
