import type { Metadata } from "next";
import Link from "next/link";
import { BadgeCheck, ExternalLink, HeartHandshake, IdCard, MapPin, UserRound } from "@/components/ui/icons";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { requireUser, toActor } from "@/lib/auth/session";
import { getProfile } from "@/lib/data/profiles";
import { getOwnProfessional } from "@/lib/data/professional-supporters";
import { getOwnSupporterProfile, type OwnSupporterProfile } from "@/lib/data/supporter-profiles";
import { can } from "@/lib/auth/permissions";
import { VerificationBadge } from "@/components/supporters/verification-badge";
import { VerificationNote } from "@/components/supporters/verification-note";
import { DEFAULT_TRAVEL_RADIUS_KM } from "@/lib/domain/supporters/help-offered";
import { initials } from "@/lib/domain/initials";
import { AvatarUpload } from "../avatar-upload";
import { DisplayNameForm } from "../display-name-form";
import { LocalProfileForm } from "../local-profile-form";
import { ProfessionalProfileForm } from "../professional-profile-form";
import { RolesList } from "../roles-list";

export const metadata: Metadata = { title: "Profile" };

const memberSince = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default async function ProfilePage() {
  const state = await requireUser();
  const actor = toActor(state);
  const isSupporter = can(actor.roles, "profile:edit-professional") || can(actor.roles, "profile:edit-local");
  // A failed read is answered by ./error.tsx.
  const [profile, supporter, professional] = await Promise.all([
    getProfile(actor),
    isSupporter ? getOwnSupporterProfile(actor) : null,
    can(actor.roles, "profile:edit-professional") ? getOwnProfessional(actor) : null,
  ]);
  const statusNote = { note: professional?.statusNote ?? null, date: professional?.statusChangedAt ?? null };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="How you appear on Haven, and the details of your account." />
      {!profile ? (
        <LoadError message="Failed to load profile" toastOnMount />
      ) : (
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <UserRound className="size-5 text-primary" aria-hidden /> Basic info
              </CardTitle>
              <CardDescription>People you talk to on Haven see your display name, never your e-mail address.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <div className="flex items-center gap-4">
                <Avatar className="size-14 text-lg">
                  <AvatarFallback>{initials(profile.displayName ?? profile.email)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0">
                  <p className="truncate text-lg font-medium" data-testid="profile-display-name">
                    {profile.displayName ?? "No display name"}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {profile.isAnonymous ? "You're anonymous: no name is shown to anyone." : "This is the name people you talk to on Haven see."}
                  </p>
                </div>
              </div>
              <DisplayNameForm displayName={profile.displayName} />
            </CardContent>
          </Card>

          {supporter ? (
            <SupporterSections
              userId={actor.userId}
              supporter={supporter}
              localRole={can(actor.roles, "profile:edit-local")}
              fallbackName={profile.displayName ?? profile.email}
            />
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <IdCard className="size-5 text-primary" aria-hidden /> Account details
              </CardTitle>
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
                  <dd className="font-medium">
                    <time dateTime={profile.memberSince.toISOString()}>{memberSince.format(profile.memberSince)}</time>
                  </dd>
                </div>
              </dl>
              <p className="mt-4 text-sm text-muted-foreground">
                To change your password or delete your account, go to{" "}
                <Link href="/settings" className="font-medium text-primary underline underline-offset-4">
                  Settings
                </Link>
                .
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <BadgeCheck className="size-5 text-primary" aria-hidden /> Roles and permissions
              </CardTitle>
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
                        <VerificationBadge status={profile.professional.verificationStatus} />
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-sm text-muted-foreground">Registered name</dt>
                      <dd className="break-words font-medium">{profile.professional.fullName}</dd>
                      <dd className="text-sm text-muted-foreground">{profile.professional.professionalTitle}</dd>
                    </div>
                  </dl>
                  <VerificationNote status={profile.professional.verificationStatus} note={statusNote.note} date={statusNote.date} />
                  <p className="text-sm text-muted-foreground">
                    Your registered name is the one our team verifies.{" "}
                    <Link href="/verification-pending" className="font-medium text-primary underline underline-offset-4">
                      About verification
                    </Link>
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

function PublicProfileLink({ userId, visible, why }: { userId: string; visible: boolean; why: string }) {
  return visible ? (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link href={`/profile/${userId}`}>
        <ExternalLink aria-hidden /> View your public profile
      </Link>
    </Button>
  ) : (
    <p className="text-sm text-muted-foreground">{why}</p>
  );
}

/** What a supporter edits about how people looking for help see her (issue 6). */
function SupporterSections({
  userId,
  supporter,
  localRole,
  fallbackName,
}: {
  userId: string;
  supporter: OwnSupporterProfile;
  localRole: boolean;
  fallbackName: string;
}) {
  const { professional, local } = supporter;
  const name = professional?.fullName ?? local?.displayName ?? fallbackName;
  const localVisible = Boolean(local?.hasLocation) && local?.verificationStatus === "approved";
  const visible = professional?.verificationStatus === "approved" || localVisible;
  const why = professional
    ? "Your public profile appears once our team has verified your application."
    : local?.hasLocation
      ? "Your public profile appears once our team has finished your review."
      : "Your public profile appears once you have set your city.";
  return (
    <>
      <Card id="supporter-profile">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HeartHandshake className="size-5 text-primary" aria-hidden /> Your supporter profile
          </CardTitle>
          <CardDescription>What people looking for help see about you. Your e-mail address is never shown.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <AvatarUpload name={name} avatarUrl={supporter.avatarUrl} />
          <PublicProfileLink userId={userId} visible={visible} why={why} />
          {professional ? (
            <div className="border-t pt-6">
              <ProfessionalProfileForm
                initial={{
                  professionalTitle: professional.professionalTitle,
                  bio: professional.bio,
                  yearsExperience: professional.yearsExperience,
                  languages: professional.languages,
                  availability: professional.availability,
                  specializations: professional.specializations,
                }}
              />
            </div>
          ) : null}
        </CardContent>
      </Card>
      {localRole ? (
        <Card id="local-profile">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MapPin className="size-5 text-primary" aria-hidden /> Helping in person
            </CardTitle>
            <CardDescription>Where you are and how you can help people near you.</CardDescription>
          </CardHeader>
          <CardContent>
            <LocalProfileForm
              initial={{
                displayName: local?.displayName ?? fallbackName,
                locationCity: local?.locationCity ?? null,
                hasLocation: local?.hasLocation ?? false,
                travelRadiusKm: local?.travelRadiusKm ?? DEFAULT_TRAVEL_RADIUS_KM,
                availability: local?.availability ?? "Available",
                helpOffered: local?.helpOffered ?? [],
              }}
            />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
