import type { ComponentProps, ReactNode } from "react";
import { BackLink } from "@/components/app/back-link";
import { PageHeader } from "@/components/app/page-header";

// The frame of every page under /journal: a link back up, the title block, the content in one
// readable column.

interface JournalSubpageProps extends Pick<ComponentProps<typeof PageHeader>, "title" | "description" | "actions"> {
  back?: { href: string; label: string };
  narrow?: boolean;
  children: ReactNode;
}

export function JournalSubpage({ back = { href: "/journal", label: "Journal" }, narrow = false, children, ...header }: JournalSubpageProps) {
  return (
    <div className={narrow ? "mx-auto max-w-2xl" : "mx-auto max-w-3xl"}>
      <BackLink href={back.href}>{back.label}</BackLink>
      <PageHeader {...header} />
      {children}
    </div>
  );
}
