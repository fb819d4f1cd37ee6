"use client";

import { Suspense, useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { NOTICES, type NoticeKey } from "./notices";

// Shows the toast named by ?notice=… and removes the parameter at once, so that a reload or
// Back does not show it again.

function Notice() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  const key = params.get("notice");

  useEffect(() => {
    if (!key || shown.current === key) return;
    shown.current = key;
    const notice = NOTICES[key as NoticeKey];
    if (notice) toast.info(notice.title, { description: notice.description });
    const rest = new URLSearchParams(params.toString());
    rest.delete("notice");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [key, params, pathname, router]);

  return null;
}

/** Render once anywhere on the page (it shows nothing itself). */
export function AssessmentNotice() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
