"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ArrowRight, Lock } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { useTypedBeforeHydration } from "@/lib/client/typed-before-hydration";
import { savePendingStory } from "@/lib/client/pending-story";
import { preloadJoinDialog, useJoinDialog } from "./join-dialog-provider";
import { useLandingSession } from "./landing-session";
import { isStoryLongEnough, STORY_EXAMPLES, STORY_MAX, STORY_MIN, STORY_WARN_ABOVE } from "./story";
import { useTypedPlaceholder } from "./use-typed-placeholder";

export const ASSESSMENT_ENTRY = "/assessment-chat";

/**
 * The hero story box (spec part 1 §2, §4 "Story hand-off", §5). The story is never sent to the
 * server from here: it is kept in this browser (lib/client/pending-story.ts) and picked up by
 * the assessment after sign-up or, when signed in, straight away.
 */
export function HeroStoryForm({ submitClassName }: { submitClassName: string }) {
  const signedIn = useLandingSession() !== null;
  const id = useId();
  const { openJoin } = useJoinDialog();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration, so the form works before and after it
  useEffect(() => setHydrated(true), []);
  // What she typed before the page's scripts ran is counted and can be sent (the text area has no
  // name: it is found by its id).
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { [`${id}-story`]: setMessage });
  const placeholder = useTypedPlaceholder(STORY_EXAMPLES, message.length === 0);
  const nearLimit = message.length > STORY_WARN_ABOVE;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isStoryLongEnough(message)) {
      toast.error("Please share more", { description: "Help us understand your situation better (at least 10 characters)" });
      return;
    }
    savePendingStory(message.trim());
    if (signedIn) {
      setBusy(true);
      // A new document, not an in-place navigation: this page is a file whose policy cannot
      // name the realtime server (components/app/static-page-exits.tsx).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a new document is the point
      window.location.assign(ASSESSMENT_ENTRY);
    } else {
      openJoin("chat-entry");
    }
  }

  return (
    // No action and no field name: without JavaScript nothing can be submitted anywhere.
    <form
      ref={form}
      onSubmit={onSubmit}
      data-hydrated={hydrated}
      aria-labelledby={`${id}-label`}
      className="rounded-2xl border bg-card p-5 shadow-lg shadow-primary/5 sm:p-6"
    >
      <label id={`${id}-label`} htmlFor={`${id}-story`} className="text-lg font-semibold">
        What&apos;s been happening?
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
        Write in your own words, at least {STORY_MIN} characters. No name needed. Your story stays in this browser until you continue.
      </p>
      <textarea
        id={`${id}-story`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onFocus={signedIn ? undefined : preloadJoinDialog}
        maxLength={STORY_MAX}
        placeholder={placeholder}
        rows={5}
        aria-describedby={`${id}-hint ${id}-count`}
        className="mt-4 block min-h-36 w-full resize-y rounded-lg border border-input bg-background px-3 py-3 text-base text-foreground shadow-xs outline-none transition-[box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="hero-story"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p
          id={`${id}-count`}
          data-testid="hero-story-count"
          data-near-limit={nearLimit}
          className={`text-sm tabular-nums ${nearLimit ? "font-medium text-destructive" : "text-muted-foreground"}`}
        >
          <span className="sr-only">Characters used: </span>
          {message.length}/{STORY_MAX}
        </p>
        <button type="submit" disabled={message.length < STORY_MIN || busy} className={submitClassName}>
          Continue privately <ArrowRight aria-hidden />
        </button>
      </div>
      {/* Said once when the limit gets close, not on every key. */}
      <p className="sr-only" aria-live="polite">
        {nearLimit ? `Nearly at the ${STORY_MAX} character limit.` : ""}
      </p>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4 shrink-0" aria-hidden />
        {signedIn ? "Next: a short, private assessment with Clara." : "Next: create an anonymous account to continue."}
      </p>
    </form>
  );
}
