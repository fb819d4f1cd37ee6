import { db } from "@/lib/db";
import { verifyPassword } from "better-auth/crypto";

import { DEMO_PASSWORD, seed } from "@/prisma/seed";

const DEMO_EMAILS = ["taker@haven.local", "professional@haven.local", "local@haven.local", "admin@haven.local"];
let createdHere = false;

afterAll(async () => {
  // Remove the demo accounts only if this test created them (another suite may rely on them).
  if (createdHere) await db.user.deleteMany({ where: { email: { in: DEMO_EMAILS } } });
  await db.$disconnect();
});

async function rolesByEmail() {
  const rows = await db.user.findMany({ where: { email: { in: DEMO_EMAILS } }, include: { roles: true, profile: true } });
  return Object.fromEntries(rows.map((u) => [u.email, { roles: u.roles.map((r) => r.role).sort(), primaryRole: u.profile?.primaryRole }]));
}

test("seed creates the four demo accounts once", async () => {
  const existing = await db.user.count({ where: { email: { in: DEMO_EMAILS } } });
  const first = await seed(db);
  expect(first).toBe(4 - existing);
  createdHere = existing === 0;
  const second = await seed(db);
  expect(second).toBe(0);

  expect(await db.user.count({ where: { email: { in: DEMO_EMAILS } } })).toBe(4);
  const userFilter = { user: { email: { in: DEMO_EMAILS } } };
  expect(await db.profile.count({ where: userFilter })).toBe(4);
  expect(await db.account.count({ where: { ...userFilter, providerId: "credential" } })).toBe(4);
  expect(await db.emailPreference.count({ where: userFilter })).toBe(4);
  expect(await db.safetyPreference.count({ where: userFilter })).toBe(4);
  expect(await db.professionalSupporter.count({ where: userFilter })).toBe(1);
  expect(await db.localSupporter.count({ where: userFilter })).toBe(2);
  expect(await db.userRole.count({ where: userFilter })).toBe(5);

  expect(await rolesByEmail()).toEqual({
    "taker@haven.local": { roles: ["support_taker"], primaryRole: "support_taker" },
    "professional@haven.local": { roles: ["local_supporter", "professional_supporter"], primaryRole: "professional_supporter" },
    "local@haven.local": { roles: ["local_supporter"], primaryRole: "local_supporter" },
    "admin@haven.local": { roles: ["admin"], primaryRole: "admin" },
  });
});

test("the demo professional is approved, with both supporter records", async () => {
  const pro = await db.user.findUniqueOrThrow({
    where: { email: "professional@haven.local" },
    include: { professionalSupporter: { include: { specializations: true, verificationEvents: true } }, localSupporter: true },
  });
  expect(pro.professionalSupporter).toMatchObject({ verificationStatus: "approved", isAlsoLocalSupporter: true, fullName: "Dr. Maya Chen" });
  expect(pro.professionalSupporter?.verifiedAt).toBeInstanceOf(Date);
  expect(pro.professionalSupporter?.specializations.length).toBeGreaterThan(0);
  expect(pro.professionalSupporter?.verificationEvents.map((e) => e.status).sort()).toEqual(["approved", "pending"]);
  expect(pro.localSupporter).toMatchObject({ hasLocation: true, locationCity: "Chicago" });
});

test("the demo local supporters are approved with a completed checklist, so they can be found and alerted", async () => {
  const rows = await db.localSupporter.findMany({
    where: { user: { email: { in: ["local@haven.local", "professional@haven.local"] } } },
    include: { verificationEvents: true },
  });
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toMatchObject({ verificationStatus: "approved", identitySeen: true, guidelinesAgreed: true, hasLocation: true });
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(row.verificationEvents.map((e) => e.status).sort()).toEqual(["approved", "pending"]);
  }
});

test("a demo local supporter put back in the queue by the review migration is approved again, once; an admin's decision is kept", async () => {
  const rosa = await db.localSupporter.findFirstOrThrow({ where: { user: { email: "local@haven.local" } } });
  await db.localSupporter.update({ where: { id: rosa.id }, data: { verificationStatus: "pending", verifiedAt: null } });
  await seed(db);
  expect(await db.localSupporter.findUniqueOrThrow({ where: { id: rosa.id } })).toMatchObject({ verificationStatus: "approved", identitySeen: true });
  const events = await db.verificationEvent.count({ where: { localSupporterId: rosa.id } });
  await seed(db);
  expect(await db.verificationEvent.count({ where: { localSupporterId: rosa.id } })).toBe(events);
  // An admin rejected her meanwhile: the seed leaves that alone.
  const reviewer = await db.user.findFirstOrThrow({ where: { email: "admin@haven.local" } });
  await db.localSupporter.update({ where: { id: rosa.id }, data: { verificationStatus: "pending" } });
  await db.verificationEvent.create({ data: { localSupporterId: rosa.id, status: "needs_info", note: "Call us", decidedById: reviewer.id } });
  await seed(db);
  expect((await db.localSupporter.findUniqueOrThrow({ where: { id: rosa.id } })).verificationStatus).toBe("pending");
  await db.localSupporter.update({ where: { id: rosa.id }, data: { verificationStatus: "approved", verifiedAt: new Date() } });
});

test("the demo taker is anonymous with a User_#### name", async () => {
  const taker = await db.user.findUniqueOrThrow({ where: { email: "taker@haven.local" }, include: { profile: true } });
  expect(taker.profile?.isAnonymous).toBe(true);
  expect(taker.profile?.displayName).toMatch(/^User_[1-9]\d{3}$/);
  expect(taker.emailVerified).toBe(true);
});

test("the demo password verifies against the stored hash", async () => {
  const account = await db.account.findFirstOrThrow({ where: { user: { email: "admin@haven.local" }, providerId: "credential" } });
  expect(account.password).toBeTruthy();
  expect(account.password).not.toBe(DEMO_PASSWORD);
  expect(await verifyPassword({ hash: account.password!, password: DEMO_PASSWORD })).toBe(true);
  expect(await verifyPassword({ hash: account.password!, password: "wrong-password" })).toBe(false);
});
