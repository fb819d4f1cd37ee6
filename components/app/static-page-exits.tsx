"use client";

import { useEffect } from "react";
import { isStaticPublicPage } from "@/lib/domain/static-pages";

// The pages served as files (lib/domain/static-pages.ts, issue 20) carry the policy next.config.ts
// wrote at build time, which cannot name the realtime server (its address is known only at run
// time). A browser keeps a document's policy for its whole life, so a page reached from one of
// them in place (a Link: no new document) could not open the realtime WebSocket: no live
// messages, no live emergency alert, until she reloaded. From a document that began as one of
// those pages, a link to any other page is therefore followed as a new document, which brings
// that page's own policy.

/** The path this document was loaded at (later in-place navigations do not change it). */
const documentPath = typeof window === "undefined" ? "" : new URL(document.URL).pathname;

/** What of a link decides how it is followed. */
export interface LinkTarget {
  href: string;
  target: string;
  download: boolean;
}

/** Whether a click on this link, in a document loaded at `startedAt`, should load a new document rather than navigate in place. */
export function needsNewDocument(link: LinkTarget, startedAt: string, origin: string): boolean {
  if (!isStaticPublicPage(startedAt)) return false;
  if ((link.target && link.target !== "_self") || link.download) return false;
  const url = new URL(link.href, origin);
  return url.origin === origin && !isStaticPublicPage(url.pathname);
}

/** Rendered once, in the root layout. */
export function StaticPageExits() {
  useEffect(() => {
    if (!isStaticPublicPage(documentPath)) return;
    // On window, in the capture phase: before React's own listener on the document, so that
    // next/link never sees the click and the browser follows the link itself.
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = { href: link.href, target: link.target, download: link.hasAttribute("download") };
      if (needsNewDocument(target, documentPath, location.origin)) event.stopPropagation();
    }
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
