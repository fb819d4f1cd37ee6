import type { Metadata } from "next";
import { Suspense } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { isRecordId } from "@/lib/validations/fields";
import { BadgeCheck, Briefcase, Clock, Languages, MapPin } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SupporterAvatar } from "@/components/supporters/supporter-avatar";
import { RatingBadge } from "@/components/supporters/rating-badge";
import { MessageButton } from "@/components/supporters/message-button";
import { requireUser, toActor } from "@/lib/auth/session";
import { getPublicSupporterProfile } from "@/lib/data/supporter-profiles";
import { SPECIALIZATION_LABELS } from "@/lib/domain/supporters/specializations";
import { HELP_OFFERED_LABELS } from "@/lib/domain/supporters/help-offered";
import { ReportDialog } from "@/components/reports/report-dialog";
import { ReviewsSection, ReviewsSkeleton } from "./reviews-section";

export const metadata: Metadata = { title: "Supporter profile" };

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{children}</span>
    </li>
  );
}

/** /profile/{supporterId or userId}: a verified professional or a local supporter with a location. */
export default async function PublicSupporterProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const state = await requireUser();
  const actor = toActor(state);
  const { id } = await params;
  const showAll = (await searchParams).reviews === "all";
  // Next has already decoded the segment; anything that is not an id is simply not a profile.
  if (!isRecordId(id)) notFound();
  const profile = await getPublicSupporterProfile(actor, id);
  if (!profile) notFound();

  const { local } = profile;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {profile.isSelf ? (
        <p role="status" className="rounded-lg border border-primary/40 bg-secondary/40 p-3 text-sm">
          This is how people looking for help see your profile.{" "}
          <Link href="/profile#supporter-profile" className="font-medium text-primary underline underline-offset-4">
            Edit your profile
          </Link>
        </p>
      ) : null}

      <Card>
        <CardContent className="space-y-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <SupporterAvatar name={profile.name} avatarUrl={profile.avatarUrl} className="size-20 text-2xl" />
            <div className="min-w-0 flex-1 space-y-1">
              <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{profile.name}</h1>
              <p className="text-muted-foreground">{profile.title ?? "Local supporter"}</p>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {profile.kind === "professional" ? (
                  <Badge>
                    <BadgeCheck aria-hidden /> Verified professional
                  </Badge>
                ) : null}
                {local ? (
                  <Badge variant="secondary">
                    <MapPin aria-hidden /> Helps in person
                  </Badge>
                ) : null}
                <RatingBadge rating={profile.rating} />
              </div>
              {!profile.isSelf ? (
                <div className="flex flex-col gap-2 pt-3 sm:flex-row sm:items-center">
                  <MessageButton userId={profile.userId} name={profile.name} className="w-full sm:w-auto" />
                  <ReportDialog subjectType="supporter" subjectUserId={profile.userId} name={profile.name} className="self-start sm:self-auto" />
                </div>
              ) : null}
            </div>
          </div>

          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <Fact icon={Clock}>{profile.availability}</Fact>
            {profile.yearsExperience !== null ? (
              <Fact icon={Briefcase}>{profile.yearsExperience === 1 ? "1 year of experience" : `${profile.yearsExperience} years of experience`}</Fact>
            ) : null}
            {profile.languages.length ? <Fact icon={Languages}>Speaks {profile.languages.join(", ")}</Fact> : null}
            {local?.city ? (
              <Fact icon={MapPin}>
                {local.city} · travels up to {local.travelRadiusKm} km
              </Fact>
            ) : null}
          </ul>

          {profile.bio ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="font-medium">
                About
              </h2>
              <p className="mt-1 whitespace-pre-line break-words">{profile.bio}</p>
            </section>
          ) : null}

          {profile.specializations.length ? (
            <section aria-labelledby="specializations-title">
              <h2 id="specializations-title" className="font-medium">
                Specialisations
              </h2>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {profile.specializations.map((s) => (
                  <li key={s}>
                    <Badge variant="secondary">{SPECIALIZATION_LABELS[s]}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {local && local.helpOffered.length ? (
            <section aria-labelledby="help-title">
              <h2 id="help-title" className="font-medium">
                Help in person
              </h2>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {local.helpOffered.map((h) => (
                  <li key={h}>
                    <Badge variant="outline">{HELP_OFFERED_LABELS[h]}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </CardContent>
      </Card>

      <Suspense fallback={<ReviewsSkeleton />}>
        <ReviewsSection actor={actor} profile={profile} pathId={id} showAll={showAll} />
      </Suspense>

      <Button asChild variant="outline">
        <Link href="/supporters">Back to supporters</Link>
      </Button>
    </div>
  );
}
