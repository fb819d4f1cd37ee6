"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ClipboardList, MessageCircleHeart, ShieldAlert, Users } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { TextField } from "@/components/auth/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { clearPendingStory, readPendingStory } from "@/lib/client/pending-story";
import { supportTakerOnboardingSchema } from "@/lib/validations/onboarding";
import { completeSupportTakerOnboardingAction } from "../actions";
import { answerOf } from "@/lib/client/action-call";

const NEXT_STEPS = [
  {
    icon: ClipboardList,
    title: "Take the assessment",
    text: "A guided conversation of about 10 minutes that helps you see where you stand, with a personal plan at the end.",
  },
  { icon: Users, title: "Browse supporters", text: "Verified therapists, lawyers, HR experts and counsellors, and local volunteers near you." },
  {
    icon: ShieldAlert,
    title: "Set up emergency features",
    text: "Add people you trust, so one button can alert them and nearby supporters if you are in danger.",
  },
];

export function SupportTakerWelcome({ alias }: { alias: string | null }) {
  const router = useRouter();
  const [story, setStory] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();

  // The story she wrote before signing up lives only in this browser (spec part 1 §4).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- her story lives in this browser's storage, read after hydration
  useEffect(() => setStory(readPendingStory()), []);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const parsed = supportTakerOnboardingSchema.safeParse(Object.fromEntries(formData.entries()));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    startTransition(async () => {
      const result = await answerOf(() => completeSupportTakerOnboardingAction(formData));
      if (!result.ok) {
        setError(result.fieldErrors?.displayName);
        toast.error("Error", { description: result.error });
        return;
      }
      // Read again: a story older than 30 minutes is discarded here rather than carried on.
      const carried = readPendingStory();
      router.replace(carried ? "/assessment" : "/dashboard/support-taker");
      router.refresh();
    });
  }

  return (
    <>
      {story ? (
        <Card className="border-primary/30 bg-secondary/40">
          <CardContent>
            <h2 className="flex items-center gap-2 font-medium">
              <MessageCircleHeart className="size-5 text-primary" aria-hidden /> Your story is kept on this device
            </h2>
            <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm text-muted-foreground" data-testid="pending-story-preview">
              {story}
            </p>
            <p className="mt-2 text-sm">When you press Get Started, it continues into your assessment.</p>
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 px-0 text-muted-foreground"
              onClick={() => {
                clearPendingStory();
                setStory(null);
              }}
            >
              Remove it from this device
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <ol className="space-y-3">
        {NEXT_STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-medium">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              name="displayName"
              label="Display name (optional)"
              hint={
                alias
                  ? `Leave it blank to stay fully anonymous as ${alias}.`
                  : "Leave it blank to stay fully anonymous. Supporters see this name, never your e-mail."
              }
              maxLength={100}
              autoComplete="off"
              error={error}
            />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? <Spinner /> : null}
              Get Started
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
