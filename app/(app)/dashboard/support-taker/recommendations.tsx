import Link from "next/link";
import { Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";

type Supporter = { id: string; name: string; title: string; availability: string | null; specializations: string[]; rating: number | null; reviewCount: number };

export function Recommendations({ supporters }: { supporters: Supporter[] }) {
  if (!supporters.length) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">No verified supporters are available to suggest right now. You can still browse everyone in the directory.</p>
        <Button asChild variant="outline"><Link href="/supporters">Browse supporters</Link></Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2" aria-label="Recommended supporters">
        {supporters.map((s) => (
          <li key={s.id} className="w-60 shrink-0 snap-start rounded-lg border p-3">
            <p className="font-medium">{s.name}</p>
            <p className="text-sm text-muted-foreground">{s.title}</p>
            <p className="mt-2 flex items-center gap-1 text-sm">
              <Star className="size-4 text-primary" aria-hidden />
              {s.rating != null ? <span>{s.rating.toFixed(1)} <span className="text-muted-foreground">({s.reviewCount})</span></span> : <span>New</span>}
            </p>
            <Badge variant="secondary" className="mt-2">{availabilityOrDefault(s.availability)}</Badge>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline"><Link href="/supporters">See all supporters</Link></Button>
    </div>
  );
}
