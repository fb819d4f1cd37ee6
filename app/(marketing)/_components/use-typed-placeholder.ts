"use client";

import { useEffect, useRef, useState } from "react";
import { TYPE_MS_PER_CHAR, TYPE_PAUSE_MS } from "./story";

/**
 * Types the examples one character at a time, pausing on each whole example (spec part 1 §9).
 * The server renders the first example whole, so nothing flickers at hydration and a page
 * without JavaScript still shows an example. With prefers-reduced-motion the examples change
 * whole, never typed. Runs only while `active` (the box is empty: otherwise nobody sees it).
 */
export function useTypedPlaceholder(examples: readonly string[], active: boolean): string {
  const [text, setText] = useState(examples[0] ?? "");
  const position = useRef({ index: 0, shown: (examples[0] ?? "").length });

  useEffect(() => {
    if (!active || examples.length === 0) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const at = position.current;
    let timer: number;

    const next = () => {
      const full = examples[at.index]!;
      if (at.shown >= full.length) {
        timer = window.setTimeout(() => {
          at.index = (at.index + 1) % examples.length;
          at.shown = reduce ? examples[at.index]!.length : 0;
          setText(examples[at.index]!.slice(0, at.shown));
          next();
        }, TYPE_PAUSE_MS);
      } else {
        timer = window.setTimeout(() => {
          at.shown += 1;
          setText(full.slice(0, at.shown));
          next();
        }, TYPE_MS_PER_CHAR);
      }
    };
    next();
    return () => window.clearTimeout(timer);
  }, [active, examples]);

  return text;
}
