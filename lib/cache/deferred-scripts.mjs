// The public pages served as files (issue 20) load Next.js's script files once the page has been
// painted, not while it is still being parsed. Their text and links are complete HTML, and the
// quick exit works before any script file runs (its inline handler in the root layout); what the
// files bring (hydration: the signed-in header, client navigation) can wait one frame. Loaded
// from the page's <head> as Next writes them, they arrive and run before the first paint, and on
// a slow phone the text waits for 150 KB of JavaScript to be fetched and evaluated.
//
// Each `<script src async>` of the HTML (and the preload Next adds for one of them) is replaced
// by one inline loader that adds the same scripts, async as before, once the browser reports the
// page's first paint (a PerformanceObserver of paint entries). A hidden tab paints nothing, and a
// browser without paint timing reports nothing: a timer loads them then. Async scripts run in
// any order already; nothing else changes. Applied to the cached page entry before its script
// hashes are taken (./static-page.mjs), so the loader is one of the page's allowed inline
// scripts. Plain JavaScript: Next.js loads the cache handler at run time without compiling it.

// React writes an async script exactly so: `<script src="…" async=""></script>`.
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^<>]*\/>/g;
/** Longest the scripts wait for the first paint (a hidden tab paints nothing). */
export const FALLBACK_MS = 200;

/** The inline loader for these script URLs. */
export function loaderScript(sources) {
  return (
    `(function(){var d=document,s=${JSON.stringify(sources).replace(/</g, "\\u003c")},done=false;` +
    `function load(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e);}}` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();load();}).observe({type:"paint",buffered:true});}catch(e){load();}` +
    `setTimeout(load,${FALLBACK_MS});})();`
  );
}

/** The page's HTML with its async script files loaded after the first paint; unchanged if it has none. */
export function deferScriptsUntilPainted(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
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
