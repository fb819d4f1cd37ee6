import { chatChannel, chatIdFromChannel } from "@/lib/services/realtime/channels";
import { realtimeConnectSources, realtimeEnvSchema, resolveRealtimeSettings, usesEmbeddedRealtime } from "@/lib/services/realtime/settings";

const CREDENTIALS = { appId: "123456", key: "localkey", secret: "local-secret-0123456789" };
const resolve = (environment: Record<string, string>) => resolveRealtimeSettings(realtimeEnvSchema.parse(environment), () => CREDENTIALS);
const SOKETI = { PUSHER_HOST: "soketi", PUSHER_APP_ID: "haven", PUSHER_KEY: "app-key", PUSHER_SECRET: "app-secret" };
const HOSTED = { PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s", PUSHER_CLUSTER: "eu" };

describe("resolveRealtimeSettings", () => {
  test("nothing set: the embedded server on 127.0.0.1:6001 with the stored credentials", () => {
    expect(resolve({})).toEqual({
      driver: "embedded",
      server: { ...CREDENTIALS, host: "127.0.0.1", port: 6001, useTLS: false },
      client: { key: "localkey", cluster: "", wsHost: "127.0.0.1", wsPort: 6001, wssPort: 6001, forceTLS: false, authEndpoint: "/api/realtime/auth" },
    });
    expect(resolve({ REALTIME_PORT: "6200" }).server.port).toBe(6200);
  });

  test("PUSHER_HOST: a self-hosted server (soketi), plain on 6001 unless told otherwise", () => {
    const settings = resolve(SOKETI);
    expect(settings.driver).toBe("self-hosted");
    expect(settings.server).toEqual({ appId: "haven", key: "app-key", secret: "app-secret", host: "soketi", port: 6001, useTLS: false });
    expect(settings.client).toMatchObject({ key: "app-key", wsHost: "soketi", wsPort: 6001, forceTLS: false });
    expect(JSON.stringify(settings.client)).not.toContain("app-secret");
  });

  test("PUSHER_HOST with TLS defaults to 443; a public address for browsers can differ", () => {
    expect(resolve({ ...SOKETI, PUSHER_USE_TLS: "true" }).server).toMatchObject({ port: 443, useTLS: true });
    const behindProxy = resolve({ ...SOKETI, PUSHER_PORT: "6001", PUSHER_PUBLIC_HOST: "realtime.example.org", PUSHER_PUBLIC_TLS: "1" });
    expect(behindProxy.server).toMatchObject({ host: "soketi", port: 6001, useTLS: false });
    expect(behindProxy.client).toMatchObject({ wsHost: "realtime.example.org", wsPort: 443, wssPort: 443, forceTLS: true });
    expect(resolve({ ...SOKETI, PUSHER_PUBLIC_HOST: "localhost", PUSHER_PUBLIC_PORT: "6001", PUSHER_PUBLIC_TLS: "false" }).client).toMatchObject({
      wsHost: "localhost",
      wsPort: 6001,
      forceTLS: false,
    });
  });

  test("hosted Pusher needs all four settings", () => {
    expect(resolve(HOSTED)).toEqual({
      driver: "pusher",
      server: { appId: "1", key: "k", secret: "s", cluster: "eu", useTLS: true },
      client: { key: "k", cluster: "eu", forceTLS: true, authEndpoint: "/api/realtime/auth" },
    });
    expect(() => resolve({ ...HOSTED, PUSHER_CLUSTER: "" })).toThrow("PUSHER_CLUSTER is missing");
    expect(() => resolve({ PUSHER_KEY: "k" })).toThrow("PUSHER_APP_ID, PUSHER_SECRET, PUSHER_CLUSTER are missing");
    expect(() => resolve({ PUSHER_HOST: "soketi", PUSHER_KEY: "k" })).toThrow("PUSHER_APP_ID, PUSHER_SECRET are missing");
  });

  test("the embedded credentials are read only for the embedded driver", () => {
    const loader = jest.fn(() => CREDENTIALS);
    resolveRealtimeSettings(realtimeEnvSchema.parse(SOKETI), loader);
    resolveRealtimeSettings(realtimeEnvSchema.parse(HOSTED), loader);
    expect(loader).not.toHaveBeenCalled();
  });

  test("malformed values are refused by the schema", () => {
    expect(realtimeEnvSchema.safeParse({ PUSHER_USE_TLS: "yes" }).success).toBe(false);
    expect(realtimeEnvSchema.safeParse({ PUSHER_PORT: "0" }).success).toBe(false);
    expect(realtimeEnvSchema.safeParse({ REALTIME_PORT: "70000" }).success).toBe(false);
    expect(realtimeEnvSchema.safeParse({ REALTIME_PORT: "" }).data?.REALTIME_PORT).toBe(6001);
  });
});

test("usesEmbeddedRealtime: only when no Pusher setting is given (empty counts as unset)", () => {
  expect(usesEmbeddedRealtime({})).toBe(true);
  expect(usesEmbeddedRealtime({ PUSHER_HOST: "", REALTIME_PORT: "6005", PUSHER_USE_TLS: "true" })).toBe(true);
  for (const name of ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER", "PUSHER_HOST"]) {
    expect(usesEmbeddedRealtime({ [name]: "x" })).toBe(false);
  }
});

test("realtimeConnectSources: the WebSocket origin browsers use, never throwing", () => {
  expect(realtimeConnectSources({})).toEqual(["ws://127.0.0.1:6001"]);
  expect(realtimeConnectSources({ REALTIME_PORT: "6107" })).toEqual(["ws://127.0.0.1:6107"]);
  expect(realtimeConnectSources({ ...SOKETI, PUSHER_PUBLIC_HOST: "realtime.example.org", PUSHER_PUBLIC_TLS: "true" })).toEqual([
    "wss://realtime.example.org:443",
  ]);
  expect(realtimeConnectSources({ ...SOKETI, PUSHER_HOST: "::1", PUSHER_PORT: "7000" })).toEqual(["ws://[::1]:7000"]);
  expect(realtimeConnectSources(HOSTED)).toEqual(["wss://ws-eu.pusher.com"]);
  expect(realtimeConnectSources({ PUSHER_KEY: "only-a-key" })).toEqual([]);
  expect(realtimeConnectSources({ PUSHER_USE_TLS: "maybe" })).toEqual([]);
});

test("chat channels: private-chat-{id}, and back", () => {
  expect(chatChannel("cm1abc_D-9")).toBe("private-chat-cm1abc_D-9");
  expect(chatIdFromChannel("private-chat-cm1abc_D-9")).toBe("cm1abc_D-9");
  for (const channel of ["private-chat-", "chat-x", "presence-chat-x", "private-chat-a.b", "private-chat-a;b", "private-user-x"]) {
    expect(chatIdFromChannel(channel)).toBeNull();
  }
  expect(() => chatChannel("a b")).toThrow();
  expect(() => chatChannel("")).toThrow();
});
