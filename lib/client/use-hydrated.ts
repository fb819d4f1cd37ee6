"use client";

import { useSyncExternalStore } from "react";

/** A store that never changes: nothing to subscribe to. */
export const subscribeNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true on every render after,
 * and on a component's first render when it mounts later in the browser. For what only the
 * browser knows (her time zone, the clock): rendered before hydration ends, it would not match
 * the server's HTML, and React would throw that HTML away and render the page again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
