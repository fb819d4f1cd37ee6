// The realtime layer as a browser meets it: the page's Content-Security-Policy admits the
// realtime server's WebSocket (and no other), the server speaks the Pusher protocol to
// Chromium, and channel authorisation needs a session and a conversation of her own.
import { expect, test } from "@playwright/test";
import { DEMO, login } from "./helpers";

const host = process.env.PUSHER_HOST;
const port = process.env.PUSHER_PORT;
const key = process.env.PUSHER_KEY;

test("a Haven page may open the realtime WebSocket, and only that one", async ({ page }) => {
  test.skip(!host || !port || !key, "needs the embedded (or a self-hosted) realtime server");
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self' ws://${host}:${port}`);

  const welcome = await page.evaluate(
    ({ url }) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.onmessage = (message) => {
          socket.close();
          resolve(String(message.data));
        };
        socket.onerror = () => reject(new Error("the WebSocket failed"));
      }),
    { url: `ws://${host}:${port}/app/${key}?protocol=7&client=js&version=8.6.0` },
  );
  const event = JSON.parse(welcome) as { event: string; data: string };
  expect(event.event).toBe("pusher:connection_established");
  expect(JSON.parse(event.data)).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/) });

  const blocked = await page.evaluate(
    ({ url }) =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true });
        try {
          new WebSocket(url);
        } catch {
          // some browsers throw as well as reporting
        }
        setTimeout(() => resolve("none"), 3_000);
      }),
    { url: `ws://${host}:${Number(port) + 1}/app/${key}` },
  );
  expect(blocked).toBe("connect-src");
});

test("channel authorisation: 401 signed out, 403 for a conversation that is not hers", async ({ page }) => {
  const form = { socket_id: "123.456", channel_name: "private-chat-not-hers" };
  const signedOut = await page.request.post("/api/realtime/auth", { form });
  expect(signedOut.status()).toBe(401);
  expect(signedOut.headers()["cache-control"]).toContain("no-store");

  await login(page, DEMO.taker);
  const refused = await page.request.post("/api/realtime/auth", { form });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: "You do not have access to this conversation." });
  const otherChannel = await page.request.post("/api/realtime/auth", { form: { ...form, channel_name: "presence-anything" } });
  expect(otherChannel.status()).toBe(403);
});
