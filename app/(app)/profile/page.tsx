import type { Metadata } from "next";
import Link from "next/link";
import { BadgeCheck, IdCard, UserRound } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AccountPageHeader } from "@/components/account/page-header";
import { LoadError } from "@/components/account/load-error";
import { requireUser, toActor } from "@/lib/auth/session";
import { getProfile, type ProfileDetails } from "@/lib/data/profiles";
import { VERIFICATION_LABELS } from "@/lib/domain/auth/verification";
import { initials } from "@/lib/utils";
import { DisplayNameForm } from "./display-name-form";
import { RolesList } from "./roles-list";

export const metadata: Metadata = { title: "Profile" };

const memberSince = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default async function ProfilePage() {
  const state = await requireUser();
  let profile: ProfileDetails | null = null;
  let failed = false;
  try {
    profile = await getProfile(toActor(state));
  } catch (error) {
    console.error("[profile] load failed", error);
    failed = true;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <AccountPageHeader title="Profile" description="How you appear on Haven, and the details of your account." />
      {failed || !profile ? (
        <LoadError message="Failed to load profile" toastOnMount />
      ) : (
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><UserRound className="size-5 text-primary" aria-hidden /> Basic info</CardTitle>
              <CardDescription>People you talk to on Haven see your display name, never your e-mail address.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <div className="flex items-center gap-4">
                <Avatar className="size-14 text-lg">
                  <AvatarFallback>{initials(profile.displayName ?? profile.email)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0">
                  <p className="truncate text-lg font-medium" data-testid="profile-display-name">{profile.displayName ?? "No display name"}</p>
                  <p className="text-sm text-muted-foreground">
                    {profile.isAnonymous ? "You're anonymous: no name is shown to anyone." : "This is the name people you talk to on Haven see."}
                  </p>
                </div>
              </div>
              <DisplayNameForm displayName={profile.displayName} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><IdCard className="size-5 text-primary" aria-hidden /> Account details</CardTitle>
              <CardDescription>Only you can see these.</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-sm text-muted-foreground">E-mail</dt>
                  <dd className="break-words font-medium">{profile.email}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Member since</dt>
                  <dd className="font-medium"><time dateTime={profile.memberSince.toISOString()}>{memberSince.format(profile.memberSince)}</time></dd>
                </div>
              </dl>
              <p className="mt-4 text-sm text-muted-foreground">
                To change your password or delete your account, go to <Link href="/settings" className="font-medium text-primary underline underline-offset-4">Settings</Link>.
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><BadgeCheck className="size-5 text-primary" aria-hidden /> Roles and permissions</CardTitle>
              <CardDescription>What your account lets you do on Haven.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <RolesList primaryRole={profile.primaryRole} roles={profile.roles} />
              {profile.professional ? (
                <div className="space-y-4 border-t pt-4">
                  <dl className="grid gap-4 sm:grid-cols-2">
                    <div>
                      <dt className="text-sm text-muted-foreground">Verification status</dt>
                      <dd className="mt-1">
                        <Badge variant={profile.professional.verificationStatus === "approved" ? "default" : "secondary"}>
                          {VERIFICATION_LABELS[profile.professional.verificationStatus]}
                        </Badge>
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-sm text-muted-foreground">Registered name</dt>
                      <dd className="break-words font-medium">{profile.professional.fullName}</dd>
                      <dd className="text-sm text-muted-foreground">{profile.professional.professionalTitle}</dd>
                    </div>
                  </dl>
                  <p className="text-sm text-muted-foreground">
                    Your registered name is the one our team verifies. <Link href="/verification-pending" className="font-medium text-primary underline underline-offset-4">About verification</Link>
                  </p>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
