"use client";

import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Scrolling back through a long conversation (issue 20): when the first message shown comes
 * into view, the page before it is asked for; when it arrives above, she stays on the message
 * she was reading. Whichever element scrolls (the message list on a wide screen, the page
 * itself on some phones), that message keeps its place on screen. Messages carry `data-seq`.
 */
export function useEarlierMessages({
  scroller,
  sentinel,
  firstSeq,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: {
  scroller: RefObject<HTMLElement | null>;
  /** The element at the top of the list (the "Show earlier messages" button). */
  sentinel: RefObject<HTMLElement | null>;
  firstSeq: number | undefined;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier(beforeSeq: number): void;
}) {
  const anchor = useRef<{ seq: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const before = anchor.current;
    anchor.current = null;
    if (!before) return;
    const element = scroller.current?.querySelector(`[data-seq="${before.seq}"]`);
    if (!element) return;
    const moved = element.getBoundingClientRect().top - before.top;
    const box = scroller.current!;
    // At once: a smooth page scroll (globals.css) would let her see the list jump.
    const by = { top: moved, behavior: "instant" as ScrollBehavior };
    if (box.scrollHeight > box.clientHeight) box.scrollBy(by);
    else window.scrollBy(by);
  }, [firstSeq, scroller]);

  const loadEarlier = () => {
    if (firstSeq === undefined || loadingEarlier) return;
    const first = scroller.current?.querySelector(`[data-seq="${firstSeq}"]`);
    anchor.current = first ? { seq: firstSeq, top: first.getBoundingClientRect().top } : null;
    onLoadEarlier(firstSeq);
  };
  const latest = useRef(loadEarlier);
  useEffect(() => {
    latest.current = loadEarlier;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!hasEarlier || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current());
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasEarlier, firstSeq, sentinel]);

  return loadEarlier;
}
