"use client";

import type { ExternalToast } from "sonner";

// Toasts without sonner in any page's first load (issue 20: about 11 KB gzipped, the landing
// page's included). Every toast in Haven goes through `toast` here. The first one, or her first
// interaction with the page, or a toast left for this page by the previous one, makes the root
// layout's LazyToaster load and mount sonner's Toaster; toasts asked for before it has mounted
// wait and are shown in order as soon as it has (none is lost).

type Sonner = typeof import("sonner");
type Kind = "message" | "success" | "error" | "info" | "warning";
type Message = string | React.ReactNode;

interface Waiting {
  kind: Kind;
  message: Message;
  data?: ExternalToast;
}

let sonner: Sonner | null = null;
const waiting: Waiting[] = [];
const listeners = new Set<() => void>();

/** The page asked for the Toaster ahead of any toast (prepareToaster). */
let prepared = false;

/** The LazyToaster's hook: `load` is called whenever a toast is waiting for the Toaster. */
export function onToasterWanted(load: () => void): () => void {
  listeners.add(load);
  if (waiting.length || prepared) load();
  return () => listeners.delete(load);
}

/**
 * Loads the Toaster before any toast is asked for. The signed-in pages do, once the browser is
 * idle: a toast there is often the answer to something that failed for want of a connection,
 * which could not fetch the Toaster's code then.
 */
export function prepareToaster(): void {
  prepared = true;
  for (const load of listeners) load();
}

/** Called by the Toaster once sonner listens: what waited is shown, in order. */
export function toasterReady(module: Sonner): () => void {
  sonner = module;
  for (const item of waiting.splice(0)) showNow(module, item);
  return () => {
    if (sonner === module) sonner = null;
  };
}

function showNow(module: Sonner, { kind, message, data }: Waiting) {
  if (kind === "message") module.toast(message, data);
  else module.toast[kind](message, data);
}

function show(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    if (sonner) return void showNow(sonner, { kind, message, data });
    waiting.push({ kind, message, data });
    for (const load of listeners) load();
  };
}

export const toast = Object.assign(show("message"), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** One toast by its id (given as `id` when it was raised), or all of them. */
  dismiss(id?: string | number): void {
    if (sonner) sonner.toast.dismiss(id);
    for (let i = waiting.length - 1; i >= 0; i--) if (id === undefined || waiting[i]!.data?.id === id) waiting.splice(i, 1);
  },
  /** Every error toast showing or waiting (an error belongs to the page it was raised on). */
  dismissErrors(): void {
    for (const t of sonner?.toast.getToasts() ?? []) if ("type" in t && t.type === "error") sonner!.toast.dismiss(t.id);
    for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.kind === "error") waiting.splice(i, 1);
  },
});

// --- a toast for the next page ---------------------------------------------------------------

const PENDING_KEY = "haven:pending-toast";

/**
 * A success toast to show on the next page this tab loads (for actions that end in a full
 * page load, like signing out): shown there for its whole duration instead of for the instant
 * before the page goes. Falls back to showing it now when storage is unavailable.
 */
export function toastAfterNavigation(title: string, description: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ title, description }));
  } catch {
    toast.success(title, { description });
  }
}

/** Whether the previous page left a toast for this one (the Toaster is then loaded at once). */
export function hasPendingToast(): boolean {
  try {
    return sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Shows the toast the previous page left, once. */
export function showPendingToast(): void {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    sessionStorage.removeItem(PENDING_KEY);
    const { title, description } = JSON.parse(pending) as { title: string; description: string };
    toast.success(title, { description });
  } catch {
    // Storage unavailable or a malformed entry: nothing to show.
  }
}
