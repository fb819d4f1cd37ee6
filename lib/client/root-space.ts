"use client";

/**
 * Room the page keeps at the bottom of the screen, as a CSS variable on the root element with
 * a marker attribute that app/globals.css selects on (null: none).
 */
export function setRootSpace(name: "toast-clearance" | "toast-stack", px: number | null): void {
  const root = document.documentElement;
  if (px === null) {
    root.style.removeProperty(`--${name}`);
    root.removeAttribute(`data-${name}`);
    return;
  }
  root.style.setProperty(`--${name}`, `${px}px`);
  root.setAttribute(`data-${name}`, "");
}
