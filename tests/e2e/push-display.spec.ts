// Web Push shown by Haven's service worker (issue 16), in Chromium: a supporter's reply makes a
// notification for her; Haven's worker encrypts the push (VAPID, RFC 8291) and sends it to her
// browser's push service — here a push service on loopback that decrypts it as a browser would
// (tests/jest/push-endpoint.ts). Headless Chromium cannot subscribe to a real push service
// offline (pushManager.subscribe fails with "Registration failed - permission denied"), so
// the subscription is the loopback one and the decrypted payload is handed to public/sw.js
// through the DevTools protocol (ServiceWorker.deliverPushMessage), as Chromium's push service
// would. The notification it shows says only "You have a new update".
import { expect, test, type Page } from "@playwright/test";
import { PERSON, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";
import { person } from "./people";
import { startPushEndpoint, type PushEndpoint } from "../jest/push-endpoint";

let phone: PushEndpoint;
test.beforeAll(async () => {
  phone = await startPushEndpoint();
});
test.afterAll(async () => {
  await phone?.close();
});

/** The registration id of Haven's service worker for the page's origin, from the DevTools protocol. */
async function registerServiceWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  // What Settings' "Notifications on this device" does before it subscribes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
  });
  const scope = new URL("/", page.url()).href;
  await expect.poll(() => registrations.find((r) => r.scopeURL === scope && !r.isDeleted)?.registrationId).toBeDefined();
  return { cdp, registrationId: registrations.find((r) => r.scopeURL === scope && !r.isDeleted)!.registrationId, origin: new URL(page.url()).origin };
}

test("a reply is pushed through Haven's worker and shown by the service worker with neutral words only", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("push");
  await signUpSupportTaker(page, email);
  await query(`UPDATE users SET "emailVerified" = true WHERE email = $1`, [email]);
  await page.context().grantPermissions(["notifications"]);
  await page.goto("/settings");
  const { cdp, registrationId, origin } = await registerServiceWorker(page);

  // Her browser's subscription, at the loopback push service (the route accepts https only).
  await query(
    `INSERT INTO push_subscriptions (id, "userId", endpoint, p256dh, auth) SELECT 'e2e-' || md5(random()::text), id, $2, $3, $4 FROM users WHERE email = $1`,
    [email, phone.endpoint, phone.p256dh, phone.auth],
  );
  const [{ id: chatId }] = await query<{ id: string }>(
    `INSERT INTO support_chats (id, "userId", "supporterUserId", "chatType", title, status, "updatedAt")
     SELECT 'e2e-' || md5(random()::text), her.id, pro.id, 'professional_support', 'Chat with Dr. Maya Chen', 'active', now()
     FROM users her, users pro WHERE her.email = $1 AND pro.email = $2 RETURNING id`,
    [email, PERSON.professional],
  );

  const supporterContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const supporter = await supporterContext.newPage();
  await login(supporter, PERSON.professional);
  await supporter.goto(`/chat?id=${chatId}`);
  await supporter.getByLabel("Your message").fill("About the court date on Friday: here is what to bring.");
  await supporter.getByLabel("Your message").press("Enter");
  await expect(supporter.locator("li").filter({ hasText: "here is what to bring" })).toHaveCount(1);
  await supporterContext.close();

  // Haven's worker pushed it, encrypted with VAPID: the push service got neutral words only.
  await expect.poll(() => phone.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const push = phone.received[0]!;
  expect(push.authorization).toMatch(/^vapid t=.+, k=/);
  expect(push.payload).toEqual({ title: "Haven", body: "You have a new update", url: `/chat?id=${chatId}`, tag: "new_message" });

  // The push service hands the decrypted payload to her browser's service worker.
  const deliver = () => cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(push.payload) });
  await deliver();
  const worker =
    page
      .context()
      .serviceWorkers()
      .find((sw) => sw.url() === `${origin}/sw.js`) ?? (await page.context().waitForEvent("serviceworker"));
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  // The worker has been idle for half a minute by now; DevTools' hand-over to a stopped worker is
  // now and then lost in headless Chromium (once in CI). It is handed over again until shown:
  // the tag makes a second notification replace the first, never add to it.
  await expect(async () => {
    if ((await shown()).length === 0) await deliver();
    expect(await shown()).toHaveLength(1);
  }).toPass({ timeout: 30_000 });
  const [notification] = await shown();
  expect(notification).toEqual({ title: "Haven", body: "You have a new update", tag: "new_message", data: { url: `/chat?id=${chatId}` } });
  expect(JSON.stringify(notification)).not.toMatch(new RegExp(`court|${person("professional").name.split(" ")[1]}|bring`, "i"));
});
