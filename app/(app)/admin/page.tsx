import type { Metadata } from "next";
import Link from "next/link";
import { BellRing, Database, Flag, ImagePlus, Mail, Route, ScrollText, ShieldCheck, Sparkles, UserPlus, Users, Wrench } from "@/components/ui/icons";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/app/page-header";
import { requirePermission } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin" };

const TOOLS = [
  { href: "/admin/alerts", title: "Emergency alerts", description: "Open alerts and false-alarm reports to review.", icon: BellRing },
  { href: "/admin/mailbox", title: "Mailbox", description: "E-mails Haven has sent or captured (the embedded default keeps them here).", icon: Mail },
  { href: "/admin/verifications", title: "Verifications", description: "Review professionals and local supporters.", icon: ShieldCheck },
  { href: "/admin/users", title: "Users", description: "Find accounts, suspend or reactivate them, and manage admins.", icon: Users },
  { href: "/admin/reports", title: "Reports", description: "Reports from people using Haven, and Contact us messages.", icon: Flag },
  {
    href: "/admin/backfill-roadmaps",
    title: "Generate Missing Roadmaps",
    description: "Create roadmaps for completed assessments that lack one.",
    icon: Route,
  },
  // Issue 18: the spec's maintenance tools and the audit log.
  { href: "/admin/audit", title: "Audit Log", description: "Every admin action, with who and when.", icon: ScrollText },
  { href: "/admin/seed", title: "Seed Sample Data", description: "Sample accounts, stories and reviews; removable in one action.", icon: Database },
  { href: "/admin/seed-mock-supporters", title: "Seed Mock Supporters", description: "6 mock professional supporters, updated on repeat.", icon: UserPlus },
  { href: "/admin/avatars", title: "Avatar Generator", description: "Avatars for all users without one.", icon: Sparkles },
  { href: "/admin/fix-avatars", title: "Fix Missing Avatars", description: "Find and replace avatars missing from storage.", icon: Wrench },
  { href: "/admin/upload-clara-avatar", title: "Upload Clara's Avatar", description: "Put Clara's bundled picture into storage.", icon: ImagePlus },
];

// Each page checks for itself: a layout's check can be skipped by a crafted router request (issue 15).
export default async function AdminHome() {
  await requirePermission("admin:access");
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader modeSwitch title="Admin" description="Tools for keeping Haven safe and running." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map(({ href, title, description, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="block h-full rounded-xl outline-offset-2">
              <Card className="h-full transition-colors hover:bg-accent/50">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <Icon className="size-5 text-primary" aria-hidden /> {title}
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
