"use client";

// After an action whose answer changes the page (a server refresh), keyboard and screen-reader
// users are taken to what changed: the button they pressed was disabled or replaced meanwhile,
// which leaves the browser's focus on the page's body, with nothing read out.

const WAIT_MS = 5_000;

/**
 * Moves focus to the element with this id as soon as it is on the page (now, or once the
 * refresh has drawn it), within a few seconds; the element needs tabIndex={-1} if it is not a
 * control. A later call replaces an earlier one. `replaced`: the element with this id on the page
 * now is being replaced by a new one, which is the one to focus.
 */
let current = 0;
export function focusWhenShown(id: string, { replaced = false }: { replaced?: boolean } = {}): void {
  const turn = ++current;
  const until = performance.now() + WAIT_MS;
  const outgoing = replaced ? document.getElementById(id) : null;
  const tryFocus = () => {
    if (turn !== current) return;
    const element = document.getElementById(id);
    if (element && element !== outgoing && element.isConnected && element.getClientRects().length > 0) {
      element.focus({ preventScroll: false });
      return;
    }
    if (performance.now() < until) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
