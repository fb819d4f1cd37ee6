import Link from "next/link";
import { SearchX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { NOT_FOUND_TEXT } from "./constants";

/**
 * Someone else's assessment and one that doesn't exist look exactly the same (spec part 2
 * §6): the page says nothing about whether it exists.
 */
export function AssessmentNotFound({ title = "Assessment not found" }: { title?: string }) {
  return (
    <div data-testid="assessment-not-found" className="rounded-xl border bg-card p-6">
      <div className="flex items-start gap-3">
        <SearchX className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="mt-1 text-muted-foreground">{NOT_FOUND_TEXT}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href="/assessments/history">Back to your assessment history</Link>
        </Button>
      </div>
    </div>
  );
}
