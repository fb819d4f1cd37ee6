import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { db, type Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { authSecret, sampleDataAllowed } from "@/lib/env";
import { deriveCaseType, progress, riskFlags, scoreAssessment, transcript, type Responses } from "@/lib/domain/assessment";
import { generateRoadmap } from "@/lib/domain/roadmap/generate";
import type { RoleName } from "@/lib/domain/auth/roles";
import type { CaseType } from "@/lib/domain/assessment/case-type";
import {
  countKey,
  EMPTY_COUNTS,
  MOCK_SUPPORTERS,
  SAMPLE_ACCOUNTS,
  SAMPLE_REVIEWS,
  type SampleAccount,
  type SeedCounts,
} from "@/lib/domain/sample-data/accounts";
import { avatarFolder, cvFolder, storage } from "@/lib/services/storage";
import { recordAudit } from "./admin-audit";
import { AppError } from "@/lib/domain/app-error";
import { TERMS_VERSION } from "@/lib/content/legal/agreement";

// The admin sample-data tools (issue 18): Seed Sample Data and the mock professionals. Every
// account they make is marked users.isSample and removed, with all that hangs off it, by
// removeSampleData. In production they are refused unless ALLOW_SAMPLE_DATA=true.

export const SAMPLE_DATA_REFUSED = "Sample data is turned off on this server. Set ALLOW_SAMPLE_DATA=true to allow it.";

function assertAllowed(actor: Actor) {
  assertPermission(actor, "admin:access");
  if (!sampleDataAllowed()) throw new AppError("forbidden", SAMPLE_DATA_REFUSED);
}

/** Whether this server allows sample data (for the page to say so before she tries). */
export function isSampleDataAllowed(actor: Actor): boolean {
  assertPermission(actor, "admin:access");
  return sampleDataAllowed();
}

/**
 * A sample account's password: the same on every run (so the page can always list it) and
 * unguessable without the server's secret (the addresses are published in the code).
 */
export function samplePassword(email: string): string {
  return `s-${createHmac("sha256", authSecret()).update(`haven-sample:${email}`).digest("base64url").slice(0, 16)}`;
}

export interface SampleCredential {
  email: string;
  password: string;
  role: string;
  name: string;
}

const ROLE_LABEL = { support_taker: "Support taker", professional: "Professional supporter", local: "Local supporter" } as const;

function credentialOf(account: SampleAccount): SampleCredential {
  const role = account.kind === "professional" && account.local ? "Professional and local supporter" : ROLE_LABEL[account.kind];
  return { email: account.email, password: samplePassword(account.email), role, name: account.displayName };
}

type Tx = Prisma.TransactionClient;

function storyData(userId: string, responses: Responses, completedAt: Date): Prisma.AssessmentConversationUncheckedCreateInput {
  const scores = scoreAssessment(responses);
  const flags = riskFlags(responses);
  const caseType = deriveCaseType(responses) as CaseType;
  const roadmap = generateRoadmap({ caseType, severityLevel: scores.severityLevel, riskFlags: flags, responses });
  const story = responses.context_story?.kind === "text" ? responses.context_story.text : null;
  return {
    userId,
    createdAt: new Date(completedAt.getTime() - 15 * 60_000),
    completedAt,
    assessmentCompleted: true,
    currentStage: progress(responses).currentStage,
    progressPercentage: 100,
    estimatedTimeRemaining: 0,
    initialMessage: story,
    caseType,
    structuredResponses: responses as Prisma.InputJsonValue,
    messages: transcript(responses) as unknown as Prisma.InputJsonValue,
    ...scores,
    riskFlags: flags,
    assessmentAnalysis: roadmap.analysis as Prisma.InputJsonValue,
    immediateActions: roadmap.immediate_actions as Prisma.InputJsonValue,
    shortTermSteps: roadmap.short_term_steps as Prisma.InputJsonValue,
    mediumTermSteps: roadmap.medium_term_steps as Prisma.InputJsonValue,
    longTermGoals: roadmap.long_term_goals as Prisma.InputJsonValue,
    selfCareToolkit: roadmap.self_care_toolkit as Prisma.InputJsonValue,
    resourceLinks: roadmap.resource_links as Prisma.InputJsonValue,
    roadmapData: { version: 1, source: "built-in", generated_at: completedAt.toISOString() },
    generatedAt: completedAt,
  };
}

const SAMPLE_CHECKLIST = { identitySeen: true, guidelinesAgreed: true, interviewNote: "Sample account: approved when it was made" };

async function writeProfessional(tx: Tx, userId: string, account: SampleAccount, now: Date) {
  const p = account.professional!;
  const fields = {
    fullName: p.fullName,
    professionalTitle: p.professionalTitle,
    bio: p.bio,
    yearsExperience: p.yearsExperience,
    languages: p.languages,
    availability: p.availability,
    isAlsoLocalSupporter: Boolean(account.local),
  };
  const existing = await tx.professionalSupporter.findUnique({ where: { userId }, select: { id: true, verificationStatus: true } });
  const row = existing
    ? await tx.professionalSupporter.update({
        where: { userId },
        data: { ...fields, verificationStatus: "approved", verifiedAt: existing.verificationStatus === "approved" ? undefined : now },
        select: { id: true },
      })
    : await tx.professionalSupporter.create({ data: { userId, ...fields, verificationStatus: "approved", verifiedAt: now }, select: { id: true } });
  await tx.supporterSpecialization.deleteMany({ where: { professionalSupporterId: row.id, specialization: { notIn: p.specializations } } });
  await tx.supporterSpecialization.createMany({
    data: p.specializations.map((specialization) => ({ professionalSupporterId: row.id, specialization })),
    skipDuplicates: true,
  });
  if (!existing || existing.verificationStatus !== "approved") {
    await tx.verificationEvent.create({ data: { professionalSupporterId: row.id, status: "approved", note: SAMPLE_CHECKLIST.interviewNote, createdAt: now } });
  }
}

async function writeLocal(tx: Tx, userId: string, account: SampleAccount, now: Date) {
  const l = account.local!;
  const local = await tx.localSupporter.create({
    data: {
      userId,
      displayName: l.displayName,
      locationCity: l.city,
      locationLat: l.lat,
      locationLng: l.lng,
      hasLocation: true,
      helpOffered: l.helpOffered,
      availability: "Evenings and weekends",
      verificationStatus: "approved",
      verifiedAt: now,
      ...SAMPLE_CHECKLIST,
    },
    select: { id: true },
  });
  await tx.verificationEvent.create({
    data: { localSupporterId: local.id, status: "approved", note: SAMPLE_CHECKLIST.interviewNote, checklist: SAMPLE_CHECKLIST, createdAt: now },
  });
}

/** Makes one sample account with everything a real one has after onboarding. */
async function createAccount(account: SampleAccount, passwordHash: string, now: Date): Promise<{ userId: string; stories: number }> {
  const userId = randomUUID();
  return db.$transaction(async (tx) => {
    await tx.user.create({ data: { id: userId, email: account.email, name: account.name, emailVerified: true, isSample: true } });
    await tx.account.create({ data: { id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash } });
    const primaryRole: RoleName =
      account.kind === "support_taker" ? "support_taker" : account.kind === "professional" ? "professional_supporter" : "local_supporter";
    const roles: RoleName[] = [primaryRole, ...(account.kind === "professional" && account.local ? (["local_supporter"] as const) : [])];
    // As if she had signed up: onboarding done and the current terms agreed to.
    await tx.profile.create({
      data: {
        userId,
        primaryRole,
        displayName: account.displayName,
        isAnonymous: account.isAnonymous,
        onboardingCompletedAt: now,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: now,
      },
    });
    await tx.userRole.createMany({ data: roles.map((role) => ({ userId, role })) });
    await tx.emailPreference.create({ data: { userId } });
    await tx.safetyPreference.create({ data: { userId } });
    if (account.professional) await writeProfessional(tx, userId, account, now);
    if (account.local) await writeLocal(tx, userId, account, now);
    let stories = 0;
    if (account.story) {
      await tx.assessmentConversation.create({ data: storyData(userId, account.story, new Date(now.getTime() - 2 * 86_400_000)) });
      stories = 1;
    }
    return { userId, stories };
  });
}

export interface SeedResult {
  created: SeedCounts;
  skipped: number;
  credentials: SampleCredential[];
}

/**
 * Seed Sample Data: 3 support takers with a story (completed assessment and roadmap) each, 5
 * professionals (2 also local supporters), 5 local supporters and reviews. Safe to repeat: an
 * address that already has an account is skipped, and so is a review that exists.
 */
export async function seedSampleData(actor: Actor, now = new Date()): Promise<SeedResult> {
  assertAllowed(actor);
  const created: SeedCounts = { ...EMPTY_COUNTS };
  let skipped = 0;
  const existing = await db.user.findMany({ where: { email: { in: SAMPLE_ACCOUNTS.map((a) => a.email) } }, select: { id: true, email: true, isSample: true } });
  const ids = new Map<string, string>();
  // scrypt runs on libuv's threads: hashing the passwords together is several times faster.
  const toMake = SAMPLE_ACCOUNTS.filter((account) => !existing.some((user) => user.email === account.email));
  const hashes = new Map(await Promise.all(toMake.map(async (account) => [account.email, await hashPassword(samplePassword(account.email))] as const)));
  for (const account of SAMPLE_ACCOUNTS) {
    const found = existing.find((user) => user.email === account.email);
    if (found) {
      skipped++;
      // Reviews are only ever written between accounts that are samples themselves.
      if (found.isSample) ids.set(account.key, found.id);
      continue;
    }
    try {
      const made = await createAccount(account, hashes.get(account.email)!, now);
      ids.set(account.key, made.userId);
      created[countKey(account.kind)]++;
      created.stories += made.stories;
    } catch (error) {
      // Two admins seeding at once: the other one made it first.
      if ((error as { code?: string }).code === "P2002") skipped++;
      else throw error;
    }
  }
  const reviews = SAMPLE_REVIEWS.flatMap(([authorKey, subjectKey, rating, comment]) => {
    const authorId = ids.get(authorKey);
    const supporterUserId = ids.get(subjectKey);
    return authorId && supporterUserId ? [{ authorId, supporterUserId, rating, comment, createdAt: new Date(now.getTime() - 86_400_000) }] : [];
  });
  created.reviews = (await db.review.createMany({ data: reviews, skipDuplicates: true })).count;
  const total = Object.values(created).reduce((sum, n) => sum + n, 0);
  await recordAudit(actor, {
    action: "tools.seed",
    summary: total
      ? `Seeded sample data: ${created.support_takers} support takers, ${created.professional_supporters} professionals, ${created.local_supporters} local supporters, ${created.stories} stories, ${created.reviews} reviews.`
      : "Seeded sample data: everything already existed.",
    details: { created: { ...created }, skipped },
  });
  return { created, skipped, credentials: SAMPLE_ACCOUNTS.map(credentialOf) };
}

export interface MockSupporterResult {
  message: string;
  supporters: { email: string; fullName: string; status: "created" | "updated" | "skipped" }[];
}

/**
 * The 6 mock professionals: made when missing, brought back to their defined profile when they
 * exist. An address held by a real (non-sample) account is left alone.
 */
export async function seedMockSupporters(actor: Actor, now = new Date()): Promise<MockSupporterResult> {
  assertAllowed(actor);
  const supporters: MockSupporterResult["supporters"] = [];
  for (const account of MOCK_SUPPORTERS) {
    const fullName = account.professional!.fullName;
    const found = await db.user.findUnique({ where: { email: account.email }, select: { id: true, isSample: true } });
    if (found && !found.isSample) {
      supporters.push({ email: account.email, fullName, status: "skipped" });
      continue;
    }
    if (found) {
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: found.id }, data: { name: account.name } });
        await tx.profile.updateMany({ where: { userId: found.id }, data: { displayName: account.displayName } });
        await writeProfessional(tx, found.id, account, now);
      });
      supporters.push({ email: account.email, fullName, status: "updated" });
      continue;
    }
    try {
      await createAccount(account, await hashPassword(samplePassword(account.email)), now);
      supporters.push({ email: account.email, fullName, status: "created" });
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002") throw error;
      supporters.push({ email: account.email, fullName, status: "skipped" });
    }
  }
  const made = supporters.filter((s) => s.status === "created").length;
  const updated = supporters.filter((s) => s.status === "updated").length;
  const message = `${made} mock supporters created, ${updated} updated.`;
  await recordAudit(actor, { action: "tools.seed_mock_supporters", summary: message, details: { created: made, updated } });
  return { message, supporters };
}

/** How many sample accounts exist now (the page shows it beside the remove button). */
export async function countSampleAccounts(actor: Actor): Promise<number> {
  assertPermission(actor, "admin:access");
  return db.user.count({ where: { isSample: true } });
}

/** What the two sample-data pages show: whether seeding is allowed here, and how many sample accounts there are (null when the count failed). */
export async function getSampleDataState(actor: Actor): Promise<{ allowed: boolean; sampleCount: number | null }> {
  const allowed = isSampleDataAllowed(actor);
  try {
    return { allowed, sampleCount: await countSampleAccounts(actor) };
  } catch (error) {
    console.error("[admin] counting sample accounts failed", error);
    return { allowed, sampleCount: null };
  }
}

/**
 * Removes every sample account and, through ON DELETE CASCADE, what hangs off it (stories,
 * reviews, supporter profiles), then their stored files. Real accounts are never touched: a
 * real person's conversation with a sample supporter keeps its messages (SetNull). Allowed
 * even when seeding is not, so a server can always be cleaned.
 */
export async function removeSampleData(actor: Actor): Promise<{ removed: number }> {
  assertPermission(actor, "admin:access");
  const ids = await db.$transaction(async (tx) => {
    const rows = await tx.user.findMany({ where: { isSample: true }, select: { id: true } });
    const userIds = rows.map((row) => row.id);
    if (userIds.length) {
      await tx.session.deleteMany({ where: { userId: { in: userIds } } });
      await tx.user.deleteMany({ where: { id: { in: userIds }, isSample: true } });
    }
    await recordAudit(
      actor,
      { action: "tools.remove_sample_data", summary: `Removed ${userIds.length} sample accounts.`, details: { removed: userIds.length } },
      tx,
    );
    return userIds;
  });
  for (const userId of ids) {
    for (const folder of [avatarFolder(userId), cvFolder(userId)]) {
      await storage()
        .removePrefix(folder)
        .catch((error) => console.error("[storage] could not remove a sample account's files", error));
    }
  }
  return { removed: ids.length };
}
