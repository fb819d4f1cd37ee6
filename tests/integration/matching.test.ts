import { db } from "@/lib/db";
import { AppError } from "@/lib/domain/app-error";
import { NOT_FOUND } from "@/lib/data/assessments";
import { userTracker } from "@/tests/jest/db-factories";
import { completedAssessment, localSupporter, place, professional, review } from "@/tests/jest/directory-factories";

// Lets a test make candidate loading fail, to see the spec's fallback.
const failing = { candidates: false, fallback: false };
jest.mock("@/lib/data/supporter-candidates", () => {
  const actual = jest.requireActual("@/lib/data/supporter-candidates");
  return {
    ...actual,
    matchCandidateSnapshot: () => {
      if (failing.candidates) return Promise.reject(new Error("database went away"));
      return actual.matchCandidateSnapshot();
    },
    listVerifiedProfessionals: (...args: unknown[]) => {
      if (failing.fallback) return Promise.reject(new Error("database went away"));
      return actual.listVerifiedProfessionals(...args);
    },
  };
});

import { FALLBACK_LIMIT, matchSupporters } from "@/lib/data/matching";
import { searchTerms } from "@/lib/domain/directory/search";
import { getSupportTakerDashboard } from "@/lib/data/dashboards";

const users = userTracker();

let quiet: jest.SpyInstance;
beforeEach(() => {
  // Failures are logged on purpose; keep the test output readable.
  quiet = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  failing.candidates = false;
  failing.fallback = false;
  quiet.mockRestore();
});

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const ALL = 10_000;
const names = (matches: { full_name: string }[]) => matches.map((m) => m.full_name);

describe("matchSupporters", () => {
  test("ranks from her own latest assessment: the specialist first; pending, rejected and unlocated people never", async () => {
    const her = await taker("match-her");
    await completedAssessment(her.userId, { caseType: "domestic_abuse", completedAt: new Date(Date.now() - 86_400_000) });
    const latest = await completedAssessment(her.userId, { caseType: "workplace_harassment", supportWanted: ["legal"] });
    const specialist = await professional(users, "Match Specialist", {
      specializations: ["workplace_harassment", "employment_law"],
      availability: "Available",
    });
    await professional(users, "Match Generalist", { specializations: ["counselling"], availability: "Available" });
    await professional(users, "Match Pending", { status: "pending", specializations: ["workplace_harassment"] });
    await professional(users, "Match Rejected", { status: "rejected", specializations: ["workplace_harassment"] });
    await localSupporter(users, "Match Nowhere", null);

    const result = await matchSupporters(her, { limit: ALL });
    expect(result).toMatchObject({ assessmentId: latest.id, fallback: false, locationUsed: false });
    const order = names(result.matches);
    expect(order.indexOf("Match Specialist")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("Match Specialist")).toBeLessThan(order.indexOf("Match Generalist"));
    expect(order).not.toContain("Match Pending");
    expect(order).not.toContain("Match Rejected");
    expect(order).not.toContain("Match Nowhere");
    const top = result.matches.find((m) => m.user_id === specialist.userId)!;
    expect(top).toMatchObject({ kind: "professional", display_specialization: "Workplace harassment", rating: null, reviews: 0, availability: "Available" });
    expect(top.match_reasons.slice(0, 2)).toEqual(["Specialises in workplace harassment", "Helps with employment law"]);
    expect(result.total).toBe(result.matches.length);
  });

  test("another person's assessment is refused like a missing or unfinished one", async () => {
    const her = await taker("match-owner");
    const other = await taker("match-other");
    const hers = await completedAssessment(her.userId);
    const unfinished = await db.assessmentConversation.create({ data: { userId: other.userId }, select: { id: true } });
    await expect(matchSupporters(other, { conversationId: hers.id, limit: 5 })).rejects.toEqual(new AppError("not_found", NOT_FOUND));
    await expect(matchSupporters(other, { conversationId: unfinished.id, limit: 5 })).rejects.toBeInstanceOf(AppError);
    await expect(matchSupporters(other, { conversationId: "no-such-assessment", limit: 5 })).rejects.toBeInstanceOf(AppError);
    // Even when matching itself would fail: ownership is checked first, never fallen back from.
    failing.candidates = true;
    await expect(matchSupporters(other, { conversationId: hers.id, limit: 5 })).rejects.toBeInstanceOf(AppError);
    expect((await matchSupporters(her, { conversationId: hers.id, limit: 5 })).assessmentId).toBe(hers.id);
  });

  test("the assessment she names is used; without any, the default order applies", async () => {
    const her = await taker("match-named");
    const older = await completedAssessment(her.userId, { caseType: "stalking", completedAt: new Date(Date.now() - 86_400_000) });
    await completedAssessment(her.userId);
    expect((await matchSupporters(her, { conversationId: older.id, limit: 1 })).assessmentId).toBe(older.id);
    const fresh = await taker("match-fresh");
    expect(await matchSupporters(fresh, { limit: 1 })).toMatchObject({ assessmentId: null, fallback: false });
  });

  test("local supporters: within their radius of the place she gives, left out beyond it, no distance without one", async () => {
    const her = await taker("match-local");
    const local = await localSupporter(users, "Match Chicago Local", "Chicago, IL", { radiusKm: 10, helpOffered: ["safety_escort"] });
    const inChicago = await matchSupporters(her, { limit: ALL, near: place("Chicago, IL") });
    const near = inChicago.matches.find((m) => m.user_id === local.userId);
    expect(near).toMatchObject({ kind: "local", distance_km: 0, city: "Chicago, Illinois, United States of America" });
    expect(near!.match_reasons).toContain("Less than 0.1 km away");
    expect(inChicago.locationUsed).toBe(true);

    const inMilwaukee = await matchSupporters(her, { limit: ALL, near: place("Milwaukee, WI") });
    expect(inMilwaukee.matches.map((m) => m.user_id)).not.toContain(local.userId);

    const nowhere = await matchSupporters(her, { limit: ALL });
    expect(nowhere.matches.find((m) => m.user_id === local.userId)).toMatchObject({ distance_km: null });
  });

  test("ratings are the real average and count of reviews; none means New", async () => {
    const her = await taker("match-rating");
    const rated = await professional(users, "Match Rated");
    const fresh = await professional(users, "Match Unrated");
    await review(users, rated.userId, 4);
    await review(users, rated.userId, 5);
    const { matches } = await matchSupporters(her, { limit: ALL });
    expect(matches.find((m) => m.user_id === rated.userId)).toMatchObject({ rating: 4.5, reviews: 2 });
    expect(matches.find((m) => m.user_id === fresh.userId)).toMatchObject({ rating: null, reviews: 0 });
  });

  test("changes show at once: an unapproved or deleted supporter drops out of the next match", async () => {
    const her = await taker("match-fresh-data");
    const pro = await professional(users, "Match Soon Unapproved");
    const local = await localSupporter(users, "Match Soon Deleted", "Chicago, IL");
    const ids = async () => (await matchSupporters(her, { limit: ALL })).matches.map((m) => m.user_id);
    expect(await ids()).toEqual(expect.arrayContaining([pro.userId, local.userId]));
    await db.professionalSupporter.update({ where: { userId: pro.userId }, data: { verificationStatus: "needs_info" } });
    await db.user.delete({ where: { id: local.userId } });
    const after = await ids();
    expect(after).not.toContain(pro.userId);
    expect(after).not.toContain(local.userId);
    await db.professionalSupporter.update({ where: { userId: pro.userId }, data: { verificationStatus: "approved" } });
    expect(await ids()).toContain(pro.userId);
  });

  test("a professional who also helps locally appears once, with her distance", async () => {
    const her = await taker("match-both");
    const both = await professional(users, "Match Both Ways", { specializations: ["stalking"] });
    await db.localSupporter.create({
      data: { userId: both.userId, displayName: "Both", locationCity: "Chicago", locationLat: 41.8781, locationLng: -87.6298, hasLocation: true },
    });
    // Her in-person side waits for its own review (issue 17): until then no distance rides along.
    const before = (await matchSupporters(her, { limit: ALL, near: place("Chicago, IL") })).matches.filter((m) => m.user_id === both.userId);
    expect(before).toHaveLength(1);
    expect(before[0]!.distance_km ?? null).toBeNull();
    await db.localSupporter.update({ where: { userId: both.userId }, data: { verificationStatus: "approved" } });
    const { matches } = await matchSupporters(her, { limit: ALL, near: place("Chicago, IL") });
    const entries = matches.filter((m) => m.user_id === both.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: "professional", full_name: "Match Both Ways", distance_km: expect.any(Number) });
  });

  test("a ranking kept between requests is the same as a fresh one, and a search or another page is ranked on its own", async () => {
    const her = await taker("match-kept");
    await completedAssessment(her.userId);
    await professional(users, "Match Kept Specialist", { specializations: ["workplace_harassment"] });
    const first = await matchSupporters(her, { limit: 5 });
    const again = await matchSupporters(her, { limit: 5 });
    expect(again).toEqual(first);
    const second = await matchSupporters(her, { limit: 5, offset: 5 });
    expect(second.matches.map((m) => m.user_id)).not.toEqual(expect.arrayContaining(first.matches.map((m) => m.user_id)));
    const searched = await matchSupporters(her, { limit: 5, search: searchTerms("Match Kept Specialist") });
    expect(names(searched.matches)).toEqual(["Match Kept Specialist"]);
  });

  test("she never matches herself", async () => {
    const me = await professional(users, "Match Myself");
    const { matches } = await matchSupporters(me, { limit: ALL });
    expect(matches.map((m) => m.user_id)).not.toContain(me.userId);
  });

  test("on failure: up to three verified professionals, real rows with real ratings, no invented reasons", async () => {
    const her = await taker("match-fallback");
    const rated = await professional(users, "Match Fallback Rated");
    await review(users, rated.userId, 3);
    await professional(users, "Match Fallback Pending", { status: "pending" });
    failing.candidates = true;
    const result = await matchSupporters(her, { limit: 5 });
    expect(result.fallback).toBe(true);
    expect(result.matches.length).toBeGreaterThan(0);
    expect(result.matches.length).toBeLessThanOrEqual(FALLBACK_LIMIT);
    for (const match of result.matches) {
      expect(match.kind).toBe("professional");
      expect(match.match_reasons).toEqual([]);
      const row = await db.professionalSupporter.findUnique({ where: { userId: match.user_id }, select: { verificationStatus: true, fullName: true } });
      expect(row).toMatchObject({ verificationStatus: "approved", fullName: match.full_name });
      const real = await db.review.aggregate({ where: { supporterUserId: match.user_id }, _avg: { rating: true }, _count: true });
      expect(match.reviews).toBe(real._count);
      expect(match.rating).toBe(real._count ? Math.round(real._avg.rating! * 10) / 10 : null);
    }
    expect(names(result.matches)).not.toContain("Match Fallback Pending");
    expect((await matchSupporters(her, { limit: 1 })).matches.length).toBeLessThanOrEqual(1);
  });

  test("the dashboard takes her three best matches, and an empty list if matching fails outright", async () => {
    const her = await taker("match-dashboard");
    await completedAssessment(her.userId);
    for (const n of [1, 2, 3, 4]) await professional(users, `Match Dashboard ${n}`, { specializations: ["workplace_harassment"] });
    const data = await getSupportTakerDashboard(her);
    expect(data.recommendations).toHaveLength(3);
    expect(data.recommendations.every((r) => r.match_reasons.length > 0)).toBe(true);
    failing.candidates = true;
    failing.fallback = true;
    expect((await getSupportTakerDashboard(her)).recommendations).toEqual([]);
    await expect(matchSupporters(her, { limit: 3 })).rejects.toThrow("database went away");
  });
});
