import Link from "next/link";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/supporters/availability-badge";
import { SupporterIdentity } from "@/components/supporters/supporter-identity";
import { RatingBadge } from "@/components/supporters/rating-badge";
import type { RecommendedSupporter } from "./view";

/** Her three best matches (spec part 2 §7: the dashboard takes 3), each with its best reason. */
export function Recommendations({ supporters }: { supporters: RecommendedSupporter[] }) {
  if (!supporters.length) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">No verified supporters are available to suggest right now. You can still browse everyone in the directory.</p>
        <Button asChild variant="outline">
          <Link href="/supporters">Browse supporters</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {/* relative: screen-reader-only text (absolutely placed) must stay inside the scrolling row. */}
      <ul className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2" aria-label="Recommended supporters">
        {supporters.map((s) => (
          <li key={`${s.kind}-${s.supporter_id}`} className="flex w-64 shrink-0 snap-start flex-col gap-2 rounded-lg border p-3">
            <SupporterIdentity supporter={s} linkName />
            <div className="flex flex-wrap items-center gap-2">
              <RatingBadge rating={{ average: s.rating, count: s.reviews }} />
              <AvailabilityBadge availability={s.availability} />
            </div>
            {s.reason ? (
              <p className="flex items-start gap-1.5 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {s.reason}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link href="/supporters">See all supporters</Link>
      </Button>
    </div>
  );
}
