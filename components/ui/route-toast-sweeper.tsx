"use client";

import { useLayoutEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { toast } from "@/lib/client/toast";

/**
 * An error toast belongs to the page it was raised on: when she moves to another page, the
 * errors still showing are dismissed ("Login failed" must not follow her to forgot-password).
 * A layout effect runs before the new page's own effects, so a toast the new page raises as it
 * opens (like "Authentication Required") is not swept away with the old ones.
 */
export function RouteToastSweeper() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    toast.dismissErrors();
  }, [pathname]);
  return null;
}
