// focusWhenShown (lib/client/focus-when-shown.ts): focus goes to the element with the id once it
// is on the page; with `replaced`, not to the one there now, which is on its way out, but to
// the one that takes its place (a new conversation's message box replacing the open one's).
// A page of elements by id, and frames as timers (the unit suite runs without a DOM).
import { focusWhenShown } from "@/lib/client/focus-when-shown";

interface FakeElement {
  name: string;
  isConnected: boolean;
  getClientRects(): unknown[];
  focus(): void;
}

const page = new Map<string, FakeElement>();
let focused: string | null = null;

function show(id: string, name = id): FakeElement {
  const element: FakeElement = {
    name,
    isConnected: true,
    getClientRects: () => (element.isConnected ? [{}] : []),
    focus: () => void (focused = name),
  };
  page.set(id, element);
  return element;
}

function remove(id: string) {
  const element = page.get(id);
  if (element) element.isConnected = false;
  page.delete(id);
}

const frames = (n: number) => new Promise<void>((resolve) => setTimeout(resolve, n * 5));

beforeAll(() => {
  Object.assign(globalThis, {
    document: { getElementById: (id: string) => page.get(id) ?? null },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 1),
  });
});

afterAll(() => {
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
});

beforeEach(() => {
  page.clear();
  focused = null;
});

it("focuses the element as soon as it is on the page", async () => {
  focusWhenShown("box");
  await frames(3);
  expect(focused).toBeNull();
  show("box");
  await frames(3);
  expect(focused).toBe("box");
});

it("focuses an element already there", async () => {
  show("box");
  focusWhenShown("box");
  await frames(3);
  expect(focused).toBe("box");
});

it("with `replaced`, waits for the new element instead of focusing the outgoing one", async () => {
  show("box", "outgoing");
  focusWhenShown("box", { replaced: true });
  await frames(4);
  expect(focused).toBeNull();
  remove("box");
  show("box", "incoming");
  await frames(3);
  expect(focused).toBe("incoming");
});

it("without `replaced`, the element there now is the one", async () => {
  show("box", "outgoing");
  focusWhenShown("box");
  await frames(3);
  expect(focused).toBe("outgoing");
});

it("a later call replaces an earlier one", async () => {
  focusWhenShown("first");
  focusWhenShown("second");
  show("first");
  show("second");
  await frames(3);
  expect(focused).toBe("second");
});
