// The public pages served as files (issue 20) load Next.js's script files once the page has been
// painted, not while it is still being parsed. Their text and links are complete HTML, and the
// quick exit works before any script file runs (its inline handler in the root layout); what the
// files bring (hydration: the signed-in header, client navigation) can wait one frame. Loaded
// from the page's <head> as Next writes them, they arrive and run before the first paint, and on
// a slow phone the text waits for 150 KB of JavaScript to be fetched and evaluated.
//
// Each `<script src async>` of the HTML (and the preload Next adds for one of them) is replaced
// by one inline loader that adds the same scripts, async as before, once the browser reports the
// page's first paint (a PerformanceObserver of paint entries), or at once when she touches, clicks,
// focuses or types first. A hidden tab paints nothing, and a browser without paint timing reports
// nothing: a timer loads them then. Async scripts run in any order already; nothing else changes.
//
// Not on a page with a form the browser could send by itself (a sign-in or reset form): a press
// there before hydration is held until React has the form (lib/domain/safety/early-form-hold.ts),
// and that wait must stay as short as it can be. Those pages keep Next's scripts as they are,
// loaded at once. (The landing page's story box has a text area and a submit button that is
// disabled until she has written enough: it cannot be sent before hydration, and it picks up
// what was typed before then.)
//
// Applied to the cached page entry before its script hashes are taken (./static-page.mjs), so the
// loader is one of the page's allowed inline scripts. Plain JavaScript: Next.js loads the cache
// handler at run time without compiling it.

// React writes an async script exactly so: `<script src="…" async=""></script>`.
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^<>]*\/>/g;
/** Longest the scripts wait for the first paint (a hidden tab paints nothing). */
export const FALLBACK_MS = 200;
/** Her first input of these loads the scripts at once, painted or not. */
export const FIRST_INPUT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"];

const FORM = /<form[\s>]/i;
const FORM_TARGET = /<form\b[^>]*\s(?:action|method)=/i;
const FIELD = /<(?:input\b(?![^>]*\stype="hidden")|select\b)/i;
const BUTTON = /<button\b[^>]*>/gi;
const BUTTON_TYPE = /\stype="([^"]*)"/i;
const DISABLED = /\sdisabled(?:[\s=>/]|$)/i;

/**
 * Whether the page holds a form the browser could send before hydration: one with an action or a
 * method, a field (Enter in a text field sends its form), or a submit button that is not disabled
 * (a button with no type is a submit button).
 */
export function couldSendFormBeforeHydration(html) {
  if (!FORM.test(html)) return false;
  if (FORM_TARGET.test(html) || FIELD.test(html)) return true;
  for (const [tag] of html.matchAll(BUTTON)) {
    const type = (BUTTON_TYPE.exec(tag)?.[1] ?? "submit").toLowerCase();
    if (type === "submit" && !DISABLED.test(tag)) return true;
  }
  return false;
}

/** The inline loader for these script URLs. */
export function loaderScript(sources) {
  return (
    `(function(){var d=document,s=${JSON.stringify(sources).replace(/</g, "\\u003c")},done=false,i;` +
    `function load(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e);}}` +
    `var t=${JSON.stringify(FIRST_INPUT_EVENTS)};for(i=0;i<t.length;i++)d.addEventListener(t[i],load,true);` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();load();}).observe({type:"paint",buffered:true});}catch(e){load();}` +
    `setTimeout(load,${FALLBACK_MS});})();`
  );
}

/**
 * The page's HTML with its async script files loaded after the first paint; unchanged if it has
 * none, or if it holds a form the browser could send before hydration.
 */
export function deferScriptsUntilPainted(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0 || couldSendFormBeforeHydration(html)) return html;
  const sources = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const stripped = withoutScripts.replace(SCRIPT_PRELOAD, "");
  const at = stripped.indexOf("</head>");
  return `${stripped.slice(0, at)}<script>${loaderScript([...new Set(sources)])}</script>${stripped.slice(at)}`;
}
