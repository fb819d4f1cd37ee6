"use client";

import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Spec part 2 §8 (Chat): 'Failed to load conversations'.
export default function ChatError({ error, reset }: RouteErrorProps) {
  useLogRouteError("chat", error);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-semibold">Messages</h1>
      <LoadError message="Failed to load conversations" toastOnMount reset={reset} />
    </div>
  );
}
