"use client";

import { EXIT_ROUTE, EXIT_URL, EXITED_KEY } from "@/lib/domain/safety/exit";
import { wipeJournalDrafts } from "@/lib/client/journal-draft";

export { EXIT_ROUTE };

/**
 * Everything Haven keeps in this browser goes: local storage (her pending story and its
 * timestamp, any draft), this tab's session storage (pending toasts, her journal draft), the
 * journal draft's files in IndexedDB, and every cookie a script can read (the sidebar state; the session cookies are httpOnly and are ended on the
 * server instead). Each step stands alone so one failure does not stop the rest.
 */
export function wipeHavenBrowserData() {
  wipeJournalDrafts();
  try {
    localStorage.clear();
  } catch {}
  try {
    sessionStorage.clear();
  } catch {}
  try {
    const paths = ["/", location.pathname];
    for (const part of document.cookie.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (!name) continue;
      for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}`;
    }
  } catch {}
}

/** Asks the server to end this session if her setting says so; survives leaving the page. */
function signOutIfChosen() {
  try {
    if (navigator.sendBeacon?.(EXIT_ROUTE)) return;
  } catch {}
  try {
    void fetch(EXIT_ROUTE, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {});
  } catch {}
}

/**
 * GOV.UK "Exit this page": wipe, mark this tab as exited (so Back replaces any Haven page with
 * the neutral site before it is painted: see backGuardScript), blank the page, and replace it.
 */
export function quickExit() {
  signOutIfChosen();
  wipeHavenBrowserData();
  try {
    sessionStorage.setItem(EXITED_KEY, "1");
  } catch {}
  try {
    document.title = "Weather";
    document.documentElement.style.display = "none";
    document.body.innerHTML = "";
  } catch {}
  window.location.replace(EXIT_URL);
}
