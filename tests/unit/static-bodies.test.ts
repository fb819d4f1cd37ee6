/**
 * @jest-environment node
 */
// A page served as a file is sent as its UTF-8 bytes, encoded once (issue 20), and nothing else
// changes: the same bytes arrive, other responses are left alone, and Node's end() keeps its forms.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { registerStaticBody, staticBody } from "@/lib/cache/static-bodies.mjs";

const PAGE = `<!DOCTYPE html><html><body><p>Café · “safe” 🌷</p>${"<p>x</p>".repeat(5000)}</body></html>`;

let server: http.Server;
let base: string;
let answer: (res: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function fetchBytes(): Promise<{ bytes: Buffer; length: string | null }> {
  const response = await fetch(base);
  return { bytes: Buffer.from(await response.arrayBuffer()), length: response.headers.get("content-length") };
}

describe("static bodies", () => {
  it("keeps the bytes of a registered page, encoded once", () => {
    registerStaticBody("/", PAGE);
    const body = staticBody(PAGE)!;
    expect(body.equals(Buffer.from(PAGE, "utf8"))).toBe(true);
    registerStaticBody("/", PAGE);
    expect(staticBody(PAGE)).toBe(body);
    registerStaticBody("/x", undefined);
    registerStaticBody("/x", Buffer.from("x"));
    expect(staticBody("x")).toBeUndefined();
  });

  it("keeps only a page's current HTML: a regenerated page replaces its previous one", () => {
    const first = "<p>first</p>".repeat(100);
    const second = "<p>second</p>".repeat(100);
    registerStaticBody("/regenerated", first);
    expect(staticBody(first)).toBeDefined();
    registerStaticBody("/regenerated", second);
    expect(staticBody(first)).toBeUndefined();
    expect(staticBody(second)!.toString("utf8")).toBe(second);
    // The same HTML under another page stays as long as that page has it.
    registerStaticBody("/a", first);
    registerStaticBody("/b", first);
    registerStaticBody("/a", second);
    expect(staticBody(first)).toBeDefined();
  });

  it("a response ending with a registered page sends exactly its bytes, with Next's Content-Length", async () => {
    registerStaticBody("/", PAGE);
    const done = jest.fn();
    answer = (res) => {
      res.setHeader("Content-Length", Buffer.byteLength(PAGE));
      res.end(PAGE, done);
    };
    const { bytes, length } = await fetchBytes();
    expect(bytes.equals(Buffer.from(PAGE, "utf8"))).toBe(true);
    expect(length).toBe(String(Buffer.byteLength(PAGE)));

    // What reaches the socket: the page as its registered bytes, not a string to encode.
    const writes: unknown[] = [];
    answer = (res) => {
      const write = res.socket!.write;
      res.socket!.write = function (this: unknown, data: unknown, ...rest: unknown[]) {
        writes.push(data);
        return (write as (...args: unknown[]) => boolean).call(this, data, ...rest);
      } as typeof write;
      res.end(PAGE);
    };
    await fetchBytes();
    expect(writes.filter((data) => typeof data === "string" && data.includes("Café"))).toEqual([]);
    expect(writes).toContain(staticBody(PAGE));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toHaveBeenCalled();

    const alsoDone = jest.fn();
    answer = (res) => res.end(PAGE, "utf-8", alsoDone);
    expect((await fetchBytes()).bytes.equals(Buffer.from(PAGE, "utf8"))).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(alsoDone).toHaveBeenCalled();
  });

  it("leaves any other response alone: another string, another encoding, bytes, nothing", async () => {
    registerStaticBody("/", PAGE);
    const other = `${PAGE} written for one person`;
    answer = (res) => res.end(other);
    expect((await fetchBytes()).bytes.toString("utf8")).toBe(other);
    expect(staticBody(other)).toBeUndefined();

    const latin = "<p>Café</p>".repeat(3000);
    registerStaticBody("/latin", latin);
    answer = (res) => res.end(latin, "latin1");
    expect((await fetchBytes()).bytes.equals(Buffer.from(latin, "latin1"))).toBe(true);

    answer = (res) => res.end(Buffer.from("bytes"));
    expect((await fetchBytes()).bytes.toString()).toBe("bytes");
    answer = (res) => {
      res.write("written, ");
      res.end();
    };
    expect((await fetchBytes()).bytes.toString()).toBe("written, ");
  });
});
