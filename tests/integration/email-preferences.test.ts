import { db } from "@/lib/db";
import { getEmailPreferences, saveEmailPreferences } from "@/lib/data/email-preferences";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { saveEmailPreferencesAction } from "@/app/(app)/email-preferences/actions";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function account() {
  const a = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "prefs");
  users.track(a.id);
  return { ...a, actor: { userId: a.id, roles: ["support_taker" as const] } };
}

const DEFAULTS = { criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: false };
const rowOf = (userId: string) =>
  db.emailPreference.findUnique({ where: { userId }, select: { criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: true } });

describe("getEmailPreferences", () => {
  test("a missing row means the defaults, not an error", async () => {
    const her = await account();
    await db.emailPreference.delete({ where: { userId: her.id } });
    expect(await getEmailPreferences(her.actor)).toEqual({ ...DEFAULTS, saved: false });
    expect(await rowOf(her.id)).toBeNull();
  });

  test("sign-up gives the defaults (spec part 2 §9)", async () => {
    const her = await account();
    expect(await getEmailPreferences(her.actor)).toEqual({ ...DEFAULTS, saved: true });
  });

  test("critical reads as on even if a row says otherwise", async () => {
    const her = await account();
    await db.emailPreference.update({ where: { userId: her.id }, data: { criticalEmails: false } });
    expect((await getEmailPreferences(her.actor)).criticalEmails).toBe(true);
  });
});

describe("saveEmailPreferences", () => {
  test("creates the row when missing, then updates it", async () => {
    const her = await account();
    await db.emailPreference.delete({ where: { userId: her.id } });
    await saveEmailPreferences(her.actor, { importantEmails: false, engagementEmails: true, marketingEmails: true });
    expect(await rowOf(her.id)).toEqual({ criticalEmails: true, importantEmails: false, engagementEmails: true, marketingEmails: true });
    await saveEmailPreferences(her.actor, { importantEmails: true, engagementEmails: false, marketingEmails: false });
    expect(await rowOf(her.id)).toEqual({ criticalEmails: true, importantEmails: true, engagementEmails: false, marketingEmails: false });
  });

  test("critical cannot be turned off here either, whatever is passed", async () => {
    const her = await account();
    await db.emailPreference.update({ where: { userId: her.id }, data: { criticalEmails: false } });
    const sneaky = { criticalEmails: false, importantEmails: false, engagementEmails: false, marketingEmails: false };
    expect(await saveEmailPreferences(her.actor, sneaky)).toMatchObject({ criticalEmails: true });
    expect((await rowOf(her.id))?.criticalEmails).toBe(true);
  });
});

describe("saveEmailPreferencesAction", () => {
  test("saves her choices and they read back", async () => {
    const her = await account();
    useBrowser(her.cookies);
    const result = await saveEmailPreferencesAction({ criticalEmails: true, importantEmails: false, engagementEmails: false, marketingEmails: true });
    expect(result).toEqual({ ok: true, data: { criticalEmails: true, importantEmails: false, engagementEmails: false, marketingEmails: true, saved: true } });
    expect(await getEmailPreferences(her.actor)).toEqual({
      criticalEmails: true,
      importantEmails: false,
      engagementEmails: false,
      marketingEmails: true,
      saved: true,
    });
  });

  test("a form post works too: a ticked box is on, a missing one is off", async () => {
    const her = await account();
    useBrowser(her.cookies);
    const form = new FormData();
    form.set("marketingEmails", "on");
    expect(await saveEmailPreferencesAction(form)).toMatchObject({ ok: true });
    expect(await rowOf(her.id)).toEqual({ criticalEmails: true, importantEmails: false, engagementEmails: false, marketingEmails: true });
  });

  test("refuses to turn critical off and changes nothing", async () => {
    const her = await account();
    useBrowser(her.cookies);
    for (const criticalEmails of [false, "false", 0, "off"]) {
      const result = await saveEmailPreferencesAction({ criticalEmails, importantEmails: false, engagementEmails: false, marketingEmails: true });
      expect(result).toMatchObject({ ok: false, fieldErrors: { criticalEmails: "Critical alert e-mails are always on. They can't be turned off." } });
    }
    expect(await rowOf(her.id)).toEqual(DEFAULTS);
  });

  test("refuses values that are not on or off", async () => {
    const her = await account();
    useBrowser(her.cookies);
    expect(await saveEmailPreferencesAction({ importantEmails: "maybe", engagementEmails: true, marketingEmails: false })).toMatchObject({
      ok: false,
      fieldErrors: { importantEmails: expect.any(String) },
    });
    expect(await rowOf(her.id)).toEqual(DEFAULTS);
  });

  test("one person's save never reads or touches another's preferences", async () => {
    const a = await account();
    const b = await account();
    await saveEmailPreferences(b.actor, { importantEmails: true, engagementEmails: false, marketingEmails: true });
    useBrowser(a.cookies);
    const result = await saveEmailPreferencesAction({ userId: b.id, importantEmails: false, engagementEmails: false, marketingEmails: false });
    expect(result).toMatchObject({ ok: true, data: { importantEmails: false, engagementEmails: false, marketingEmails: false } });
    expect(await rowOf(a.id)).toEqual({ criticalEmails: true, importantEmails: false, engagementEmails: false, marketingEmails: false });
    expect(await rowOf(b.id)).toEqual({ criticalEmails: true, importantEmails: true, engagementEmails: false, marketingEmails: true });
    expect(await getEmailPreferences(a.actor)).toMatchObject({ marketingEmails: false });
    expect(await getEmailPreferences(b.actor)).toMatchObject({ marketingEmails: true });
  });

  test("without a session nothing is saved", async () => {
    useBrowser();
    expect(await saveEmailPreferencesAction({ importantEmails: false, engagementEmails: false, marketingEmails: true })).toEqual({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
  });
});
