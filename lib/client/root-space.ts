"use client";

/**
 * Room the page keeps at the bottom of the screen, from `top` (a distance from the top of the
 * window: the top edge of what sits there) to the window's bottom, as a CSS variable on the root
 * element with a marker attribute that app/globals.css selects on (null: none).
 */
export function setRootSpace(name: "toast-clearance" | "toast-stack", top: number | null): void {
  const root = document.documentElement;
  if (top === null) {
    root.style.removeProperty(`--${name}`);
    root.removeAttribute(`data-${name}`);
    return;
  }
  root.style.setProperty(`--${name}`, `${Math.max(0, Math.round(window.innerHeight - top))}px`);
  root.setAttribute(`data-${name}`, "");
}
