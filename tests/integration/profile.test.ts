import { db } from "@/lib/db";
import { getProfile, updateDisplayName } from "@/lib/data/profiles";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { updateProfileAction } from "@/app/(app)/profile/actions";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function account(records: Parameters<typeof signUpAccount>[0] = { kind: "support_taker", stayAnonymous: true }) {
  const a = await signUpAccount(records, "profile");
  users.track(a.id);
  return a;
}

const profileOf = (userId: string) => db.profile.findUniqueOrThrow({ where: { userId }, select: { displayName: true, isAnonymous: true } });

describe("getProfile", () => {
  test("a support taker: account details and one role, no professional record", async () => {
    const her = await account();
    const profile = await getProfile({ userId: her.id, roles: ["support_taker"] });
    const user = await db.user.findUniqueOrThrow({ where: { id: her.id } });
    expect(profile).toMatchObject({
      email: her.email,
      memberSince: user.createdAt,
      isAnonymous: true,
      primaryRole: "support_taker",
      roles: ["support_taker"],
      professional: null,
    });
    expect(profile?.displayName).toMatch(/^User_\d{4}$/);
  });

  test("a professional who is also local: both roles, verification status and registered name", async () => {
    const pro = await account({ kind: "professional", fullName: "Dr. Rae Test", professionalTitle: "Counsellor", alsoLocal: true });
    const profile = await getProfile({ userId: pro.id, roles: ["professional_supporter", "local_supporter"] });
    expect(profile).toMatchObject({
      primaryRole: "professional_supporter",
      roles: ["professional_supporter", "local_supporter"],
      professional: { fullName: "Dr. Rae Test", professionalTitle: "Counsellor", verificationStatus: "pending" },
    });
  });

  test("reads only the actor's own data", async () => {
    const a = await account();
    const b = await account({ kind: "local", displayName: "Bea" });
    expect((await getProfile({ userId: a.id, roles: ["support_taker"] }))?.email).toBe(a.email);
    expect((await getProfile({ userId: b.id, roles: ["local_supporter"] }))?.email).toBe(b.email);
    expect(await getProfile({ userId: "no-such-user", roles: ["support_taker"] })).toBeNull();
  });
});

describe("updateDisplayName", () => {
  test("a name makes her not anonymous; empty or spaces makes her fully anonymous", async () => {
    const her = await account();
    const actor = { userId: her.id, roles: ["support_taker" as const] };
    expect(await updateDisplayName(actor, "  Maya  ")).toEqual({ displayName: "Maya", isAnonymous: false });
    expect(await profileOf(her.id)).toEqual({ displayName: "Maya", isAnonymous: false });
    expect(await updateDisplayName(actor, "   ")).toEqual({ displayName: null, isAnonymous: true });
    expect(await updateDisplayName(actor, "Maya")).toEqual({ displayName: "Maya", isAnonymous: false });
    expect(await updateDisplayName(actor, null)).toEqual({ displayName: null, isAnonymous: true });
    expect(await profileOf(her.id)).toEqual({ displayName: null, isAnonymous: true });
  });

  test("recreates a missing profile row rather than failing", async () => {
    const her = await account();
    await db.profile.delete({ where: { userId: her.id } });
    expect(await updateDisplayName({ userId: her.id, roles: ["support_taker"] }, "Ana")).toEqual({ displayName: "Ana", isAnonymous: false });
    expect(await db.profile.findUniqueOrThrow({ where: { userId: her.id } })).toMatchObject({ primaryRole: "support_taker", displayName: "Ana" });
  });
});

describe("updateProfileAction", () => {
  test("saves a valid name (up to 100 characters) for the signed-in person", async () => {
    const her = await account();
    useBrowser(her.cookies);
    expect(await updateProfileAction({ displayName: " Jo " })).toEqual({ ok: true, data: { displayName: "Jo", isAnonymous: false } });
    const hundred = "x".repeat(100);
    expect(await updateProfileAction({ displayName: hundred })).toEqual({ ok: true, data: { displayName: hundred, isAnonymous: false } });
  });

  test("refuses a name over 100 characters and keeps the old one", async () => {
    const her = await account();
    useBrowser(her.cookies);
    await updateProfileAction({ displayName: "Before" });
    const result = await updateProfileAction({ displayName: "y".repeat(101) });
    expect(result).toMatchObject({ ok: false, fieldErrors: { displayName: "Display name must be at most 100 characters" } });
    expect(await profileOf(her.id)).toEqual({ displayName: "Before", isAnonymous: false });
  });

  test("an empty name (or none sent) means fully anonymous", async () => {
    const her = await account({ kind: "local", displayName: "Sam" });
    useBrowser(her.cookies);
    expect(await updateProfileAction({ displayName: "" })).toEqual({ ok: true, data: { displayName: null, isAnonymous: true } });
    await updateProfileAction({ displayName: "Sam" });
    const form = new FormData();
    expect(await updateProfileAction(form)).toEqual({ ok: true, data: { displayName: null, isAnonymous: true } });
  });

  test("one person cannot change another's profile, whatever ids are sent", async () => {
    const a = await account();
    const b = await account();
    await db.profile.update({ where: { userId: b.id }, data: { displayName: "B's name", isAnonymous: false } });
    useBrowser(a.cookies);
    const result = await updateProfileAction({ displayName: "Changed", userId: b.id, user_id: b.id });
    expect(result).toEqual({ ok: true, data: { displayName: "Changed", isAnonymous: false } });
    expect(await profileOf(a.id)).toEqual({ displayName: "Changed", isAnonymous: false });
    expect(await profileOf(b.id)).toEqual({ displayName: "B's name", isAnonymous: false });
  });

  test("without a session nothing is saved", async () => {
    useBrowser();
    expect(await updateProfileAction({ displayName: "Nobody" })).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
  });
});
