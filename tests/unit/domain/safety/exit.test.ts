import { runInNewContext } from "node:vm";
import { backGuardScript, EXIT_URL, EXITED_KEY, signsOutOnExit } from "@/lib/domain/safety/exit";
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
