import type { IconComponent } from "@/components/ui/icons";

// What an empty list says: an icon, a short title and one line on why it is empty.

export function EmptyState({ icon: Icon, title, children }: { icon: IconComponent; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <p className="mt-3 font-medium">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
