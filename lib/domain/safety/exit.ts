// Quick exit (ARCHITECTURE.md §7): where it goes, who is signed out by it, and the tiny script
// that keeps Back from showing Haven again. Pure: no I/O.
import type { Mode, RoleName } from "@/lib/domain/auth/roles";

/** The neutral site quick exit replaces Haven with. */
export const EXIT_URL = "https://www.bbc.co.uk/weather";

/**
 * The per-tab mark that this tab left through quick exit. It lives in sessionStorage, which
 * only this tab (and only Haven's origin) can read, and it survives the hop to the neutral
 * site and back, so a Haven page reached again through history knows to leave at once.
 */
export const EXITED_KEY = "haven.exited";

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
