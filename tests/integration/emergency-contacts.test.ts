import { db } from "@/lib/db";
import { createEmergencyContact, listEmergencyContacts, removeEmergencyContact } from "@/lib/data/emergency-contacts";
import { DEFAULT_CONTACT_MESSAGE, DUPLICATE_CONTACT, MAX_EMERGENCY_CONTACTS, TOO_MANY_CONTACTS } from "@/lib/domain/emergency/contacts";
import { PHONE_INVALID_MESSAGE } from "@/lib/domain/phone/normalize";
import { emergencyContactSchema } from "@/lib/validations/emergency";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { addEmergencyContactAction, removeEmergencyContactAction } from "@/app/(app)/emergency/actions";
import { AppError } from "@/lib/domain/app-error";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const input = (name: string, phoneNumber = "+1 (555) 123-4567") => emergencyContactSchema.parse({ name, phoneNumber, relationship: "Friend" });

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? error.code : `other: ${String(error)}`;
  }
}

describe("emergency contacts data", () => {
  test("added contacts are listed newest first, with the phone in E.164 and readable form", async () => {
    const her = await taker("ec-list");
    await createEmergencyContact(her, input("First"));
    await createEmergencyContact(her, input("Second", "+44 20 7946 0958"));
    const list = await listEmergencyContacts(her);
    expect(list.map((c) => c.name)).toEqual(["Second", "First"]);
    expect(list[0]).toMatchObject({
      phoneNumber: "+442079460958",
      phoneDisplay: "+44 20 7946 0958",
      relationship: "Friend",
      email: null,
      message: DEFAULT_CONTACT_MESSAGE,
    });
    await removeEmergencyContact(her, list[1]!.id);
    expect((await listEmergencyContacts(her)).map((c) => c.name)).toEqual(["Second"]);
  });

  test("one person cannot list or remove another's contacts", async () => {
    const her = await taker("ec-owner");
    const other = await taker("ec-other");
    const contact = await createEmergencyContact(her, input("Mine"));
    expect(await listEmergencyContacts(other)).toEqual([]);
    expect(await codeOf(removeEmergencyContact(other, contact.id))).toBe("not_found");
    expect((await listEmergencyContacts(her)).map((c) => c.id)).toEqual([contact.id]);
  });

  test(`at most ${MAX_EMERGENCY_CONTACTS} contacts each, even when added at the same moment`, async () => {
    const her = await taker("ec-cap");
    const results = await Promise.all(
      Array.from({ length: MAX_EMERGENCY_CONTACTS + 3 }, (_, i) => codeOf(createEmergencyContact(her, input(`C${i}`, `+1 (555) 123-${4000 + i}`)))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(MAX_EMERGENCY_CONTACTS);
    expect(results.filter((r) => r === "conflict")).toHaveLength(3);
    expect(await db.emergencyContact.count({ where: { userId: her.userId } })).toBe(MAX_EMERGENCY_CONTACTS);
    // Another person's list is not affected by hers being full.
    const other = await taker("ec-cap-other");
    expect(await codeOf(createEmergencyContact(other, input("Fine")))).toBe("ok");
  });

  test("a second contact with the same number is refused (they would get each alert twice), written any way", async () => {
    const her = await taker("ec-same");
    await createEmergencyContact(her, input("Sam"));
    const again = createEmergencyContact(her, input("Sam again", "555 123 4567"));
    await expect(again).rejects.toMatchObject({ code: "conflict", message: DUPLICATE_CONTACT, fieldErrors: { phoneNumber: DUPLICATE_CONTACT } });
    expect(await db.emergencyContact.count({ where: { userId: her.userId } })).toBe(1);
    // Someone else may have the same person as a contact.
    expect(await codeOf(createEmergencyContact(await taker("ec-same-other"), input("Sam")))).toBe("ok");
  });

  test("removing a contact that is already gone is not found", async () => {
    const her = await taker("ec-gone");
    const contact = await createEmergencyContact(her, input("Once"));
    await removeEmergencyContact(her, contact.id);
    expect(await codeOf(removeEmergencyContact(her, contact.id))).toBe("not_found");
  });
});

describe("emergency contact actions", () => {
  test("a bad number is refused with the phone message and nothing is saved", async () => {
    const her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "ec-action");
    users.track(her.id);
    useBrowser(her.cookies);
    const result = await addEmergencyContactAction({ name: "Sam", phoneNumber: "555 12", relationship: "Sister" });
    expect(result).toMatchObject({ ok: false, error: PHONE_INVALID_MESSAGE, fieldErrors: { phoneNumber: PHONE_INVALID_MESSAGE } });
    expect(await db.emergencyContact.count({ where: { userId: her.id } })).toBe(0);

    const missing = await addEmergencyContactAction({ name: "Sam", phoneNumber: "", relationship: "" });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { phoneNumber: "Please fill in all fields.", relationship: "Please fill in all fields." } });

    const added = await addEmergencyContactAction({
      name: "Sam",
      phoneNumber: "555-123-4567",
      relationship: "Sister",
      email: "sam@example.com",
      message: "Call me when you see this",
    });
    expect(added).toMatchObject({ ok: true, data: { name: "Sam" } });
    expect(await db.emergencyContact.findFirst({ where: { userId: her.id }, select: { phoneNumber: true, email: true, message: true } })).toEqual({
      phoneNumber: "+15551234567",
      email: "sam@example.com",
      message: "Call me when you see this",
    });
  });

  test("the cap and someone else's contact come back as coded errors", async () => {
    const her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "ec-action-cap");
    users.track(her.id);
    const other = await taker("ec-action-other");
    const theirs = await createEmergencyContact(other, input("Theirs"));
    await db.emergencyContact.createMany({
      data: Array.from({ length: MAX_EMERGENCY_CONTACTS }, (_, i) => ({ userId: her.id, name: `N${i}`, phoneNumber: "+15551234567", relationship: "x" })),
    });
    useBrowser(her.cookies);
    expect(await addEmergencyContactAction({ name: "One more", phoneNumber: "555-123-4567", relationship: "Friend" })).toMatchObject({
      ok: false,
      code: "conflict",
      error: TOO_MANY_CONTACTS,
    });
    expect(await removeEmergencyContactAction({ contactId: theirs.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await db.emergencyContact.count({ where: { id: theirs.id } })).toBe(1);
  });

  test("signed out, nothing is added", async () => {
    useBrowser();
    expect(await addEmergencyContactAction({ name: "Sam", phoneNumber: "555-123-4567", relationship: "Sister" })).toMatchObject({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
  });
});
