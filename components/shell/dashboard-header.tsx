import { ModeSwitch } from "./mode-switch";

/** The page title, with the mode switch for supporters (spec part 1 §2 "Dashboards"). */
export function DashboardHeader({ title, description }: { title: string; description?: string }) {
  return (
    <header className="flex items-start justify-between gap-4 pb-6 md:pr-40">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        {/* On mobile the sidebar is hidden: the mode switch sits under the title. */}
        <ModeSwitch className="mt-4 w-full md:hidden" />
      </div>
      <div className="hidden md:block">
        <ModeSwitch />
      </div>
    </header>
  );
}
