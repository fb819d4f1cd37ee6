/** Title block of the account pages; leaves room on the right for the Quick Exit button. */
export function AccountPageHeader({ title, description, children }: { title: string; description?: string; children?: React.ReactNode }) {
  return (
    <header className="pb-6 md:pr-40">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      {children}
    </header>
  );
}
