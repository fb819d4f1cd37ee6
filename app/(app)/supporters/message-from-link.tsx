"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { MessageDialog, type MessageableSupporter } from "./message-dialog";

/**
 * The dialog opened by /supporters?message={userId} (a profile's Message button links here).
 * Closing it takes `message` out of the address, so going back or refreshing doesn't reopen it.
 */
export function MessageFromLink({ supporter, assessment }: { supporter: MessageableSupporter; assessment: { summary: string } | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  function onOpenChange(open: boolean) {
    if (open) return;
    const next = new URLSearchParams(params.toString());
    next.delete("message");
    next.delete("kind");
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }
  return <MessageDialog supporter={supporter} assessment={assessment} defaultOpen hideTrigger onOpenChange={onOpenChange} />;
}
