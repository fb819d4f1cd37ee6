import { EyeOff, Lock } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { HeroStoryForm } from "@/app/(marketing)/_components/hero-story-form";
import { displayFigure, type LandingCounts } from "@/lib/domain/landing/figures";

// The spec's labels with live counts (ARCHITECTURE §6): a figure is hidden while it is zero.
function heroFigures(counts: LandingCounts) {
  return [
    { value: displayFigure(counts.womenHelped), label: ["woman helped", "women helped"] },
    { value: displayFigure(counts.professionals), label: ["verified professional", "verified professionals"] },
    { value: displayFigure(counts.cities), label: ["city", "cities"] },
  ].flatMap(({ value, label }) => (value === null ? [] : [{ value, label: value === "1" ? label[0]! : label[1]! }]));
}

export function HeroSection({ counts }: { counts: LandingCounts }) {
  const figures = heroFigures(counts);
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      tabIndex={-1}
      className="relative overflow-hidden bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--color-secondary),transparent),radial-gradient(50rem_30rem_at_100%_0%,oklch(0.95_0.03_330/0.6),transparent)] pt-24 pb-16 outline-none sm:pb-24 md:pt-36 xl:pt-28"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_28rem] lg:gap-x-14">
        <div className="lg:self-end">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-sm font-medium text-primary">
            <Lock className="size-4" aria-hidden /> Anonymous and private
          </p>
          <h1 id="home-title" className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            You don&apos;t have to face this alone.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Haven offers anonymous support to women facing workplace harassment, domestic abuse or any situation where they don&apos;t feel safe. Tell your
            story, understand your options, and reach people who can help.
          </p>
        </div>
        {/* On phones the story box comes right after the introduction; beside it from lg up. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <HeroStoryForm submitClassName={cn(buttonVariants({ size: "lg", className: "w-full sm:w-auto" }))} />
        </div>
        <div className="lg:self-start">
          {figures.length ? (
            <dl className="grid max-w-lg grid-cols-3 gap-3 sm:gap-4">
              {figures.map((figure) => (
                <div key={figure.label} className="flex flex-col rounded-xl border bg-background/70 p-3 sm:p-4">
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd className="order-first text-2xl font-bold text-primary sm:text-3xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            Need to leave quickly? Use &ldquo;Exit this page&rdquo; or press Shift three times.
          </p>
        </div>
      </div>
    </section>
  );
}
