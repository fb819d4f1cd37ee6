import type { Metadata } from "next";
import Link from "next/link";
import { ChevronRight, KeyRound, Mail, MapPin, ShieldCheck, TriangleAlert } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { EMAIL_PREFERENCE_OPTIONS } from "@/components/account/email-preference-options";
import { getSession, requireUser, toActor } from "@/lib/auth/session";
import { getEmailPreferences, type EmailPreferences } from "@/lib/data/email-preferences";
import { countOtherSessions } from "@/lib/data/sessions";
import { getSignOutOnExit } from "@/lib/data/safety-preferences";
import { signsOutOnExit } from "@/lib/domain/safety/exit";
import { getOwnLocalSupporter } from "@/lib/data/onboarding";
import { can } from "@/lib/auth/permissions";
import { LocationForm } from "./location-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccount } from "./delete-account";
import { OtherDevices } from "./other-devices";
import { ExitPreference } from "./exit-preference";
import { PushNotifications } from "./push-notifications";
import { pushPublicKey } from "@/lib/services/push";
import { getSafeAddress, type SafeAddressView } from "@/lib/data/safe-addresses";
import { SafeAddress } from "./safe-address";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  // Open before she agrees to new terms: declining must leave her free to delete her account.
  const state = await requireUser({ terms: false });
  const actor = toActor(state);
  const session = await getSession();
  const takesSupport = can(actor.roles, "notifications:safe-address");
  const [preferences, otherCount, local, exitChoice, safeAddress] = await Promise.all([
    getEmailPreferences(actor).catch((error: unknown): EmailPreferences | null => {
      console.error("[settings] e-mail preferences load failed", error);
      return null;
    }),
    session
      ? countOtherSessions(actor, session.session.id).catch((error: unknown) => {
          console.error("[settings] session count failed", error);
          return null;
        })
      : null,
    can(actor.roles, "location:update") ? getOwnLocalSupporter(actor) : null,
    getSignOutOnExit(actor).catch((error: unknown) => {
      console.error("[settings] exit preference load failed", error);
      return null;
    }),
    takesSupport
      ? getSafeAddress(actor).catch((error: unknown): SafeAddressView | "failed" => {
          console.error("[settings] safe address load failed", error);
          return "failed";
        })
      : null,
  ]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your e-mails, password, privacy and account." />
      <div className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail className="size-5 text-primary" aria-hidden /> Email notifications
            </CardTitle>
            <CardDescription>Which e-mails Haven may send you, and notifications on this device.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {preferences ? (
              <ul className="divide-y rounded-lg border">
                {EMAIL_PREFERENCE_OPTIONS.map((option) => (
                  <li key={option.key} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                    <span>{option.label}</span>
                    <span className={preferences[option.key] ? "font-medium text-primary" : "text-muted-foreground"}>
                      {option.locked ? "Always on" : preferences[option.key] ? "On" : "Off"}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <LoadError message="Failed to load email preferences" />
            )}
            <Button asChild variant="outline">
              <Link href="/email-preferences">
                Manage email preferences <ChevronRight aria-hidden />
              </Link>
            </Button>
            {safeAddress ? (
              <div className="border-t pt-4">
                {safeAddress === "failed" ? (
                  <LoadError message="Failed to load your safe address" />
                ) : (
                  <SafeAddress confirmed={safeAddress.confirmed} pending={safeAddress.pending} />
                )}
              </div>
            ) : null}
            <div className="border-t pt-4">
              <PushNotifications publicKey={pushPublicKey()} />
            </div>
          </CardContent>
        </Card>

        {can(actor.roles, "location:update") ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MapPin className="size-5 text-primary" aria-hidden /> Your location
              </CardTitle>
              <CardDescription>Where you can help in person. It measures distance to requests near you.</CardDescription>
            </CardHeader>
            <CardContent>
              <LocationForm current={local?.hasLocation ? local.locationCity : null} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-5 text-primary" aria-hidden /> Change password
            </CardTitle>
            <CardDescription>Choose a password that nobody else knows or could guess.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden /> Privacy and security
            </CardTitle>
            <CardDescription>Keep your account to yourself.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <OtherDevices otherCount={otherCount} />
            <div className="space-y-3 border-t pt-4">
              <p className="text-sm">
                To leave Haven fast, use the <span className="font-medium">Exit this page</span> button at the top of every page, or press Shift three times.
              </p>
              <ExitPreference initial={signsOutOnExit(exitChoice, state.primaryRole, state.currentMode)} />
            </div>
            <div className="space-y-2 border-t pt-4 text-sm">
              <p>
                <Link href="/safety" className="font-medium text-primary underline underline-offset-4">
                  Staying safe online
                </Link>
                : tips for using Haven more privately and safely.
              </p>
            </div>
          </CardContent>
        </Card>

        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-destructive" aria-hidden /> Danger zone
            </CardTitle>
            <CardDescription>Delete your account and everything in it, for good.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccount />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
