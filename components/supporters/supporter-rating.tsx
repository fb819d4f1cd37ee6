import { Star } from "lucide-react";
import { ratingDescription, reviewCountLabel } from "@/lib/domain/supporters/rating";
import { cn } from "@/lib/utils";

/** The real average of her reviews with their count, or 'New' when she has none (ARCHITECTURE.md §6). */
export function SupporterRating({ rating, reviews, className }: { rating: number | null; reviews: number; className?: string }) {
  const known = rating !== null && reviews > 0;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star className={cn("size-4", known ? "fill-primary text-primary" : "text-muted-foreground")} aria-hidden />
      <span aria-hidden>{known ? rating.toFixed(1) : "New"}</span>
      {known ? <span className="text-muted-foreground" aria-hidden>({reviewCountLabel(reviews)})</span> : null}
      <span className="sr-only">{ratingDescription({ average: rating, count: reviews })}</span>
    </span>
  );
}
