"use client";

import { useState, useTransition } from "react";
import { Upload } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CLARA_AVATAR_URL } from "@/lib/domain/chat";
import { uploadClaraAvatarAction } from "./actions";

export function ClaraAvatarPanel() {
  const [pending, startTransition] = useTransition();
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);

  function run() {
    startTransition(async () => {
      const outcome = await uploadClaraAvatarAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error("Failed to upload Clara's avatar. Please try again.");
        return;
      }
      setAvatarUrl(outcome.data.avatarUrl);
      toast.success("Clara's avatar uploaded");
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- a fixed local picture */}
        <img src={avatarUrl ?? CLARA_AVATAR_URL} alt="Clara's avatar" width={96} height={96} className="size-24 rounded-full border" />
        <div>
          <Button onClick={run} disabled={pending}>
            {pending ? <Spinner /> : <Upload aria-hidden />} Upload Clara&apos;s Avatar
          </Button>
        </div>
      </div>
      {avatarUrl ? (
        <section aria-labelledby="clara-result-title" className="rounded-xl border bg-card p-6">
          <h2 id="clara-result-title" className="text-lg font-semibold">
            Uploaded
          </h2>
          <p className="mt-1 text-sm">
            Avatar URL:{" "}
            <a className="break-all font-mono text-primary underline" href={avatarUrl} data-testid="clara-avatar-url">
              {avatarUrl}
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
