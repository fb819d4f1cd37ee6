// One-click unsubscribe (issue 16, RFC 8058): the signed link turns off exactly one kind of
// e-mail for exactly one person; a changed or foreign link changes nothing; GET never changes
// anything; critical e-mail cannot be turned off.
process.env.BETTER_AUTH_SECRET ??= "unsubscribe-test-secret-0123456789";

// The route wrapper can read a session; this route never does (the signed link is the credential).
jest.mock("next/headers", () => require("@/tests/jest/fake-next").nextHeaders);

import { db } from "@/lib/db";
import { userTracker } from "@/tests/jest/db-factories";
import { oneClickUnsubscribeUrl, unsubscribeToken } from "@/lib/domain/notifications/unsubscribe";
import { GET, POST } from "@/app/api/unsubscribe/route";

const users = userTracker();
const secret = () => process.env.BETTER_AUTH_SECRET!;
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const prefs = (userId: string) =>
  db.emailPreference.findUnique({ where: { userId }, select: { criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: true } });

test("a mail client's one-click POST turns off that kind of e-mail for her only", async () => {
  const her = await users.create("unsub");
  const other = await users.create("unsub-other");
  const url = oneClickUnsubscribeUrl("http://localhost:3000", secret(), her.id, "engagement");
  const response = await POST(
    new Request(url, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }),
  );
  expect(response.status).toBe(200);
  expect(await prefs(her.id)).toEqual({ criticalEmails: true, importantEmails: true, engagementEmails: false, marketingEmails: false });
  expect(await prefs(other.id)).toBeNull();
});

test("the page's button posts the same link and lands on the confirmation", async () => {
  const her = await users.create("unsub-page");
  const body = new URLSearchParams({ u: her.id, c: "important", t: unsubscribeToken(secret(), her.id, "important"), from: "page" });
  const response = await POST(
    new Request("http://localhost:3000/api/unsubscribe", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("http://localhost:3000/unsubscribe?done=important");
  expect((await prefs(her.id))?.importantEmails).toBe(false);
});

test.each([
  ["a changed signature", (id: string) => ({ u: id, c: "marketing", t: `${unsubscribeToken("x".repeat(20), id, "marketing")}` })],
  [
    "someone else's signature",
    (id: string, other: string) => ({ u: id, c: "important", t: unsubscribeToken(process.env.BETTER_AUTH_SECRET!, other, "important") }),
  ],
  ["critical e-mail", (id: string) => ({ u: id, c: "critical", t: "anything" })],
  ["nothing at all", () => ({})],
])("%s changes nothing", async (_label, make) => {
  const her = await users.create("unsub-bad");
  const other = await users.create("unsub-bad-other");
  const fields = make(her.id, other.id) as Record<string, string>;
  const response = await POST(
    new Request(`http://localhost:3000/api/unsubscribe?${new URLSearchParams(fields)}`, { method: "POST", body: "List-Unsubscribe=One-Click" }),
  );
  expect(response.status).toBe(400);
  expect(await prefs(her.id)).toBeNull();
  expect(await prefs(other.id)).toBeNull();
});

test("following the link (GET) shows the page and changes nothing", async () => {
  const her = await users.create("unsub-get");
  const response = await GET(new Request(oneClickUnsubscribeUrl("http://localhost:3000", secret(), her.id, "important")));
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?u=/);
  expect(await prefs(her.id)).toBeNull();
});
