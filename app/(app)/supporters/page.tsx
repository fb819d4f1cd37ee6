import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ClipboardList, Info, SearchX, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/account/load-error";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { listDirectory, type DirectoryPage } from "@/lib/data/directory";
import { NOT_FOR_SUPPORTERS, NOT_YOURSELF, SUPPORTER_UNAVAILABLE, getMessageableSupporter, getShareableAssessment } from "@/lib/data/supporter-chats";
import { parsePage, parseTab, type DirectoryTab } from "@/lib/domain/directory/search";
import { readDirectorySearch } from "@/lib/auth/cookies";
import { languagesFromHeader } from "@/lib/domain/matching";
import { canMessageSupporters } from "@/lib/domain/supporter-chat";
import { findPlace, placeLabel } from "@/lib/services/geo";
import { ClearButton, DirectoryTabs, NearForm, Pagination, SEARCH_ACTION, SearchForm, type DirectoryState } from "./directory-controls";
import { SearchAnnouncer } from "./search-announcer";
import { directoryHref } from "./directory-href";
import { MessageFromLink } from "./message-from-link";
import { DirectoryMessaging } from "./directory-messaging";
import { SupporterGrid } from "./supporter-card";
import { supporterCardView } from "@/components/supporters/card-view";

export const metadata: Metadata = { title: "Community Supporters" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Her town, looked up in the bundled gazetteer (no outside request), used for this page only. */
function resolveNear(text: string) {
  if (!text) return { point: null, label: null, problem: null };
  const found = findPlace(text);
  if (found.kind === "match") return { point: found.place, label: placeLabel(found.place), problem: null };
  if (found.kind === "ambiguous") {
    const place = found.places[0]!;
    return { point: place, label: placeLabel(place), problem: null };
  }
  return { point: null, label: null, problem: `We couldn't find "${text}". Please check the spelling, or enter the nearest large town or city.` };
}

const HEADINGS: Record<DirectoryTab, string> = { "for-you": "Suggested for you", professional: "Verified professionals", local: "Local supporters" };

export default async function SupportersPage({ searchParams }: { searchParams: Search }) {
  const auth = await requireUser();
  const actor = toActor(auth);
  const sp = await searchParams;
  // Her search and town come from /supporters/search's cookie, never from the address.
  const search = await readDirectorySearch(actor.userId);
  const state: DirectoryState = { tab: parseTab(sp.tab), q: search.q, near: search.near, page: parsePage(sp.page) };
  const near = resolveNear(state.near);
  // The town form is on the lists of people near her, not on the professionals' list.
  const nearShown = state.tab !== "professional";
  const languages = languagesFromHeader((await headers()).get("accept-language"));
  const canMessage = canMessageSupporters(auth.roles, auth.currentMode);

  // Three independent reads, side by side. The directory's failure is a card of its own (spec
  // part 2 §8 "Error Loading Supporters"), not the page's, so it is caught here.
  const [directory, assessment, linked] = await Promise.all([
    listDirectory(actor, { tab: state.tab, query: state.q, page: state.page, near: near.point, languages }).catch((error: unknown): DirectoryPage | null => {
      console.error("[supporters] directory failed", error);
      return null;
    }),
    canMessage ? getShareableAssessment(actor).catch(() => null) : null,
    linkedSupporter(first(sp.message), first(sp.kind), actor.userId, canMessage),
  ]);
  if (directory && state.page > directory.pageCount) redirect(directoryHref({ ...state, page: directory.pageCount }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Community Supporters"
        description="Verified professionals and local volunteers who are here to help. What you write to them is private."
      />
      {linked.problem ? (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {linked.problem}
        </p>
      ) : null}
      {linked.supporter ? <MessageFromLink supporter={linked.supporter} assessment={assessment} /> : null}
      {!canMessage ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {NOT_FOR_SUPPORTERS}
        </p>
      ) : null}

      <div className="space-y-4">
        <SearchForm state={state} />
        <DirectoryTabs state={state} />
        {nearShown ? <NearForm state={state} placeLabel={near.label} problem={near.problem} /> : null}
      </div>

      <section aria-labelledby="results-title" className="mt-6">
        {/* Her words wrap anywhere: a long word with no spaces must not widen a phone's page. */}
        <div className="mb-4 flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">
          <h2 id="results-title" className="text-lg font-semibold">
            {HEADINGS[state.tab]}
          </h2>
          {directory ? <ResultsNote directory={directory} state={state} canMessage={canMessage} /> : null}
        </div>
        {directory?.fallback ? (
          <div className="mb-4">
            <LoadError message="Error loading recommendations" toastOnMount />
            <p className="mt-2 text-sm text-muted-foreground">Meanwhile, here are verified professionals you can contact.</p>
          </div>
        ) : null}
        {!directory ? (
          <div className="rounded-xl border bg-card p-6">
            <h3 className="mb-3 font-semibold">Error Loading Supporters</h3>
            <LoadError message="We couldn't load the supporters just now. Please check your connection and try again." />
          </div>
        ) : directory.items.length === 0 ? (
          <EmptyState state={state} />
        ) : (
          <DirectoryMessaging assessment={canMessage ? assessment : null}>
            <SupporterGrid
              canMessage={canMessage}
              viewerId={actor.userId}
              supporters={directory.items.map((s) => supporterCardView(s, { reasons: state.tab === "for-you" && !directory!.fallback }))}
            />
          </DirectoryMessaging>
        )}
        {directory ? <Pagination state={state} pageCount={directory.pageCount} /> : null}
      </section>
      {/* A list or page of its own starts with nothing said (a link there is no search). */}
      <SearchAnnouncer
        key={`${state.tab}:${state.page}`}
        action={SEARCH_ACTION}
        message={directory && !(nearShown && near.problem) ? searchAnnouncement(directory.total) : ""}
      />
      <CrisisNumbers />
    </div>
  );
}

async function linkedSupporter(userId: string, kind: string, selfId: string, canMessage: boolean) {
  if (!userId) return { supporter: null, problem: null };
  if (!canMessage) return { supporter: null, problem: NOT_FOR_SUPPORTERS };
  if (userId === selfId) return { supporter: null, problem: NOT_YOURSELF };
  try {
    const supporter = await getMessageableSupporter(userId.slice(0, 64), kind === "local" || kind === "professional" ? kind : undefined);
    return supporter ? { supporter, problem: null } : { supporter: null, problem: SUPPORTER_UNAVAILABLE };
  } catch (error) {
    console.error("[supporters] message link failed", error);
    return { supporter: null, problem: "Failed to start chat. Please try again." };
  }
}

/** What a screen reader is told once a search or town was sent: the count (her words are on the page). */
function searchAnnouncement(total: number): string {
  return `Search updated: ${total === 0 ? "no results" : total === 1 ? "1 result" : `${total} results`}.`;
}

function ResultsNote({ directory, state, canMessage }: { directory: DirectoryPage; state: DirectoryState; canMessage: boolean }) {
  const count = `${directory.total} ${directory.total === 1 ? "supporter" : "supporters"}${state.q ? ` matching “${state.q}”` : ""}`;
  // None found: the count alone (the empty state below says what to try); no order to speak of.
  if (state.tab !== "for-you" || directory.fallback || directory.total === 0) return <p className="text-sm text-muted-foreground">{count}</p>;
  if (directory.matchedOnAssessment) return <p className="text-sm text-muted-foreground">{count}, best match for your latest assessment first.</p>;
  return (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p>
        {count}, sorted by availability, reviews and experience.{canMessage ? " Take the assessment to see who fits your situation best." : ""}
      </p>
      {canMessage ? (
        <Button asChild variant="outline" size="sm" className="min-h-11 self-start">
          <Link href="/assessment">
            <ClipboardList aria-hidden /> Start Your Assessment
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function EmptyState({ state }: { state: DirectoryState }) {
  const searching = Boolean(state.q);
  const [title, text] = searching
    ? [`No supporters match “${state.q}”`, "Try another name, specialization or city, or look in another list."]
    : state.tab === "professional"
      ? ["No verified professionals yet", "Professionals appear here once our team has checked their qualifications."]
      : state.tab === "local"
        ? ["No local supporters yet", "Local volunteers appear here once they have added their town or city."]
        : ["No supporters to suggest yet", "As verified professionals and local supporters join Haven, they will appear here."];
  const Icon = searching ? SearchX : Users;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center [overflow-wrap:anywhere]">
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <h3 className="font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {searching ? (
        <ClearButton tab={state.tab} field="q" variant="outline">
          Clear search
        </ClearButton>
      ) : null}
    </div>
  );
}
