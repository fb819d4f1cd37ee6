// Issue 18: a supporter at work is not offered a new conversation with Clara; in support mode she is.

import { db } from "@/lib/db";
import { createChatAction } from "@/app/(app)/chat/actions";
import { MODE_COOKIE } from "@/lib/auth/session";
import { signInAs } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function signedInAs(userId: string, mode?: "support_mode") {
  await signInAs(userId, mode ? { [MODE_COOKIE]: mode } : {});
}

test("a professional at work is refused; in support mode she may talk with Clara", async () => {
  const pro = await users.actor("clara-pro", { kind: "professional", fullName: "Dr C", professionalTitle: "Counsellor", alsoLocal: false });
  await signedInAs(pro.userId);
  expect(await createChatAction({})).toMatchObject({ ok: false, code: "forbidden" });
  expect(await db.supportChat.count({ where: { userId: pro.userId } })).toBe(0);

  await signedInAs(pro.userId, "support_mode");
  expect(await createChatAction({})).toMatchObject({ ok: true, data: { chatType: "ai_support" } });
  expect(await db.supportChat.count({ where: { userId: pro.userId, chatType: "ai_support" } })).toBe(1);
});

test("a local supporter at work is refused too; a support taker is not", async () => {
  const local = await users.actor("clara-local", { kind: "local", displayName: "Lee" });
  await signedInAs(local.userId);
  expect(await createChatAction({})).toMatchObject({ ok: false, code: "forbidden" });

  const taker = await users.actor("clara-taker", { kind: "support_taker", stayAnonymous: true });
  await signedInAs(taker.userId);
  expect(await createChatAction({})).toMatchObject({ ok: true });
});
