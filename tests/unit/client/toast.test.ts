// The toast facade (lib/client/toast.ts): toasts asked for before sonner's Toaster has mounted
// wait, ask for it to be loaded, and are shown in order once it listens; none is lost.
type ToastModule = typeof import("@/lib/client/toast");

function fakeSonner() {
  const shown: string[] = [];
  const dismissed: (string | number | undefined)[] = [];
  const showing: { id: string | number; type: string }[] = [];
  const record = (type: string) => (message: unknown, data?: { id?: string | number }) => {
    shown.push(`${type}:${String(message)}`);
    showing.push({ id: data?.id ?? shown.length, type });
  };
  const toast = Object.assign(record("message"), {
    success: record("success"),
    error: record("error"),
    info: record("info"),
    warning: record("warning"),
    dismiss: (id?: string | number) => void dismissed.push(id),
    getToasts: () => showing,
  });
  return { module: { toast } as unknown as typeof import("sonner"), shown, dismissed };
}

function fresh(): ToastModule {
  let loaded: ToastModule | undefined;
  jest.isolateModules(() => {
    loaded = require("@/lib/client/toast") as ToastModule;
  });
  return loaded!;
}

describe("toast before the Toaster has mounted", () => {
  test("waits, asks for the Toaster, and is shown in order once it listens", () => {
    const { toast, onToasterWanted, toasterReady } = fresh();
    const load = jest.fn();
    onToasterWanted(load);
    expect(load).not.toHaveBeenCalled();
    toast.error("Login failed", { description: "Wrong password" });
    toast.success("Saved");
    toast("Plain");
    expect(load).toHaveBeenCalled();
    const sonner = fakeSonner();
    toasterReady(sonner.module);
    expect(sonner.shown).toEqual(["error:Login failed", "success:Saved", "message:Plain"]);
    toast.info("Later");
    expect(sonner.shown.at(-1)).toBe("info:Later");
  });

  test("a LazyToaster that mounts after the first toast still loads it", () => {
    const { toast, onToasterWanted } = fresh();
    toast.warning("Early");
    const load = jest.fn();
    onToasterWanted(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("dismissing a waiting toast (by id, or all) keeps it from being shown", () => {
    const { toast, toasterReady } = fresh();
    toast.success("One", { id: "one" });
    toast.success("Two", { id: "two" });
    toast.dismiss("one");
    const sonner = fakeSonner();
    toasterReady(sonner.module);
    expect(sonner.shown).toEqual(["success:Two"]);

    const again = fresh();
    again.toast.error("A");
    again.toast.error("B");
    again.toast.dismiss();
    const second = fakeSonner();
    again.toasterReady(second.module);
    expect(second.shown).toEqual([]);
  });

  test("dismissErrors drops waiting and showing errors, not the rest", () => {
    const { toast, toasterReady } = fresh();
    toast.error("Old error");
    toast.success("Kept");
    toast.dismissErrors();
    const sonner = fakeSonner();
    toasterReady(sonner.module);
    expect(sonner.shown).toEqual(["success:Kept"]);
    toast.error("Shown error", { id: "e1" });
    toast.dismissErrors();
    expect(sonner.dismissed).toEqual(["e1"]);
  });

  test("after the Toaster unmounts, toasts wait again", () => {
    const { toast, toasterReady, onToasterWanted } = fresh();
    const sonner = fakeSonner();
    const unready = toasterReady(sonner.module);
    unready();
    const load = jest.fn();
    onToasterWanted(load);
    toast.success("Waiting");
    expect(sonner.shown).toEqual([]);
    expect(load).toHaveBeenCalled();
  });
});

describe("a toast for the next page", () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
  });
  afterAll(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  test("is kept until the next page shows it, once", () => {
    const { toastAfterNavigation, hasPendingToast } = fresh();
    toastAfterNavigation("Signed out", "You've been signed out successfully.");
    expect(hasPendingToast()).toBe(true);
    const next = fresh(); // the next page: a new module instance, the same tab's storage
    expect(next.hasPendingToast()).toBe(true);
    const sonner = fakeSonner();
    next.toasterReady(sonner.module);
    next.showPendingToast();
    next.showPendingToast();
    expect(sonner.shown).toEqual(["success:Signed out"]);
    expect(next.hasPendingToast()).toBe(false);
  });
});
