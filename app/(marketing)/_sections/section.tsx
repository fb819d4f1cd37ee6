import { cn } from "@/lib/utils";
import type { SectionId } from "@/app/(marketing)/_components/nav-links";

/** A landing section that the nav can jump to; the offset keeps its title clear of the header. */
export function Section({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: SectionId;
  title: React.ReactNode;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={cn("scroll-mt-16 py-16 outline-none sm:py-24 md:scroll-mt-28 xl:scroll-mt-16", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
