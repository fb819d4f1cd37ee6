"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { Hammer, MessageCircleHeart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { readPendingStory } from "@/lib/client/pending-story";

/**
 * The story she wrote on the landing page arrives here (spec part 1 §4). The guided questions
 * are the assessment capability's; until then her words are shown back, still only on this
 * device, so nothing she wrote is lost.
 */
export function CarriedStory() {
  const [story, setStory] = useState<string | null | undefined>(undefined);
  useEffect(() => setStory(readPendingStory()), []);

  return (
    <>
      {story ? (
        <div className="rounded-xl border border-primary/30 bg-secondary/40 p-5">
          <Label htmlFor="carried-story" className="flex items-center gap-2 text-base font-medium">
            <MessageCircleHeart className="size-5 text-primary" aria-hidden /> What you shared with us
          </Label>
          <Textarea id="carried-story" readOnly value={story} rows={5} className="mt-3 bg-background" />
          <p className="mt-2 text-sm text-muted-foreground">This is kept only on this device. It will be the start of your assessment.</p>
        </div>
      ) : null}
      <div className="rounded-xl border bg-card p-6">
        <div className="flex items-start gap-3">
          <Hammer className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Coming soon</p>
            <p className="mt-1 text-muted-foreground">The guided questions open here soon. Your dashboard has support you can use today.</p>
          </div>
        </div>
        <Button asChild variant="outline" className="mt-6"><Link href="/dashboard">Back to your dashboard</Link></Button>
      </div>
    </>
  );
}
