import { MessageSquareText, Phone } from "@/components/ui/icons";
import type { CrisisResource } from "@/lib/domain/crisis/resources";
import { cn } from "@/lib/utils";

/** A number never breaks across lines: "1-" above "800-799-7233" reads as two numbers. */
function Wording({ text }: { text: string }) {
  return text.split(/(\d[\d-]*\d)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap" data-number="">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Crisis lines as tappable tel:/sms: buttons, the first one filled (the one to reach first).
 * `compact`: on phones two short buttons to a row, so a panel above a conversation leaves room
 * for the conversation; from 640 px up the full wording.
 */
export function CrisisActions({ resources, className, compact = false }: { resources: readonly CrisisResource[]; className?: string; compact?: boolean }) {
  return (
    <ul className={cn(compact ? "grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" : "flex flex-wrap gap-2", className)}>
      {resources.map((resource, index) => {
        const Icon = resource.kind === "call" ? Phone : MessageSquareText;
        return (
          <li key={resource.id}>
            <a
              href={resource.href}
              title={resource.detail}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium",
                compact && "w-full sm:w-auto",
                index === 0 ? "bg-red-700 text-white hover:bg-red-800" : "border border-red-700 bg-white text-red-800 hover:bg-red-100",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {compact ? (
                <>
                  <span className="sm:hidden">
                    <Wording text={resource.shortLabel} />
                  </span>
                  <span className="hidden sm:inline">
                    <Wording text={resource.label} />
                  </span>
                </>
              ) : (
                // One flowing line of text: as bare pieces, each would be a flex item of its own
                // ("Call the National Domestic Violence Hotline:" in a column beside the number).
                <span>
                  <Wording text={resource.label} />
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
