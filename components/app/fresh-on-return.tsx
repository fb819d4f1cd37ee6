"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { takeHistoryStep } from "@/lib/client/history-step";

/**
 * For a page that lists what changes elsewhere (her latest messages, a supporter's cases): when
 * she comes back to it with the browser's Back or Forward, Next shows it as it was when she left,
 * then this asks the server for it as it is now. A link to it is always rendered on request.
 */
export function FreshOnReturn() {
  const router = useRouter();
  useEffect(() => {
    if (takeHistoryStep()) router.refresh();
  }, [router]);
  return null;
}
