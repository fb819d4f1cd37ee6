import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** The real average of her reviews with their count, or 'New' when she has none (ARCHITECTURE.md §6). */
export function SupporterRating({ rating, reviews, className }: { rating: number | null; reviews: number; className?: string }) {
  if (rating === null || reviews === 0) {
    return (
      <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
        <Star className="size-4 text-muted-foreground" aria-hidden />
        <span>New</span>
        <span className="sr-only">: no reviews yet</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star className="size-4 fill-primary text-primary" aria-hidden />
      <span>
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-muted-foreground">
        ({reviews} {reviews === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}
