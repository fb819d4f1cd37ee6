// The realtime layer as a browser meets it: the page's Content-Security-Policy admits the
// realtime server's WebSocket (and no other), the server speaks the Pusher protocol to
// Chromium, and channel authorisation needs a session and a conversation of her own; after an
// outage the open conversation catches up by the server's order of messages.
import { expect, test } from "@playwright/test";
import { PERSON, PERSON_PASSWORD, login, signUpSupportTaker, query } from "./helpers";
import { person } from "./people";

const host = process.env.PUSHER_HOST;
const port = process.env.PUSHER_PORT;
const key = process.env.PUSHER_KEY;

test("a Haven page may open the realtime WebSocket, and only that one", async ({ page }) => {
  test.skip(!host || !port || !key, "needs the embedded (or a self-hosted) realtime server");
  // A page rendered per request (the landing page is a file, opens no socket, and allows 'self' only).
  const response = await page.goto("/auth/login");
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

  await login(page, PERSON.taker);
  const refused = await page.request.post("/api/realtime/auth", { form });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ ok: false, error: "You do not have access to this conversation.", code: "forbidden" });
  const otherChannel = await page.request.post("/api/realtime/auth", { form: { ...form, channel_name: "presence-anything" } });
  expect(otherChannel.status()).toBe(403);
});

test("after a realtime outage the open conversation fetches what it missed, though her own newer message was shown (issue 15)", async ({ browser, page }) => {
  test.setTimeout(60_000);
  // Her page's realtime socket goes through here: while `dropping`, nothing from the server
  // reaches her page (the supporter's message is lost on the way), as in an outage.
  let dropping = false;
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/app\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!dropping) socket.send(message);
    });
    sockets.push({ close: () => socket.close({ code: 4200, reason: "outage over" }) });
  });
  const email = `realtime-outage-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUpSupportTaker(page, email);
  const [maya] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [PERSON.professional]);
  await page.goto(`/supporters?message=${maya!.id}`);
  const dialog = page.getByRole("dialog", { name: `Message ${person("professional").name}` });
  await dialog.getByLabel("Your message").fill("Are you there?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await page.waitForURL(/\/chat\?id=[\w-]+$/);
  const chatId = new URL(page.url()).searchParams.get("id")!;
  const hers = page.getByRole("region", { name: `Conversation with ${person("professional").name}` });
  await expect(hers.getByText("Are you there?")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const proContext = await browser.newContext({ viewport: page.viewportSize()! });
  const pro = await proContext.newPage();
  try {
    await login(pro, PERSON.professional);
    await pro.goto(`/chat?id=${chatId}`);
    await expect(pro.getByText("Are you there?")).toBeVisible();

    dropping = true;
    await pro.getByLabel("Your message").fill("Yes, I'm here. Sent while your connection was down.");
    await pro.getByLabel("Your message").press("Enter");
    await expect(pro.getByTestId("message-text").filter({ hasText: "Sent while your connection was down." })).toBeVisible();
    // Stored before hers is sent, so hers is the newer one by the server's numbers.
    await expect
      .poll(async () => (await query(`SELECT 1 FROM chat_messages WHERE "chatId" = $1 AND content LIKE 'Yes, I''m here.%'`, [chatId])).length)
      .toBe(1);
    // Her own message, sent over HTTP, shows at once and is newer than the one she missed.
    await page.getByLabel("Your message").fill("Hello? I can't see a reply.");
    await page.getByLabel("Your message").press("Enter");
    await expect(hers.getByText("Hello? I can't see a reply.")).toBeVisible();
    await expect(hers.getByText("Sent while your connection was down.")).toHaveCount(0);

    // The outage ends: the socket drops and pusher-js reconnects; the page catches up by the
    // server's numbers, without a reload.
    dropping = false;
    await Promise.all(sockets.map((s) => s.close()));
    await expect(hers.getByText("Sent while your connection was down.")).toBeVisible({ timeout: 20_000 });
    const texts = await hers.getByTestId("message-text").allInnerTexts();
    expect(texts.map((t) => t.trim())).toEqual(["Are you there?", "Yes, I'm here. Sent while your connection was down.", "Hello? I can't see a reply."]);
  } finally {
    await proContext.close();
  }
});

test(
  "arriving from the landing page (a file, whose policy cannot name the realtime server), her signed-in page may still open the realtime WebSocket",
  { tag: "@desktop" },
  async ({ page }) => {
    test.skip(!host || !port || !key, "needs the embedded (or a self-hosted) realtime server");
    await page.goto("/");
    await expect(page.getByRole("banner")).toHaveAttribute("data-hydrated", "true");
    const landingPolicy = (await page.request.get("/")).headers()["content-security-policy"];
    expect(landingPolicy).not.toContain(`ws://${host}:${port}`);

    // The header's Login link loads a new document (with the login page's own policy), not the
    // login page inside the landing page's document.
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/login");
    await expect
      .poll(() => page.evaluate(() => new URL((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name).pathname))
      .toBe("/auth/login");
    await page.getByLabel("Email").fill(PERSON.taker);
    await page.getByLabel("Password", { exact: true }).fill(PERSON_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));

    const opened = await page.evaluate(
      ({ url }) =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(`blocked by ${e.violatedDirective}`), { once: true });
          const socket = new WebSocket(url);
          socket.onmessage = (message) => {
            socket.close();
            resolve(JSON.parse(String(message.data)).event);
          };
          socket.onerror = () => setTimeout(() => resolve("failed"), 500);
        }),
      { url: `ws://${host}:${port}/app/${key}?protocol=7&client=js&version=8.6.0` },
    );
    expect(opened).toBe("pusher:connection_established");
  },
);
