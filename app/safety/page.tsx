import type { Metadata } from "next";
import Link from "next/link";
import { EyeOff, History, LogOut, Smartphone, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { PlainHeader } from "@/components/shell/plain-header";

export const metadata: Metadata = { title: "Staying safe online" };

const TIPS = [
  {
    icon: Smartphone,
    title: "Use a device they can't reach",
    text: "If someone checks your phone or computer, a friend's phone, a work computer or a library computer may be safer. Location sharing and cloud accounts can also show where you've been.",
  },
  {
    icon: EyeOff,
    title: "Open a private window",
    text: "A private (incognito) window doesn't keep the pages you visit in your history. In most browsers it's in the menu as “New private window” or “New incognito window”.",
  },
  {
    icon: LogOut,
    title: "Leave quickly",
    text: [
      "The “Exit this page” button at the top of every page, or pressing Shift three times, takes you to a weather site at once.",
      "It also deletes what Haven kept in this browser, like a story you started on the home page. If you press Back afterwards, Haven's pages send you straight on to the weather site instead of showing.",
      "It can sign you out as well. If you came to Haven for support, this is on unless you turn it off in Settings.",
    ],
  },
  {
    icon: History,
    title: "What Exit can't do: your browser's history",
    text: [
      "Your browser's history list still shows the addresses and names of the Haven pages you opened. Exit can't remove them.",
      "To clear them, open your browser's history (Ctrl+H on most computers, or History in the browser's menu on a phone) and delete the Haven pages. Deleting only those may be safer than clearing everything, because an empty history can itself be noticed.",
      "Exit also can't close other tabs where Haven is open, or remove files you downloaded or passwords your browser saved.",
    ],
  },
  {
    icon: Users,
    title: "Sign out on shared devices",
    text: "Sign out when you're done. In Settings you can sign out of every other device too, if you think someone else has been into your account.",
  },
];

export default function SafetyPage() {
  return (
    <>
      <PlainHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight">Staying safe online</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          You know your situation best. These are small steps that can make it harder for someone else to see that you&apos;ve been here.
        </p>
        <ul className="mt-8 space-y-4">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-5">
              <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h2 className="font-semibold">{title}</h2>
                {(Array.isArray(text) ? text : [text]).map((paragraph) => (
                  <p key={paragraph} className="mt-1 text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <CrisisNumbers />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href="/">Back to Haven</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/settings">Your settings</Link>
          </Button>
        </div>
      </main>
    </>
  );
}
