import { cn } from "@/lib/utils";

/** One titled card of the roadmap; the title names the region for screen readers. */
export function RoadmapSection({
  id,
  title,
  icon,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={cn("rounded-xl border bg-card p-5 sm:p-6 print:break-inside-avoid-page print:border-0 print:p-0", className)}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
