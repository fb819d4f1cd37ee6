// Demo accounts for the embedded default (README lists them). Idempotent: an account that
// already exists is left alone, so a second `npm start` keeps the data as it was.
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "better-auth/crypto";
import { PrismaClient, type Role } from "../lib/generated/prisma/client";
import { TERMS_VERSION } from "../lib/content/legal/agreement";

export const DEMO_PASSWORD = "haven-demo-2026";

interface DemoAccount {
  email: string;
  name: string;
  primaryRole: Role;
  roles: Role[];
  displayName: string;
  isAnonymous: boolean;
  professional?: { fullName: string; professionalTitle: string; bio: string; yearsExperience: number; specializations: string[] };
  /** Demo local supporters sit within 2 km of the gazetteer's Chicago point (41.83, -87.75), where a
   *  person who chooses Chicago as her area is placed: the demo's emergency alert reaches them. */
  local?: { displayName: string; city: string; lat: number; lng: number };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "taker@haven.local", name: "", primaryRole: "support_taker", roles: ["support_taker"], displayName: "User_4821", isAnonymous: true },
  {
    email: "professional@haven.local",
    name: "Dr. Maya Chen",
    primaryRole: "professional_supporter",
    roles: ["professional_supporter", "local_supporter"],
    displayName: "Dr. Maya Chen",
    isAnonymous: false,
    professional: {
      fullName: "Dr. Maya Chen",
      professionalTitle: "Licensed Clinical Psychologist",
      bio: "Demo account. I work with women recovering from workplace harassment and domestic abuse.",
      yearsExperience: 12,
      specializations: ["trauma_therapy", "domestic_abuse", "workplace_harassment"],
    },
    local: { displayName: "Maya", city: "Chicago", lat: 41.844, lng: -87.732 },
  },
  {
    email: "local@haven.local",
    name: "Rosa",
    primaryRole: "local_supporter",
    roles: ["local_supporter"],
    displayName: "Rosa",
    isAnonymous: true,
    local: { displayName: "Rosa", city: "Chicago", lat: 41.836, lng: -87.741 },
  },
  { email: "admin@haven.local", name: "Haven Admin", primaryRole: "admin", roles: ["admin"], displayName: "Haven Admin", isAnonymous: false },
];

const DEMO_CHECKLIST = { identitySeen: true, guidelinesAgreed: true, interviewNote: "Demo account: approved at seed time" };

/**
 * A demo database made before local supporters were reviewed (issue 17) has its demo local
 * supporter put back in the queue by the migration; the demo accounts are meant to work, so
 * she is approved here, unless an admin has decided about her since.
 */
async function approveExistingDemoLocal(db: PrismaClient, userId: string) {
  await db.$transaction(async (tx) => {
    const changed = await tx.localSupporter.updateMany({
      where: { userId, verificationStatus: "pending", verificationEvents: { none: { decidedById: { not: null } } } },
      data: { verificationStatus: "approved", verifiedAt: new Date(), ...DEMO_CHECKLIST },
    });
    if (changed.count !== 1) return;
    const row = await tx.localSupporter.findUniqueOrThrow({ where: { userId }, select: { id: true } });
    await tx.verificationEvent.create({
      data: { localSupporterId: row.id, status: "approved", note: DEMO_CHECKLIST.interviewNote, checklist: DEMO_CHECKLIST },
    });
  });
}

export async function seed(db: PrismaClient) {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.user.findUnique({ where: { email: account.email } });
    if (existing) {
      if (account.local) await approveExistingDemoLocal(db, existing.id);
      // Demo accounts stand for people who agreed to the terms in force (no real person is
      // asked): they are brought up to the current version on every start.
      await db.profile.updateMany({
        where: { userId: existing.id, OR: [{ termsVersion: null }, { termsVersion: { not: TERMS_VERSION } }] },
        data: { termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() },
      });
      continue;
    }
    const userId = randomUUID();
    const password = await hashPassword(DEMO_PASSWORD);
    await db.$transaction(async (tx) => {
      await tx.user.create({ data: { id: userId, email: account.email, name: account.name, emailVerified: true } });
      await tx.account.create({ data: { id: randomUUID(), accountId: userId, providerId: "credential", userId, password } });
      // Demo accounts are fully set up: their onboarding is done.
      await tx.profile.create({
        data: {
          userId,
          primaryRole: account.primaryRole,
          displayName: account.displayName,
          isAnonymous: account.isAnonymous,
          onboardingCompletedAt: new Date(),
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: new Date(),
        },
      });
      await tx.userRole.createMany({ data: account.roles.map((role) => ({ userId, role })) });
      await tx.emailPreference.create({ data: { userId } });
      await tx.safetyPreference.create({ data: { userId } });
      if (account.professional) {
        const p = account.professional;
        const pro = await tx.professionalSupporter.create({
          data: {
            userId,
            fullName: p.fullName,
            professionalTitle: p.professionalTitle,
            bio: p.bio,
            yearsExperience: p.yearsExperience,
            languages: ["English"],
            verificationStatus: "approved",
            verifiedAt: new Date(),
            isAlsoLocalSupporter: Boolean(account.local),
            specializations: { create: p.specializations.map((specialization) => ({ specialization })) },
          },
        });
        await tx.verificationEvent.createMany({
          data: [
            { professionalSupporterId: pro.id, status: "pending", note: "Application submitted" },
            { professionalSupporterId: pro.id, status: "approved", note: "Demo account: approved at seed time" },
          ],
        });
      }
      if (account.local) {
        const l = account.local;
        // Demo local supporters are approved at seed time, with the checklist an admin would
        // have completed (issue 17): every other local supporter waits for a review.
        const local = await tx.localSupporter.create({
          data: {
            userId,
            displayName: l.displayName,
            locationCity: l.city,
            locationLat: l.lat,
            locationLng: l.lng,
            hasLocation: true,
            helpOffered: ["accompaniment", "safety_escort", "listening_ear"],
            verificationStatus: "approved",
            verifiedAt: new Date(),
            ...DEMO_CHECKLIST,
          },
        });
        await tx.verificationEvent.createMany({
          data: [
            { localSupporterId: local.id, status: "pending", note: "Signed up as a local supporter" },
            { localSupporterId: local.id, status: "approved", note: DEMO_CHECKLIST.interviewNote, checklist: DEMO_CHECKLIST },
          ],
        });
      }
    });
    created++;
  }
  return created;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required to seed");
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const created = await seed(db);
    console.log(created ? `[seed] created ${created} demo account(s)` : "[seed] demo accounts already present");
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1]?.endsWith("seed.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
