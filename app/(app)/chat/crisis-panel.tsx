import { CrisisActions } from "@/components/crisis/crisis-actions";
import { crisisResources } from "@/lib/domain/crisis/resources";
import type { CrisisCategory } from "@/lib/domain/crisis/types";

/**
 * Shown as soon as any message in the conversation carries crisis language (spec part 2 §2),
 * with the lines that fit what was detected (ARCHITECTURE §7): 988 first for suicide or
 * self-harm, 911 then the hotline for danger or violence, the text line always.
 * `categories`: lib/domain/chat conversationCrisisCategories (the union over the conversation).
 */
export function CrisisPanel({ categories, forSupporter = false }: { categories: readonly CrisisCategory[]; forSupporter?: boolean }) {
  return (
    <section aria-labelledby="crisis-panel-title" className="border-b border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <h2 id="crisis-panel-title" className="font-semibold">
        Crisis Resources Available
      </h2>
      <p className="mt-1 hidden text-sm sm:block">
        {forSupporter
          ? "Something she wrote suggests she may be in crisis. Check that she is safe now, and share these lines with her: they answer 24/7."
          : "You don't have to face this alone. Trained people are there right now, any time of day."}
      </p>
      <CrisisActions resources={crisisResources(categories)} className="mt-2" compact />
    </section>
  );
}
