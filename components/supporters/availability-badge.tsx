import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const DOT: Record<string, string> = {
  Available: "bg-emerald-600",
  "Limited availability": "bg-amber-500",
  "Not taking new cases": "bg-muted-foreground",
};

export function AvailabilityBadge({ availability, className }: { availability: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn("gap-1.5 font-normal", className)}>
      <span className={cn("size-2 rounded-full", DOT[availability] ?? DOT.Available)} aria-hidden />
      {availability}
    </Badge>
  );
}
