import Link from "next/link";
import { Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import type { Actor } from "@/lib/auth/actor";
import { matchSupporters } from "@/lib/data/matching";
import type { MatchedSupporter } from "@/lib/domain/matching";
import { RoadmapSection } from "@/components/roadmap/section";
import { MatchCard } from "./match-card";

/** The roadmap takes the first 5 matches (spec part 2 §7, §9); cards show 3 specialisations and 2 reasons. */
export const ROADMAP_MATCHES = 5;

const TITLE = "Supporters Matched to You";

/** Verified supporters matched to this assessment: real people only, never placeholders. */
export async function SupporterMatches({ actor, conversationId }: { actor: Actor; conversationId: string }) {
  let matches: MatchedSupporter[] | null = null;
  try {
    matches = (await matchSupporters(actor, { conversationId, limit: ROADMAP_MATCHES })).matches;
  } catch (error) {
    console.error("[roadmap] matching failed", error);
  }
  return (
    <RoadmapSection
      id="roadmap-matches"
      title={TITLE}
      icon={<Users className="size-5 text-primary" aria-hidden />}
      description="Verified people who can help with what you described. Messages are private, and you decide what to share."
    >
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
    </RoadmapSection>
  );
}

export function SupporterMatchesSkeleton() {
  return (
    <RoadmapSection id="roadmap-matches" title={TITLE} icon={<Users className="size-5 text-primary" aria-hidden />}>
      <p role="status" className="text-muted-foreground">
        Finding supporters for you…
      </p>
    </RoadmapSection>
  );
}
