// Whether the page now being shown came from the browser's Back or Forward. Next shows such a page
// from its memory of her visit, as it was then; FreshOnReturn asks the server for it as it is now.

/** Long enough for a slow phone to render the page it steps to, short enough not to be taken for a later link. */
const STEP_WINDOW_MS = 3000;

let steppedAt: number | null = null;

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    steppedAt = performance.now();
  });
}

/** True once for a Back or Forward taken in the last few seconds: the next page to ask has it. */
export function takeHistoryStep(): boolean {
  const recent = steppedAt !== null && performance.now() - steppedAt < STEP_WINDOW_MS;
  steppedAt = null;
  return recent;
}
