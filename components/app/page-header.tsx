import { ModeSwitch } from "@/components/shell/mode-switch";

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Anything more under the description (a note, a link). */
  children?: React.ReactNode;
  /** Buttons or links in a row under the text. */
  actions?: React.ReactNode;
  /**
   * The supporters' mode switch (spec part 1 §2 "Dashboards"): beside the title on wide screens
   * (the description runs the full width below, never squeezed), under it on mobile, where the
   * sidebar is hidden.
   */
  modeSwitch?: boolean;
}

/** The title block of a signed-in page; leaves room on the right for the Quick Exit button. */
export function PageHeader({ title, description, children, actions, modeSwitch = false }: PageHeaderProps) {
  const heading = <h1 className="min-w-0 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>;
  return (
    <header className="pb-6 md:pr-40">
      {modeSwitch ? (
        <div className="flex items-start justify-between gap-4">
          {heading}
          <div className="hidden shrink-0 md:block">
            <ModeSwitch />
          </div>
        </div>
      ) : (
        heading
      )}
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      {children}
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
      {modeSwitch ? <ModeSwitch className="mt-4 w-full md:hidden" /> : null}
    </header>
  );
}
