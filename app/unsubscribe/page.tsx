import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck } from "@/components/ui/icons";
import { AuthShell } from "@/components/auth/auth-shell";
import { Button } from "@/components/ui/button";
import { EMAIL_PREFERENCE_OPTIONS } from "@/components/account/email-preference-options";
import { authSecret } from "@/lib/env";
import { CATEGORY_PREFERENCE } from "@/lib/domain/notifications/catalogue";
import { UNSUBSCRIBABLE, verifyUnsubscribe, type UnsubscribableCategory } from "@/lib/domain/notifications/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

// The unsubscribe link in every non-critical e-mail (issue 16). Public: the signed link is the
// credential, so she can stop e-mails without signing in. One button; nothing changes on GET.

type Search = Promise<Record<string, string | string[] | undefined>>;

function label(category: UnsubscribableCategory): string {
  return EMAIL_PREFERENCE_OPTIONS.find((o) => o.key === CATEGORY_PREFERENCE[category])?.label ?? "These e-mails";
}

export default async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const one = (name: string) => (typeof params[name] === "string" ? (params[name] as string) : undefined);
  const done = one("done");
  if (done && (UNSUBSCRIBABLE as readonly string[]).includes(done)) {
    return (
      <AuthShell title="You are unsubscribed" description={`Haven will not send you "${label(done as UnsubscribableCategory)}" e-mails any more.`}>
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            Account and safety e-mails still come, as they protect you and your account. You can change this at any time in Email Preferences.
          </p>
          <Button asChild className="w-full">
            <Link href="/email-preferences">Email Preferences</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }
  const link = one("invalid") ? null : verifyUnsubscribe(authSecret(), { u: one("u"), c: one("c"), t: one("t") });
  if (!link) {
    return (
      <AuthShell title="This link does not work" description="The unsubscribe link is incomplete or has been changed.">
        <div className="space-y-4">
          <p className="text-sm">Sign in and open Email Preferences to choose which e-mails Haven sends you.</p>
          <Button asChild className="w-full">
            <Link href="/email-preferences">Email Preferences</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Unsubscribe" description={`Stop "${label(link.category)}" e-mails from Haven?`}>
      <form method="post" action="/api/unsubscribe" className="space-y-4">
        <input type="hidden" name="u" value={link.userId} />
        <input type="hidden" name="c" value={link.category} />
        <input type="hidden" name="t" value={one("t")} />
        <input type="hidden" name="from" value="page" />
        <p className="text-sm text-muted-foreground">Account and safety e-mails will still come, as they protect you and your account.</p>
        <Button type="submit" className="w-full">
          Unsubscribe
        </Button>
      </form>
    </AuthShell>
  );
}
