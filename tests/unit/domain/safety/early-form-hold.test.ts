import { runInNewContext } from "node:vm";
import { earlyFormHoldScript, FORM_HOLD_MAX_MS, FORM_HOLD_POLL_MS } from "@/lib/domain/safety/early-form-hold";
import { headSafetyScript, QUICK_EXIT_READY } from "@/lib/domain/safety/exit";

type Form = {
  nodeName: string;
  isConnected: boolean;
  action?: string;
  requestSubmit?: (submitter?: object) => void;
  hasAttribute: (name: string) => boolean;
  dispatchEvent: (event: { type: string; bubbles: boolean; cancelable: boolean }) => void;
  [key: string]: unknown;
};

/** Runs the hold as the head of a page would, with a fake window, clock and timers. */
function page() {
  const calls: string[] = [];
  let now = 1_000;
  let timers: { at: number; run: () => void }[] = [];
  let onSubmit: ((event: object) => void) | undefined;
  class HTMLFormElement {
    submit(this: Form) {
      calls.push(`native submit ${String(this.id)}`);
    }
  }
  const window: Record<string, unknown> = {};
  class Event {
    constructor(
      readonly type: string,
      readonly init: { bubbles: boolean; cancelable: boolean },
    ) {}
  }
  Object.assign(window, {
    window,
    Event,
    document: { createElement: (tag: string) => ({ tag }) },
    Date: { now: () => now },
    HTMLFormElement,
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    addEventListener: (type: string, listener: (event: object) => void, capture: boolean) => {
      expect([type, capture]).toEqual(["submit", true]);
      onSubmit = listener;
    },
  });
  runInNewContext(earlyFormHoldScript(QUICK_EXIT_READY), window);
  const form = (id: string, action?: string): Form => ({
    id,
    action,
    nodeName: "FORM",
    isConnected: true,
    hasAttribute(this: Form, name: string) {
      return name === "action" && this.action !== undefined;
    },
    dispatchEvent: (event) =>
      calls.push(`dispatch ${(event as unknown as { type: string }).type} ${id} ${JSON.stringify((event as unknown as { init: object }).init)}`),
    requestSubmit: (submitter?: object) => calls.push(`requestSubmit ${id} ${submitter ? String((submitter as { id: string }).id) : "-"}`),
    appendChild: (field: { tag: string; type: string; name: string; value: string }) =>
      calls.push(`append ${field.tag} ${field.type} ${field.name}=${field.value}`),
  });
  const submit = (target: object, submitter?: object) => {
    const event = {
      target,
      submitter,
      preventDefault: () => calls.push("preventDefault"),
      stopImmediatePropagation: () => calls.push("stop"),
    };
    onSubmit!(event);
  };
  const hydrate = (f: Form) => {
    window[QUICK_EXIT_READY] = true;
    f["__reactProps$abc123"] = {};
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { calls, window, form, submit, hydrate, advance };
}

describe("earlyFormHoldScript: a form sent before hydration is held, not lost", () => {
  test("is part of every page's head script", () => {
    expect(headSafetyScript()).toContain(earlyFormHoldScript(QUICK_EXIT_READY));
  });

  test("once React has the form, a submit is left alone", () => {
    const p = page();
    const f = p.form("reset");
    p.hydrate(f);
    p.submit(f);
    expect(p.calls).toEqual([]);
  });

  test("before hydration it is held, then sent again once, with the same button, when React has the form", () => {
    const p = page();
    const f = p.form("reset");
    const button = { id: "send", form: f };
    p.submit(f, button);
    expect(p.calls).toEqual(["preventDefault", "stop"]);
    p.submit(f, button); // pressed again while waiting: the same submit
    expect(p.calls).toEqual(["preventDefault", "stop", "preventDefault", "stop"]);
    p.advance(5 * FORM_HOLD_POLL_MS);
    expect(p.calls).toHaveLength(4);
    p.hydrate(f);
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls.slice(4)).toEqual(["requestSubmit reset send"]);
    p.submit(f, button); // the re-sent submit reaches React
    p.advance(FORM_HOLD_MAX_MS * 2);
    expect(p.calls.slice(4)).toEqual(["requestSubmit reset send"]);
  });

  test("the root having hydrated is not enough: the form itself must carry React's props", () => {
    const p = page();
    const f = p.form("contact");
    p.window[QUICK_EXIT_READY] = true;
    p.submit(f);
    expect(p.calls).toEqual(["preventDefault", "stop"]);
    f["__reactProps$x"] = {};
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls.slice(2)).toEqual(["requestSubmit contact -"]);
  });

  test("a form made to work without scripts (its own action) is sent as the browser would, once the longest wait is over", () => {
    const p = page();
    const f = p.form("search", "/supporters");
    p.submit(f);
    p.advance(FORM_HOLD_MAX_MS - FORM_HOLD_POLL_MS);
    expect(p.calls).toEqual(["preventDefault", "stop"]);
    p.advance(2 * FORM_HOLD_POLL_MS);
    expect(p.calls.slice(2)).toEqual(["native submit search"]);
  });

  test("sent as the browser would, it keeps the pressed button's name and value (the directory's Clear)", () => {
    const p = page();
    const f = p.form("search", "/supporters/search");
    const clear = { id: "clear", name: "clear", value: "q", form: f };
    p.submit(f, clear);
    p.advance(FORM_HOLD_MAX_MS + FORM_HOLD_POLL_MS);
    expect(p.calls.slice(2)).toEqual(["append input hidden clear=q", "native submit search"]);
    // A button without a name (Search) adds nothing.
    const q = page();
    const g = q.form("search", "/supporters/search");
    q.submit(g, { id: "go", name: "", value: "", form: g });
    q.advance(FORM_HOLD_MAX_MS + FORM_HOLD_POLL_MS);
    expect(q.calls.slice(2)).toEqual(["native submit search"]);
  });

  test("any other form is never sent as plain HTML (her text would reach the address bar): it waits for React however long", () => {
    const p = page();
    const f = p.form("contact");
    p.submit(f);
    p.advance(FORM_HOLD_MAX_MS * 6);
    expect(p.calls).toEqual(["preventDefault", "stop"]);
    p.hydrate(f);
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls.slice(2)).toEqual(["requestSubmit contact -"]);
  });

  test("a form removed while held is dropped; a later submit is held anew", () => {
    const p = page();
    const f = p.form("a");
    p.submit(f);
    f.isConnected = false;
    p.advance(FORM_HOLD_POLL_MS);
    const g = p.form("b");
    p.submit(g);
    p.hydrate(g);
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls).toEqual(["preventDefault", "stop", "preventDefault", "stop", "requestSubmit b -"]);
  });

  test("without requestSubmit (an old browser) the same button is clicked; anything but a form is ignored", () => {
    const p = page();
    const f = p.form("old");
    delete f.requestSubmit;
    const button = { id: "go", form: f, click: () => p.calls.push("click go") };
    p.submit(f, button);
    p.hydrate(f);
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls).toEqual(["preventDefault", "stop", "click go"]);
    p.submit({ nodeName: "DIV" });
    expect(p.calls).toHaveLength(3);
  });

  test("without requestSubmit and without the button (Enter in an old browser), React is given a submit event, never a native send", () => {
    const p = page();
    const f = p.form("old");
    delete f.requestSubmit;
    p.submit(f);
    p.hydrate(f);
    p.advance(FORM_HOLD_POLL_MS);
    expect(p.calls).toEqual(["preventDefault", "stop", 'dispatch submit old {"bubbles":true,"cancelable":true}']);
  });
});
