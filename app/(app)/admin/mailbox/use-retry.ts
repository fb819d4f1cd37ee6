"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import type { ActionResult } from "@/lib/auth/safe-action";

/** Puts a failed e-mail or text message back in the queue; `pending` is the id being retried. */
export function useRetry(action: (input: { id: string }) => Promise<ActionResult<unknown>>) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const retry = (id: string) => {
    setPending(id);
    startTransition(async () => {
      const result = await action({ id }).catch(() => null);
      setPending(null);
      if (result?.ok) {
        toast.success("Sent back to the queue", { description: "It will be tried again in a moment." });
        router.refresh();
      } else toast.error("Could not retry", { description: result?.error ?? "Please try again." });
    });
  };
  return { pending, retry };
}
