// The realtime service's promises to its callers: a failed publish is logged (without the
// message) and answered with false, never thrown; the browser config carries no secret; the
// embedded credentials are made once and kept.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { ensureRealtimeCredentials } from "@/lib/services/realtime/embedded-credentials";
import { startTestRealtime } from "@/tests/jest/realtime";

let server: RealtimeServer;
type Service = typeof import("@/lib/services/realtime");
const service = (): Service => require("@/lib/services/realtime");

beforeAll(async () => {
  server = await startTestRealtime();
});
afterAll(async () => {
  await server.close();
});

test("publish resolves true when the server accepts the event", async () => {
  expect(await service().publish("private-chat-ok", "new-message", { id: "1" })).toBe(true);
});

test("an oversize event resolves false and is logged without its content", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const secretWords = "she told me about the bruises ".repeat(400);
    expect(await service().publish("private-chat-big", "new-message", { content: secretWords })).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(line).toContain('publish of "new-message" to private-chat-big failed: HTTP 413');
    expect(line).not.toContain("bruises");
  } finally {
    log.mockRestore();
  }
});

test("an invalid channel or socket id resolves false instead of throwing", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await service().publish("bad channel", "e", {})).toBe(false);
    expect(await service().publish("private-chat-x", "e", {}, { excludeSocketId: "not-a-socket" })).toBe(false);
  } finally {
    log.mockRestore();
  }
});

test("with the realtime server down, publish resolves false quickly", async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const saved = process.env.PUSHER_PORT;
  process.env.PUSHER_PORT = String(closedPort);
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    let isolated!: Service;
    jest.isolateModules(() => {
      isolated = require("@/lib/services/realtime");
    });
    const started = Date.now();
    expect(await isolated.publish("private-chat-down", "new-message", { id: "1" })).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(String(log.mock.calls[0]![0])).toContain("private-chat-down failed");
  } finally {
    log.mockRestore();
    process.env.PUSHER_PORT = saved;
  }
});

test("the browser config names the server and the auth endpoint, never the secret", () => {
  const config = service().realtimeClientConfig();
  expect(config).toEqual({
    key: server.app.key,
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    wssPort: server.port,
    forceTLS: false,
    authEndpoint: "/api/realtime/auth",
  });
  expect(JSON.stringify(config)).not.toContain(server.app.secret);
});

test("authorizeChannel signs key:hmac for the socket and channel, and refuses malformed input", () => {
  expect(service().authorizeChannel("1.2", "private-chat-abc").auth).toMatch(new RegExp(`^${server.app.key}:[0-9a-f]{64}$`));
  expect(() => service().authorizeChannel("nope", "private-chat-abc")).toThrow();
});

test("embedded credentials are generated once (mode 0600) and kept; a damaged file is replaced", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-realtime-"));
  try {
    const file = path.join(dir, "nested", "realtime.json");
    const first = ensureRealtimeCredentials(file);
    expect(first).toEqual({
      appId: expect.stringMatching(/^\d{6}$/),
      key: expect.stringMatching(/^[0-9a-f]{20}$/),
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureRealtimeCredentials(file)).toEqual(first);
    fs.writeFileSync(file, "{broken");
    const replaced = ensureRealtimeCredentials(file);
    expect(replaced.key).not.toBe(first.key);
    expect(ensureRealtimeCredentials(file)).toEqual(replaced);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
