import { db } from "@/lib/db";
import { createSignUpRecords, deleteUserById, getAccountContext } from "@/lib/data/accounts";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function rowsOf(userId: string) {
  const [profile, roles, professional, local, emailPreference, safetyPreference] = await Promise.all([
    db.profile.findUnique({ where: { userId } }),
    db.userRole.findMany({ where: { userId } }),
    db.professionalSupporter.findUnique({ where: { userId }, include: { verificationEvents: true } }),
    db.localSupporter.findUnique({ where: { userId } }),
    db.emailPreference.findUnique({ where: { userId } }),
    db.safetyPreference.findUnique({ where: { userId } }),
  ]);
  return { profile, roles: roles.map((r) => r.role).sort(), professional, local, emailPreference, safetyPreference };
}

function expectDefaultPreferences(rows: Awaited<ReturnType<typeof rowsOf>>) {
  expect(rows.emailPreference).toMatchObject({ criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: false });
  expect(rows.safetyPreference).toMatchObject({ locationTrackingEnabled: false });
}

describe("createSignUpRecords", () => {
  test("support taker, staying anonymous: anonymous profile with a User_#### name", async () => {
    const { id } = await users.create("taker-anon");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    const rows = await rowsOf(id);
    expect(rows.profile).toMatchObject({ primaryRole: "support_taker", isAnonymous: true });
    expect(rows.profile?.displayName).toMatch(/^User_\d{4}$/);
    const n = Number(rows.profile!.displayName!.slice(5));
    expect(n).toBeGreaterThanOrEqual(1000);
    expect(n).toBeLessThanOrEqual(9999);
    expect(rows.roles).toEqual(["support_taker"]);
    expect(rows.professional).toBeNull();
    expect(rows.local).toBeNull();
    expectDefaultPreferences(rows);
  });

  test("support taker, not anonymous: no display name yet", async () => {
    const { id } = await users.create("taker");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: false });
    const rows = await rowsOf(id);
    expect(rows.profile).toMatchObject({ primaryRole: "support_taker", displayName: null });
    expect(rows.roles).toEqual(["support_taker"]);
    expectDefaultPreferences(rows);
  });

  test("professional: pending application with placeholder CV and a pending verification event", async () => {
    const { id } = await users.create("pro");
    await createSignUpRecords(id, { kind: "professional", fullName: "Dr. Ada Test", professionalTitle: "Counsellor", alsoLocal: false });
    const rows = await rowsOf(id);
    expect(rows.profile).toMatchObject({ primaryRole: "professional_supporter", displayName: "Dr. Ada Test", isAnonymous: false });
    expect(rows.roles).toEqual(["professional_supporter"]);
    expect(rows.professional).toMatchObject({
      fullName: "Dr. Ada Test",
      professionalTitle: "Counsellor",
      cvFileUrl: "pending-upload",
      verificationStatus: "pending",
      verifiedAt: null,
      isAlsoLocalSupporter: false,
    });
    expect(rows.professional!.verificationEvents).toHaveLength(1);
    expect(rows.professional!.verificationEvents[0]).toMatchObject({ status: "pending", decidedById: null });
    expect(rows.local).toBeNull();
    expectDefaultPreferences(rows);
  });

  test("professional who is also local: both supporter roles; local record only with a city", async () => {
    const noCity = await users.create("pro-local");
    await createSignUpRecords(noCity.id, { kind: "professional", fullName: "Pat Both", professionalTitle: "Lawyer", alsoLocal: true });
    const a = await rowsOf(noCity.id);
    expect(a.roles).toEqual(["local_supporter", "professional_supporter"]);
    expect(a.profile?.primaryRole).toBe("professional_supporter");
    expect(a.professional?.isAlsoLocalSupporter).toBe(true);
    expect(a.local).toBeNull();

    const withCity = await users.create("pro-local-city");
    await createSignUpRecords(withCity.id, { kind: "professional", fullName: "Pat City", professionalTitle: "Lawyer", alsoLocal: true, city: "Chicago" });
    const b = await rowsOf(withCity.id);
    expect(b.roles).toEqual(["local_supporter", "professional_supporter"]);
    expect(b.local).toMatchObject({ displayName: "Pat City", locationCity: "Chicago", locationLat: 0, locationLng: 0, hasLocation: false });
  });

  test("local supporter: local role and profile, no supporter records yet", async () => {
    const { id } = await users.create("local");
    await createSignUpRecords(id, { kind: "local", displayName: "Rosa T" });
    const rows = await rowsOf(id);
    expect(rows.profile).toMatchObject({ primaryRole: "local_supporter", displayName: "Rosa T", isAnonymous: true });
    expect(rows.roles).toEqual(["local_supporter"]);
    expect(rows.professional).toBeNull();
    expect(rows.local).toBeNull();
    expectDefaultPreferences(rows);
  });

  test("is all-or-nothing: a failure part-way leaves no new rows behind", async () => {
    const { id } = await users.create("atomic");
    await createSignUpRecords(id, { kind: "local", displayName: "First" });
    // A second run fails on the existing profile; nothing from it may remain.
    await expect(
      createSignUpRecords(id, { kind: "professional", fullName: "Second", professionalTitle: "X", alsoLocal: true, city: "Oslo" }),
    ).rejects.toThrow();
    const rows = await rowsOf(id);
    expect(rows.profile?.displayName).toBe("First");
    expect(rows.roles).toEqual(["local_supporter"]);
    expect(rows.professional).toBeNull();
    expect(rows.local).toBeNull();
  });
});

describe("getAccountContext", () => {
  test("professional + local: roles, primary role, pending verification", async () => {
    const { id } = await users.create("ctx-pro");
    await createSignUpRecords(id, { kind: "professional", fullName: "Ctx Pro", professionalTitle: "HR", alsoLocal: true });
    const ctx = await getAccountContext(id);
    expect([...ctx.roles].sort()).toEqual(["local_supporter", "professional_supporter"]);
    expect(ctx.primaryRole).toBe("professional_supporter");
    expect(ctx.verificationStatus).toBe("pending");
    expect(ctx.profile).toEqual({ displayName: "Ctx Pro", isAnonymous: false, avatarUrl: null });
  });

  test("verification status follows the professional row", async () => {
    const { id } = await users.create("ctx-approved");
    await createSignUpRecords(id, { kind: "professional", fullName: "Ctx Ok", professionalTitle: "HR", alsoLocal: false });
    await db.professionalSupporter.update({ where: { userId: id }, data: { verificationStatus: "approved" } });
    expect((await getAccountContext(id)).verificationStatus).toBe("approved");
  });

  test("support taker: no verification status", async () => {
    const { id } = await users.create("ctx-taker");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    const ctx = await getAccountContext(id);
    expect(ctx.roles).toEqual(["support_taker"]);
    expect(ctx.primaryRole).toBe("support_taker");
    expect(ctx.verificationStatus).toBeNull();
    expect(ctx.profile.isAnonymous).toBe(true);
    expect(ctx.profile.displayName).toMatch(/^User_\d{4}$/);
  });

  test("admin", async () => {
    const { id } = await users.create("ctx-admin");
    await db.profile.create({ data: { userId: id, primaryRole: "admin", displayName: "Boss", isAnonymous: false } });
    await db.userRole.create({ data: { userId: id, role: "admin" } });
    const ctx = await getAccountContext(id);
    expect(ctx.roles).toEqual(["admin"]);
    expect(ctx.primaryRole).toBe("admin");
    expect(ctx.verificationStatus).toBeNull();
  });

  test("a user without any Haven rows falls back to support_taker", async () => {
    const { id } = await users.create("ctx-bare");
    const ctx = await getAccountContext(id);
    expect(ctx).toEqual({
      roles: ["support_taker"],
      primaryRole: "support_taker",
      profile: { displayName: null, isAnonymous: true, avatarUrl: null },
      verificationStatus: null,
      termsVersion: null,
    });
  });
});

describe("deleteUserById", () => {
  test("deleteUserById removes the user and is a no-op for unknown ids", async () => {
    const { id } = await users.create("rollback");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: false });
    await deleteUserById(id);
    expect(await db.user.count({ where: { id } })).toBe(0);
    expect(await db.profile.count({ where: { userId: id } })).toBe(0);
    await expect(deleteUserById(id)).resolves.toBeUndefined();
  });
});
