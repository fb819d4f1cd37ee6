import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A dashboard figure; with `href`, the figure and a short label lead to where it comes from. */
export function StatCard({ title, value, note, href, linkLabel }: { title: string; value: React.ReactNode; note?: string; href?: string; linkLabel?: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {href ? (
          <Link href={href} className="group inline-flex min-h-11 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-ring">
            <span className="text-3xl font-semibold">{value}</span>
            <span className="inline-flex items-center gap-1 text-sm font-medium text-primary group-hover:underline">
              {linkLabel ?? "View"} <ArrowRight className="size-4" aria-hidden />
            </span>
          </Link>
        ) : (
          <p className="text-3xl font-semibold">{value}</p>
        )}
        {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
