// Quick exit (ARCHITECTURE.md §7): where it goes, who is signed out by it, and the tiny script
// that keeps Back from showing Haven again. Pure: no I/O.
import type { Mode, RoleName } from "@/lib/domain/auth/roles";
import { earlyFormHoldScript } from "./early-form-hold"; // relative: next.config.ts loads this file (lib/security-headers.ts)

/** The neutral site quick exit replaces Haven with. */
export const EXIT_URL = "https://www.bbc.co.uk/weather";

/**
 * The per-tab mark that this tab left through quick exit. It lives in sessionStorage, which
 * only this tab (and only Haven's origin) can read, and it survives the hop to the neutral
 * site and back, so a Haven page reached again through history knows to leave at once.
 */
export const EXITED_KEY = "haven.exited";

/** Where quick exit asks the server to end her session (when her setting says so). */
export const EXIT_ROUTE = "/api/exit";

/** The IndexedDB database that keeps a journal draft's files until it is saved. */
export const JOURNAL_DRAFT_DB = "haven-journal-draft";

/** Shift pressed three times within this long leaves (GOV.UK "Exit this page" allows 5 s); any
 * other key in between starts the count again, so typing capitals never leaves by accident. */
export const SHIFT_WINDOW_MS = 5_000;

/** Set by the QuickExit component once the page is interactive: from then on its button's own
 * handler answers a click. (Shift three times is always counted by the head script alone, so
 * presses either side of the page becoming interactive add up.) */
export const QUICK_EXIT_READY = "__havenQuickExitReady";

/**
 * Whether quick exit also signs her out. Her own choice wins; without one it is on for support
 * takers and for supporters while they are in support mode (the people who may be watched),
 * off for supporters at work and admins.
 */
export function signsOutOnExit(stored: boolean | null | undefined, primaryRole: RoleName | null | undefined, mode: Mode): boolean {
  if (typeof stored === "boolean") return stored;
  return mode === "support_mode" || !primaryRole || primaryRole === "support_taker";
}

/**
 * The guard at the very top of every page's <head>. It runs before anything of the page is
 * parsed or painted. When this tab has quick-exited and the page is now shown again by
 * Back/Forward (a fresh load of type "back_forward", or a page restored from the back/forward
 * cache), it stops the page loading and replaces it with the neutral site. Any other arrival
 * (a typed address, a link, a reload) means she came back on purpose: the mark is cleared and
 * Haven shows as usual.
 */
export function backGuardScript(exitUrl: string = EXIT_URL, key: string = EXITED_KEY): string {
  // JSON string literals, with "<" escaped so nothing can close the <script> element early.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const url = literal(exitUrl);
  const k = literal(key);
  return `(function(){var d=document.documentElement;function out(){try{d.style.display="none";}catch(e){}try{window.stop();}catch(e){}location.replace(${url});}try{var n=performance.getEntriesByType("navigation")[0];var t=n?n.type:(performance.navigation&&performance.navigation.type===2?"back_forward":"navigate");if(sessionStorage.getItem(${k})){if(t==="back_forward"){out();return;}sessionStorage.removeItem(${k});}}catch(e){}addEventListener("pageshow",function(e){try{if(e.persisted&&sessionStorage.getItem(${k}))out();}catch(x){}});})();`;
}

/**
 * Quick exit before the page's JavaScript has loaded. On a slow phone the page (and its "Exit
 * this page" button) shows seconds before the app's scripts run, and until then neither the
 * button nor Shift pressed three times would do anything. This part of the head script listens
 * from the very start and does what lib/client/quick-exit.ts does: ask the server to end the
 * session if her setting says so, wipe what Haven keeps in this browser, mark the tab as
 * exited, blank the page and replace it. It keeps counting Shift for the page's whole life, so
 * presses before and after the scripts load add up; a click on the button is left to the
 * QuickExit component once it has set QUICK_EXIT_READY.
 */
export function earlyQuickExitScript(exitUrl: string = EXIT_URL, key: string = EXITED_KEY): string {
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const [url, k, route, db, ready] = [exitUrl, key, EXIT_ROUTE, JOURNAL_DRAFT_DB, QUICK_EXIT_READY].map(literal);
  const expire = literal("=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=");
  return (
    `(function(){function ready(){return window[${ready}]===true;}` +
    `function go(){try{if(!(navigator.sendBeacon&&navigator.sendBeacon(${route})))fetch(${route},{method:"POST",keepalive:true,credentials:"same-origin"}).catch(function(){});}catch(e){}` +
    `try{localStorage.clear();}catch(e){}try{sessionStorage.clear();}catch(e){}try{indexedDB.deleteDatabase(${db});}catch(e){}` +
    `try{var c=document.cookie.split(";");for(var i=0;i<c.length;i++){var n=c[i].split("=")[0].trim();if(n){document.cookie=n+${expire}+"/";document.cookie=n+${expire}+location.pathname;}}}catch(e){}` +
    `try{sessionStorage.setItem(${k},"1");}catch(e){}try{document.title="Weather";document.documentElement.style.display="none";document.body.innerHTML="";}catch(e){}location.replace(${url});}` +
    `var p=[];addEventListener("keydown",function(e){if(e.key!=="Shift"){p=[];return;}if(e.repeat)return;var t=Date.now();p=p.filter(function(x){return t-x<${SHIFT_WINDOW_MS};});p.push(t);if(p.length>=3)go();},true);` +
    `addEventListener("click",function(e){if(ready())return;var t=e.target;if(t&&t.closest&&t.closest("[data-quick-exit]")){e.preventDefault();go();}},true);})();`
  );
}

/**
 * Set by the head script when it runs. A page Next.js renders only in the browser (one whose
 * server component called notFound(): an unknown address, a profile or entry that is not there)
 * arrives without its server-rendered <head>, so the script never ran; the QuickExit component
 * then runs it itself (components/safety/quick-exit.tsx).
 */
export const HEAD_SCRIPT_RAN = "__havenHeadScript";

/** The id of the head script's element in the root layout. */
export const HEAD_SCRIPT_ID = "haven-head-script";

/**
 * The one inline script of every page, first in <head>: the back guard, the early exit, and the
 * hold on forms sent before hydration (./early-form-hold.ts); last, the mark that it ran.
 */
export function headSafetyScript(): string {
  return backGuardScript() + earlyQuickExitScript() + earlyFormHoldScript(QUICK_EXIT_READY) + `window[${JSON.stringify(HEAD_SCRIPT_RAN)}]=true;`;
}
