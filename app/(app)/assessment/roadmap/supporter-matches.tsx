import { Users } from "@/components/ui/icons";
import type { Actor } from "@/lib/auth/actor";
import { matchSupportersFor } from "@/lib/data/matching";
import type { MatchedSupporter, SeekerAssessment } from "@/lib/domain/matching";
import { RoadmapSection } from "@/components/roadmap/section";
import { MatchList } from "./match-card";
import { supporterCardView } from "@/components/supporters/card-view";

/** The roadmap takes the first 5 matches (spec part 2 §7, §9); cards show 3 specialisations and 2 reasons (card-view.ts). */
export const ROADMAP_MATCHES = 5;

const TITLE = "Supporters Matched to You";

/** Verified supporters matched to her assessment (as the roadmap read it, hers): real people only, never placeholders. */
export async function SupporterMatches({ actor, assessment }: { actor: Actor; assessment: SeekerAssessment }) {
  let matches: MatchedSupporter[] | null = null;
  try {
    matches = (await matchSupportersFor(actor, assessment, { limit: ROADMAP_MATCHES })).matches;
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
      <MatchList matches={matches && matches.map((s) => supporterCardView(s, { reasons: true }))} />
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
