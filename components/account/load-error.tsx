"use client";

import { startTransition, useEffect } from "react";
import { useRouter } from "next/navigation";
import { CircleAlert, RotateCw } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";

/**
 * What a section shows when its data could not be read: the spec's message and a way to retry.
 * In a route's error.tsx, `reset` is the boundary's: "Try again" asks the server again and
 * re-renders the page in place of the boundary.
 */
export function LoadError({
  message,
  description,
  toastOnMount = false,
  reset,
}: {
  message: string;
  description?: string;
  toastOnMount?: boolean;
  reset?: () => void;
}) {
  const router = useRouter();
  useEffect(() => {
    if (toastOnMount) toast.error(message, description ? { description } : undefined);
  }, [message, description, toastOnMount]);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span>
          {message}
          {description ? <span className="block text-muted-foreground">{description}</span> : null}
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset?.();
          })
        }
      >
        <RotateCw aria-hidden /> Try again
      </Button>
    </div>
  );
}
