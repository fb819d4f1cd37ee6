import { ModeSwitch } from "./mode-switch";

/**
 * The page title, with the mode switch for supporters (spec part 1 §2 "Dashboards"). The switch
 * sits beside the title only; the description runs the full width below, never squeezed.
 */
export function DashboardHeader({ title, description }: { title: string; description?: string }) {
  return (
    <header className="pb-6 md:pr-40">
      <div className="flex items-start justify-between gap-4">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <div className="hidden shrink-0 md:block">
          <ModeSwitch />
        </div>
      </div>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      {/* On mobile the sidebar is hidden: the mode switch sits under the title. */}
      <ModeSwitch className="mt-4 w-full md:hidden" />
    </header>
  );
}
