// lib/after-response.ts outside a request (the worker, scripts, tests): the work starts at once
// and is kept in globalThis.havenBackgroundWork until it settles, so the integration suite can
// wait for it before closing the database.
import { afterResponse, runAfterResponse, runAlongsideResponse } from "@/lib/after-response";

const pending = () => (globalThis as { havenBackgroundWork?: Set<Promise<unknown>> }).havenBackgroundWork ?? new Set();

describe("runAfterResponse outside a request", () => {
  it("starts the work at once and keeps it until it settles", async () => {
    let finish!: () => void;
    let started = false;
    runAfterResponse(() => {
      started = true;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    expect(started).toBe(true);
    expect(pending().size).toBe(1);
    finish();
    await Promise.allSettled([...pending()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending().size).toBe(0);
  });

  it("lets go of work that failed, too", async () => {
    runAfterResponse(() => Promise.reject(new Error("realtime down")).catch(() => undefined));
    runAfterResponse(async () => undefined);
    await Promise.allSettled([...pending()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending().size).toBe(0);
  });
});

describe("runAlongsideResponse outside a request", () => {
  it("starts the work before it returns, does not wait for it, and keeps it until it settles", async () => {
    let finish!: () => void;
    const order: string[] = [];
    runAlongsideResponse(() => {
      order.push("started");
      return new Promise<void>((resolve) => (finish = resolve)).then(() => void order.push("settled"));
    });
    order.push("returned");
    expect(order).toEqual(["started", "returned"]);
    expect(pending().size).toBe(1);
    finish();
    await Promise.allSettled([...pending()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["started", "returned", "settled"]);
    expect(pending().size).toBe(0);
  });
});

describe("afterResponse outside a request", () => {
  it("runs the work before it returns and logs a failure instead of throwing", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const order: string[] = [];
    await afterResponse(async () => {
      order.push("ran");
    });
    order.push("returned");
    await expect(afterResponse(() => Promise.reject(new Error("mail down")))).resolves.toBeUndefined();
    expect(order).toEqual(["ran", "returned"]);
    expect(error).toHaveBeenCalledWith("[after-response] task failed", expect.any(Error));
    error.mockRestore();
  });
});
