// The embedded server's signature checks agree with the real `pusher` package's signing.
import Pusher from "pusher";
import { apiSignature, canonicalQuery, channelAuth, isValidChannelName, verifyApiRequest, verifyChannelAuth } from "@/scripts/realtime-server/signatures";

const app = { appId: "42", key: "app-key", secret: "app-secret-value" };
const pusher = new Pusher({ ...app, host: "127.0.0.1", port: "1", useTLS: false });
const path = "/apps/42/events";

function signed(body: string) {
  const query = new URLSearchParams(pusher.createSignedQueryString({ method: "POST", path, body }));
  return { method: "POST", path, params: query, body: Buffer.from(body) };
}

describe("channel auth", () => {
  test("matches pusher.authorizeChannel, and is bound to the socket and the channel", () => {
    const { auth } = pusher.authorizeChannel("123.456", "private-chat-abc");
    expect(channelAuth(app, "123.456", "private-chat-abc")).toBe(auth);
    expect(verifyChannelAuth(app, "123.456", "private-chat-abc", auth)).toBe(true);
    expect(verifyChannelAuth(app, "123.457", "private-chat-abc", auth)).toBe(false);
    expect(verifyChannelAuth(app, "123.456", "private-chat-abd", auth)).toBe(false);
    expect(verifyChannelAuth({ ...app, secret: "other" }, "123.456", "private-chat-abc", auth)).toBe(false);
    expect(verifyChannelAuth(app, "123.456", "private-chat-abc", auth.split(":")[1])).toBe(false);
    expect(verifyChannelAuth(app, "123.456", "private-chat-abc", undefined)).toBe(false);
  });

  test("channel names", () => {
    expect(isValidChannelName("private-chat-a_b=c@d,e.f;g")).toBe(true);
    expect(isValidChannelName("a".repeat(200))).toBe(true);
    for (const bad of ["", "a b", "a/b", "é", "a".repeat(201), 7, null]) expect(isValidChannelName(bad)).toBe(false);
  });
});

describe("HTTP API signature", () => {
  test("canonical query: lower-case keys, sorted, without auth_signature", () => {
    expect(canonicalQuery(new URLSearchParams("b=2&auth_signature=x&A=1&c=3"))).toBe("a=1&b=2&c=3");
  });

  test("a request signed by the pusher package verifies", () => {
    const request = signed('{"name":"e","channels":["c"],"data":"{}"}');
    expect(verifyApiRequest(app, request)).toEqual({ ok: true });
    expect(apiSignature(app.secret, "post", path, request.params)).toBe(request.params.get("auth_signature"));
  });

  test("each failure is named", () => {
    const body = '{"name":"e","channels":["c"],"data":"{}"}';
    const request = signed(body);
    const now = Number(request.params.get("auth_timestamp"));
    const reason = (r: ReturnType<typeof verifyApiRequest>) => (r.ok ? "ok" : r.reason);
    expect(reason(verifyApiRequest({ ...app, key: "other" }, request))).toBe("Unknown auth_key");
    expect(reason(verifyApiRequest({ ...app, secret: "other" }, request))).toBe("Invalid signature");
    expect(reason(verifyApiRequest(app, request, now + 601))).toMatch(/^Timestamp expired/);
    expect(reason(verifyApiRequest(app, request, now - 601))).toMatch(/^Timestamp expired/);
    expect(reason(verifyApiRequest(app, request, now + 600))).toBe("ok");
    expect(reason(verifyApiRequest(app, { ...request, body: Buffer.from(body + " ") }))).toBe("body_md5 does not match the body");
    expect(reason(verifyApiRequest(app, { ...request, path: "/apps/43/events" }))).toBe("Invalid signature");
    const noVersion = new URLSearchParams(request.params);
    noVersion.set("auth_version", "1.1");
    expect(reason(verifyApiRequest(app, { ...request, params: noVersion }))).toBe("auth_version must be 1.0");
    const noTimestamp = new URLSearchParams(request.params);
    noTimestamp.delete("auth_timestamp");
    expect(reason(verifyApiRequest(app, { ...request, params: noTimestamp }))).toMatch(/auth_timestamp/);
    const noMd5 = new URLSearchParams(request.params);
    noMd5.delete("body_md5");
    expect(reason(verifyApiRequest(app, { ...request, params: noMd5 }))).toBe("body_md5 does not match the body");
  });
});
