"use client";

import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ImageUp, Trash2 } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SupporterAvatar } from "@/components/supporters/supporter-avatar";
import { AVATAR_ACCEPT, AVATAR_MESSAGES, precheckAvatar } from "@/lib/domain/uploads/avatar";
import { readUploadAnswer } from "@/lib/client/upload";

/**
 * Her profile picture: uploaded to /api/avatars as soon as it is chosen (the server checks the
 * bytes and strips camera and location data), or removed to show her initials.
 */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(avatarUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();

  function refuse(title: string, description: string) {
    setError(description);
    toast.error(title, { description });
  }

  function upload(file: File) {
    const precheck = precheckAvatar(file);
    if (precheck) return refuse(AVATAR_MESSAGES[precheck].title, AVATAR_MESSAGES[precheck].description);
    setError(null);
    startTransition(async () => {
      try {
        const body = new FormData();
        body.set("file", file);
        const response = await fetch("/api/avatars", { method: "POST", body });
        const result = await readUploadAnswer<{ avatarUrl?: string }>(response);
        if (!response.ok || !result?.ok) return refuse(result?.title ?? AVATAR_MESSAGES.failed.title, result?.error ?? AVATAR_MESSAGES.failed.description);
        setCurrent(result.data.avatarUrl ?? null);
        toast.success("Picture updated", { description: "Camera and location details were removed from it." });
        router.refresh();
      } catch {
        refuse(AVATAR_MESSAGES.failed.title, AVATAR_MESSAGES.failed.description);
      } finally {
        if (input.current) input.current.value = "";
      }
    });
  }

  function remove() {
    setError(null);
    startTransition(async () => {
      const response = await fetch("/api/avatars", { method: "DELETE" }).catch(() => null);
      const result = await readUploadAnswer<null>(response);
      if (!response?.ok || !result?.ok) return refuse("Could not remove the picture", result?.error ?? "Please try again.");
      setCurrent(null);
      toast.success("Picture removed", { description: "Your initials are shown instead." });
      router.refresh();
    });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <SupporterAvatar name={name} avatarUrl={current} className="size-20 text-xl" />
      <div className="min-w-0 space-y-2">
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          A friendly photo helps people trust you. JPG, PNG or WebP, up to 2 MB. Without one, your initials are shown.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          aria-label="Profile picture"
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? <Spinner /> : <ImageUp aria-hidden />}
            {current ? "Replace picture" : "Upload picture"}
          </Button>
          {current ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="ghost" disabled={busy}>
                  <Trash2 aria-hidden /> Remove picture
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Remove your picture?</AlertDialogTitle>
                  <AlertDialogDescription>Your initials will be shown instead. You can upload a new picture at any time.</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction variant="destructive" onClick={remove}>
                    Remove picture
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
