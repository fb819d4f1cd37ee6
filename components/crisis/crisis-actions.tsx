import { MessageSquareText, Phone } from "lucide-react";
import type { CrisisResource } from "@/lib/domain/crisis/resources";
import { cn } from "@/lib/utils";

/** Crisis lines as tappable tel:/sms: buttons, the first one filled (the one to reach first). */
export function CrisisActions({ resources, className }: { resources: readonly CrisisResource[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {resources.map((resource, index) => {
        const Icon = resource.kind === "call" ? Phone : MessageSquareText;
        return (
          <li key={resource.id}>
            <a
              href={resource.href}
              title={resource.detail}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium",
                index === 0 ? "bg-red-700 text-white hover:bg-red-800" : "border border-red-700 bg-white text-red-800 hover:bg-red-100",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden /> {resource.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
