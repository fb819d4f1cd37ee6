import { runInNewContext } from "node:vm";
import {
  backGuardScript,
  earlyQuickExitScript,
  EXIT_ROUTE,
  EXIT_URL,
  EXITED_KEY,
  JOURNAL_DRAFT_DB,
  QUICK_EXIT_READY,
  SHIFT_WINDOW_MS,
  signsOutOnExit,
} from "@/lib/domain/safety/exit";
import type { Mode, RoleName } from "@/lib/domain/auth/roles";

describe("signsOutOnExit", () => {
  test.each<[RoleName | null, Mode, boolean]>([
    ["support_taker", "normal", true],
    [null, "normal", true],
    ["professional_supporter", "support_mode", true],
    ["local_supporter", "support_mode", true],
    ["professional_supporter", "normal", false],
    ["local_supporter", "normal", false],
    ["admin", "normal", false],
  ])("without a choice: %s in %s mode → %s", (role, mode, expected) => {
    expect(signsOutOnExit(null, role, mode)).toBe(expected);
    expect(signsOutOnExit(undefined, role, mode)).toBe(expected);
  });
  test("her own choice always wins", () => {
    expect(signsOutOnExit(false, "support_taker", "normal")).toBe(false);
    expect(signsOutOnExit(true, "professional_supporter", "normal")).toBe(true);
    expect(signsOutOnExit(false, "local_supporter", "support_mode")).toBe(false);
  });
});

/** Runs the guard as a browser would at the top of <head>, with a fake window. */
function runGuard(opts: { type: string; exited: boolean }) {
  const storage = new Map<string, string>(opts.exited ? [[EXITED_KEY, "1"]] : []);
  const calls: string[] = [];
  const listeners: Record<string, (event: { persisted: boolean }) => void> = {};
  const style: Record<string, string> = {};
  const context = {
    document: { documentElement: { style } },
    performance: { getEntriesByType: () => [{ type: opts.type }] },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      removeItem: (k: string) => void storage.delete(k),
    },
    window: { stop: () => calls.push("stop") },
    location: { replace: (url: string) => calls.push(`replace ${url}`) },
    addEventListener: (name: string, fn: (event: { persisted: boolean }) => void) => (listeners[name] = fn),
  };
  runInNewContext(backGuardScript(), context);
  return { calls, storage, style, pageshow: (persisted: boolean) => listeners.pageshow?.({ persisted }) };
}

describe("backGuardScript", () => {
  test("after a quick exit, a page reached by Back stops loading, hides and goes to the neutral site", () => {
    const run = runGuard({ type: "back_forward", exited: true });
    expect(run.calls).toEqual(["stop", `replace ${EXIT_URL}`]);
    expect(run.style.display).toBe("none");
    expect(run.storage.has(EXITED_KEY)).toBe(true);
  });

  test.each(["navigate", "reload"])("a later visit of type %s clears the mark and shows Haven", (type) => {
    const run = runGuard({ type, exited: true });
    expect(run.calls).toEqual([]);
    expect(run.storage.has(EXITED_KEY)).toBe(false);
    expect(run.style.display).toBeUndefined();
  });

  test("Back without a quick exit in this tab shows Haven as usual", () => {
    const run = runGuard({ type: "back_forward", exited: false });
    expect(run.calls).toEqual([]);
    run.pageshow(true);
    expect(run.calls).toEqual([]);
  });

  test("a page restored from the back/forward cache after an exit leaves at once", () => {
    const run = runGuard({ type: "navigate", exited: false });
    run.storage.set(EXITED_KEY, "1"); // she exited from this page later
    run.pageshow(false);
    expect(run.calls).toEqual([]);
    run.pageshow(true);
    expect(run.calls).toEqual(["stop", `replace ${EXIT_URL}`]);
    expect(run.style.display).toBe("none");
  });

  test("the neutral address is embedded safely as a string literal", () => {
    const script = backGuardScript('https://example.test/?q="</script><script>alert(1)//');
    expect(script).not.toContain("</script>");
    const replaced: string[] = [];
    runInNewContext(script, {
      document: { documentElement: { style: {} } },
      performance: { getEntriesByType: () => [{ type: "back_forward" }] },
      sessionStorage: { getItem: () => "1", removeItem: () => {} },
      window: { stop: () => {} },
      location: { replace: (url: string) => replaced.push(url) },
      addEventListener: () => {},
    });
    expect(replaced).toEqual(['https://example.test/?q="</script><script>alert(1)//']);
  });
});

/** Runs the early exit as a browser would before the app's scripts have loaded, with a fake window. */
function runEarlyExit(opts: { ready?: boolean; beacon?: boolean; now?: number[] } = {}) {
  const times = [...(opts.now ?? [])];
  const clock = { now: () => (times.length ? times.shift()! : Date.now()) };
  const calls: string[] = [];
  const local = new Map<string, string>([["haven.pending-story", "what happened"]]);
  const session = new Map<string, string>([["haven.journal.draft", "draft"]]);
  const cookies: string[] = [];
  const listeners: Record<string, (event: object) => void> = {};
  const style: Record<string, string> = {};
  const documentStub = {
    documentElement: { style },
    body: { innerHTML: "<p>what she wrote</p>" },
    title: "Haven",
    get cookie() {
      return "haven_sidebar=false; other=1";
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  const window: Record<string, unknown> = { [QUICK_EXIT_READY]: opts.ready };
  const context = {
    window,
    document: documentStub,
    location: { pathname: "/journal/new", replace: (url: string) => calls.push(`replace ${url}`) },
    navigator: { sendBeacon: (url: string) => (calls.push(`beacon ${url}`), opts.beacon ?? true) },
    fetch: (url: string, init: { method: string }) => (calls.push(`fetch ${init.method} ${url}`), Promise.resolve()),
    localStorage: { clear: () => local.clear() },
    sessionStorage: { clear: () => session.clear(), setItem: (k: string, v: string) => void session.set(k, v) },
    indexedDB: { deleteDatabase: (name: string) => calls.push(`delete ${name}`) },
    Date: clock,
    addEventListener: (name: string, fn: (event: object) => void) => (listeners[name] = fn),
  };
  runInNewContext(earlyQuickExitScript(), context);
  const key = (name: string, repeat = false) => listeners.keydown?.({ key: name, repeat });
  const shift = () => key("Shift");
  const click = (target: object) => listeners.click?.({ target, preventDefault: () => calls.push("preventDefault") });
  return { calls, local, session, cookies, style, documentStub, window, key, shift, click };
}

const exitButton = { closest: (selector: string) => (selector === "[data-quick-exit]" ? {} : null) };

describe("earlyQuickExitScript: quick exit before the page's scripts have loaded", () => {
  test("Shift three times leaves, wiping what Haven keeps and marking the tab", () => {
    const page = runEarlyExit();
    page.shift();
    page.shift();
    expect(page.calls).toEqual([]);
    page.shift();
    expect(page.calls).toEqual([`beacon ${EXIT_ROUTE}`, `delete ${JOURNAL_DRAFT_DB}`, `replace ${EXIT_URL}`]);
    expect(page.local.size).toBe(0);
    expect([...page.session]).toEqual([[EXITED_KEY, "1"]]);
    expect(page.cookies.filter((c) => c.startsWith("haven_sidebar=;"))).toHaveLength(2);
    expect(page.style.display).toBe("none");
    expect(page.documentStub.title).toBe("Weather");
    expect(page.documentStub.body.innerHTML).toBe("");
  });

  test("the Exit this page button leaves before hydration; other clicks do nothing", () => {
    const page = runEarlyExit({ beacon: false });
    page.click({ closest: () => null });
    expect(page.calls).toEqual([]);
    page.click(exitButton);
    expect(page.calls).toEqual(["preventDefault", `beacon ${EXIT_ROUTE}`, `fetch POST ${EXIT_ROUTE}`, `delete ${JOURNAL_DRAFT_DB}`, `replace ${EXIT_URL}`]);
  });

  test("once the QuickExit component is mounted, its button answers clicks; Shift is still counted here", () => {
    const page = runEarlyExit({ ready: true });
    page.click(exitButton);
    expect(page.calls).toEqual([]);
    expect(page.local.size).toBe(1);
    page.shift();
    page.shift();
    page.window[QUICK_EXIT_READY] = false; // presses either side of the page becoming interactive add up
    page.shift();
    expect(page.calls.at(-1)).toBe(`replace ${EXIT_URL}`);
  });

  test("a held-down Shift counts once, and any other key starts the count again (capitals never leave)", () => {
    const page = runEarlyExit();
    page.key("Shift");
    page.key("Shift", true);
    page.key("Shift", true);
    page.key("Shift");
    page.key("a");
    page.key("Shift");
    page.key("Shift");
    expect(page.calls).toEqual([]);
    page.key("Shift");
    expect(page.calls.at(-1)).toBe(`replace ${EXIT_URL}`);
  });

  test(`three presses within ${SHIFT_WINDOW_MS / 1000} s leave, however slowly a busy page gets them; spread wider they do not`, () => {
    const slow = runEarlyExit({ now: [0, 2_000, 4_900] });
    slow.shift();
    slow.shift();
    slow.shift();
    expect(slow.calls.at(-1)).toBe(`replace ${EXIT_URL}`);
    const spread = runEarlyExit({ now: [0, 3_000, 6_000] });
    spread.shift();
    spread.shift();
    spread.shift();
    expect(spread.calls).toEqual([]);
  });
});
