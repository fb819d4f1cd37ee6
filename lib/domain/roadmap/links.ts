import type { z } from "zod";
import type { resourceLinkSchema } from "@/lib/validations/roadmap";
import { RESOURCES, type ResourceDef } from "./content/resources";
import type { Signals } from "./types";

// Her resource links: crisis lines first when safety comes first, then the organisations that
// fit her case type and answers best.

export type ResourceLink = z.infer<typeof resourceLinkSchema>;
export const MAX_LINKS = 8;

function fits(resource: ResourceDef, s: Signals): boolean {
  const forCase = resource.caseTypes === "all" || resource.caseTypes.includes(s.caseType);
  return forCase || (resource.alsoFor?.(s) ?? false);
}

export function selectResourceLinks(s: Signals): ResourceLink[] {
  const scored = RESOURCES.map((resource, order) => ({ resource, order, score: resource.weight + (resource.boost?.(s) ?? 0) })).filter(({ resource }) =>
    fits(resource, s),
  );
  const crisis = s.safetyFirst
    ? scored
        .map((entry) => ({ ...entry, rank: entry.resource.crisisRank?.(s) ?? null }))
        .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
    : [];
  const first = new Set(crisis.map((entry) => entry.resource.key));
  const rest = scored.filter((entry) => !first.has(entry.resource.key)).sort((a, b) => b.score - a.score || a.order - b.order);
  return [...crisis, ...rest].slice(0, MAX_LINKS).map(({ resource }) => ({
    title: resource.title,
    description: resource.description,
    category: resource.category,
    reading_time: resource.reading_time,
    url: resource.url,
  }));
}
