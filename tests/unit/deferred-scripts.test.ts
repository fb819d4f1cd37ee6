import vm from "node:vm";
import { FALLBACK_MS, FIRST_INPUT_EVENTS, couldSendFormBeforeHydration, deferScriptsUntilPainted, loaderScript } from "@/lib/cache/deferred-scripts.mjs";
import { HASH_POLICY_HEADER, inlineScripts, scriptHashPolicy, scriptHashSource } from "@/lib/cache/script-hashes.mjs";
import { prepareStaticPage } from "@/lib/cache/static-page.mjs";

// As Next.js writes a prerendered page: a preload for one script, async scripts in the head, the
// legacy bundle for old browsers, inline scripts, and one more async script at the end of the body.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  "<title>Haven</title><script>(function(){window.quickExit=1})()</script>",
  "</head><body><main><h1>Haven</h1></main>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  "</body></html>",
].join("");

const SOURCES = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/main.js"];

type Timer = { run: () => void; ms: number };

/** Runs a loader in a small stand-in for a browser page; `paint` says what the browser's paint timing does. */
function page(code: string, paint: "reported" | "unsupported") {
  const added: { src: string; async: boolean }[] = [];
  const timers: Timer[] = [];
  let reportPaint: (() => void) | undefined;
  let observed: unknown;
  const listeners: { type: string; listener: () => void; capture: unknown }[] = [];
  class PerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: unknown) {
      observed = options;
      reportPaint = () => this.callback({}, this);
    }
    disconnect() {
      reportPaint = undefined;
    }
  }
  const context = {
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
      addEventListener: (type: string, listener: () => void, capture: unknown) => listeners.push({ type, listener, capture }),
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(paint === "reported" ? { PerformanceObserver } : {}),
  };
  vm.runInNewContext(code, context);
  const runTimers = (upTo: number) => {
    for (const timer of timers.splice(0).sort((a, b) => a.ms - b.ms)) {
      if (timer.ms <= upTo) timer.run();
      else timers.push(timer);
    }
  };
  const input = (type: string) => listeners.filter((l) => l.type === type).forEach((l) => l.listener());
  return { added, observed, listeners, input, paint: () => reportPaint?.(), runTimers };
}

describe("public pages load their script files after the first paint (issue 20)", () => {
  const out = deferScriptsUntilPainted(PAGE);

  it("takes every async script file out of the page, and the script preload", () => {
    expect(out).not.toMatch(/<script src="[^"]*" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("puts one loader for them, in document order and each once, at the end of the head", () => {
    const loader = `<script>${loaderScript(SOURCES)}</script>`;
    expect(out).toContain(`${loader}</head>`);
    expect(out.split(loader)).toHaveLength(2);
  });

  it("keeps everything else: the stylesheet, the legacy bundle, the inline scripts, the content", () => {
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(inlineScripts(out)).toEqual([...inlineScripts(PAGE).slice(0, 1), loaderScript(SOURCES), ...inlineScripts(PAGE).slice(1)]);
    expect(out).toContain("<main><h1>Haven</h1></main>");
  });

  it("leaves a page with no async script, or no head, as it is; a second pass changes nothing", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><script>1</script></body></html>";
    expect(deferScriptsUntilPainted(plain)).toBe(plain);
    const headless = '<p>x</p><script src="/a.js" async=""></script>';
    expect(deferScriptsUntilPainted(headless)).toBe(headless);
    expect(deferScriptsUntilPainted(out)).toBe(out);
  });

  it("writes the script list so that no URL can close the inline script", () => {
    expect(loaderScript(["/a</script><script>alert(1)//.js"])).not.toContain("</script");
  });

  it("loads nothing before the paint, then every file once, async, after the paint is reported", () => {
    const browser = page(loaderScript(SOURCES), "reported");
    expect(browser.observed).toEqual({ type: "paint", buffered: true });
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toEqual(SOURCES.map((src) => ({ src, async: true })));
    browser.paint();
    browser.runTimers(FALLBACK_MS);
    expect(browser.added).toHaveLength(SOURCES.length);
  });

  it("loads them at once on her first touch, click, focus or key, before the paint; once", () => {
    for (const type of FIRST_INPUT_EVENTS) {
      const browser = page(loaderScript(SOURCES), "reported");
      expect(browser.listeners.filter((l) => l.type === type).map((l) => l.capture)).toEqual([true]);
      browser.input(type);
      expect(browser.added.map((e) => e.src)).toEqual(SOURCES);
      for (const again of FIRST_INPUT_EVENTS) browser.input(again);
      browser.paint();
      browser.runTimers(FALLBACK_MS);
      expect(browser.added).toHaveLength(SOURCES.length);
    }
  });

  it("loads them after a short wait when no paint comes (a hidden tab)", () => {
    const browser = page(loaderScript(SOURCES), "reported");
    browser.runTimers(FALLBACK_MS - 1);
    expect(browser.added).toEqual([]);
    browser.runTimers(FALLBACK_MS);
    expect(browser.added.map((e) => e.src)).toEqual(SOURCES);
  });

  it("loads them at once in a browser without paint timing", () => {
    const browser = page(loaderScript(SOURCES), "unsupported");
    expect(browser.added.map((e) => e.src)).toEqual(SOURCES);
    browser.runTimers(FALLBACK_MS);
    expect(browser.added).toHaveLength(SOURCES.length);
  });
});

describe("pages with a form the browser could send before hydration keep their scripts as Next wrote them (issue 20)", () => {
  const withForm = (form: string) => PAGE.replace("<main><h1>Haven</h1></main>", `<main><h1>Haven</h1>${form}</main>`);

  it.each([
    ["a form that posts", '<form method="post"><textarea name="story"></textarea></form>'],
    ["a form with an action", '<form action="/search"><button type="button">x</button></form>'],
    ["a text field (Enter sends its form)", '<form><input id="a" type="email" name="email"/></form>'],
    ["an input with no type", "<form><input name=q></form>"],
    ["a select", '<form><select name="a"><option>x</option></select></form>'],
    ["a submit button", '<form><textarea></textarea><button type="submit">Send</button></form>'],
    ["a button with no type (a submit button)", "<form><button>Send</button></form>"],
    ["an enabled submit button beside a disabled one", '<form><button type="submit" disabled="">a</button><button type="submit">b</button></form>'],
  ])("%s", (_, form) => {
    const html = withForm(form);
    expect(couldSendFormBeforeHydration(html)).toBe(true);
    expect(deferScriptsUntilPainted(html)).toBe(html);
  });

  it.each([
    ["no form at all", '<nav><button type="button">Menu</button><button>Open</button></nav>'],
    [
      "a form with a text area, hidden inputs and a disabled submit button (the landing story box)",
      '<form aria-labelledby="x"><input type="hidden" name="h"/><textarea id="s"></textarea><button type="submit" disabled="">Continue</button><button type="button">Other</button></form>',
    ],
    ["a disabled button with no type", "<form><button disabled>Send</button></form>"],
  ])("%s: deferred", (_, form) => {
    const html = withForm(form);
    expect(couldSendFormBeforeHydration(html)).toBe(false);
    expect(deferScriptsUntilPainted(html)).not.toBe(html);
  });
});

describe("a cached public page as served (issue 20)", () => {
  it("gets its scripts after the paint, then the hashes of exactly that HTML, the loader's among them", () => {
    const entry = prepareStaticPage({ kind: "APP_PAGE", html: PAGE, headers: { "x-next-cache-tags": "a" } });
    expect(entry.html).toBe(deferScriptsUntilPainted(PAGE));
    expect(entry.headers).toEqual({ "x-next-cache-tags": "a", [HASH_POLICY_HEADER]: scriptHashPolicy(entry.html as string) });
    expect((entry.headers as Record<string, string>)[HASH_POLICY_HEADER]).toContain(scriptHashSource(loaderScript(SOURCES)));
  });

  it("is prepared once: an entry read again from memory is served as it is", () => {
    const entry = prepareStaticPage({ kind: "APP_PAGE", html: PAGE, headers: {} });
    const { html, headers } = entry;
    prepareStaticPage(entry);
    expect(entry.html).toBe(html);
    expect(entry.headers).toBe(headers);
  });

  it("keeps an entry read as bytes in bytes; leaves other kinds of entries alone", () => {
    const bytes = prepareStaticPage({ kind: "APP_PAGE", html: Buffer.from(PAGE), headers: undefined });
    expect(Buffer.isBuffer(bytes.html)).toBe(true);
    expect((bytes.html as Buffer).toString("utf8")).toBe(deferScriptsUntilPainted(PAGE));
    const route = { kind: "APP_ROUTE", html: PAGE, headers: {} };
    expect(prepareStaticPage(route)).toEqual({ kind: "APP_ROUTE", html: PAGE, headers: {} });
    expect(prepareStaticPage(null)).toBeNull();
  });
});
