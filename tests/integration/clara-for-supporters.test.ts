// Issue 18: a supporter at work is not offered a new conversation with Clara; in support mode she is.
const getSessionMock = jest.fn();
jest.mock("@/lib/auth/auth", () => ({ getAuth: () => ({ api: { getSession: getSessionMock } }) }));

import { db } from "@/lib/db";
import { createChatAction } from "@/app/(app)/chat/actions";
import { MODE_COOKIE } from "@/lib/auth/session";
import { useBrowser } from "@/tests/jest/fake-next";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

function signedInAs(userId: string, mode?: "support_mode") {
  useBrowser({ "haven.session_token": "t", ...(mode ? { [MODE_COOKIE]: mode } : {}) });
  getSessionMock.mockResolvedValue({
    user: { id: userId, email: `${userId}@x.test`, emailVerified: true },
    session: { expiresAt: new Date(Date.now() + 3_600_000) },
  });
}

test("a professional at work is refused; in support mode she may talk with Clara", async () => {
  const pro = await users.actor("clara-pro", { kind: "professional", fullName: "Dr C", professionalTitle: "Counsellor", alsoLocal: false });
  signedInAs(pro.userId);
  expect(await createChatAction({})).toMatchObject({ ok: false, code: "forbidden" });
  expect(await db.supportChat.count({ where: { userId: pro.userId } })).toBe(0);

  signedInAs(pro.userId, "support_mode");
  expect(await createChatAction({})).toMatchObject({ ok: true, data: { chatType: "ai_support" } });
  expect(await db.supportChat.count({ where: { userId: pro.userId, chatType: "ai_support" } })).toBe(1);
});

test("a local supporter at work is refused too; a support taker is not", async () => {
  const local = await users.actor("clara-local", { kind: "local", displayName: "Lee" });
  signedInAs(local.userId);
  expect(await createChatAction({})).toMatchObject({ ok: false, code: "forbidden" });

  const taker = await users.actor("clara-taker", { kind: "support_taker", stayAnonymous: true });
  signedInAs(taker.userId);
  expect(await createChatAction({})).toMatchObject({ ok: true });
});
