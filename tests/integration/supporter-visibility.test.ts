import { db } from "@/lib/db";
import {
  getSupporterVisibility,
  isVisibleSupporter,
  visibleLocalWhere,
  visibleProfessionalWhere,
  visibleSupporterUserWhere,
} from "@/lib/data/supporter-visibility";
import { getPublicSupporterProfile } from "@/lib/data/supporter-profiles";
import { listSupporterReviews } from "@/lib/data/reviews";
import { decideVerification } from "@/lib/data/verifications";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, professional, taker } from "@/tests/jest/supporter-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

describe("who support takers can see", () => {
  test("only approved professionals: pending, needs info and rejected stay hidden everywhere", async () => {
    const viewer = await taker(users, "vis-taker");
    const approved = await professional(users, "vis-approved", "approved");
    const hidden = await Promise.all((["pending", "needs_info", "rejected"] as const).map((s) => professional(users, `vis-${s}`, s)));

    expect(await isVisibleSupporter(approved.userId)).toBe(true);
    expect((await getPublicSupporterProfile(viewer, approved.userId))?.name).toBe("Dr vis-approved");
    expect((await getPublicSupporterProfile(viewer, approved.professionalSupporterId))?.userId).toBe(approved.userId);

    const ids = [approved, ...hidden].map((p) => p.userId);
    const listed = await db.professionalSupporter.findMany({ where: visibleProfessionalWhere({ userId: { in: ids } }), select: { userId: true } });
    expect(listed.map((r) => r.userId)).toEqual([approved.userId]);
    const people = await db.user.findMany({ where: { AND: [visibleSupporterUserWhere(), { id: { in: ids } }] }, select: { id: true } });
    expect(people.map((p) => p.id)).toEqual([approved.userId]);

    for (const p of hidden) {
      expect(await isVisibleSupporter(p.userId)).toBe(false);
      expect(await getPublicSupporterProfile(viewer, p.userId)).toBeNull();
      expect(await getPublicSupporterProfile(viewer, p.professionalSupporterId)).toBeNull();
      // Even she herself cannot reach a public profile that is not public yet.
      expect(await getPublicSupporterProfile(p, p.userId)).toBeNull();
    }
  });

  test("local supporters appear only once they have a location", async () => {
    const viewer = await taker(users, "vis-taker2");
    const placed = await local(users, "vis-local");
    const unplaced = await local(users, "vis-unplaced", false);
    expect(await getSupporterVisibility(placed.userId)).toEqual({ professional: false, local: true });
    expect(await getSupporterVisibility(unplaced.userId)).toEqual({ professional: false, local: false });
    const row = await db.localSupporter.findUniqueOrThrow({ where: { userId: placed.userId } });
    const profile = await getPublicSupporterProfile(viewer, row.id);
    expect(profile).toMatchObject({ kind: "local", name: "vis-local", title: null, local: { travelRadiusKm: 10 }, rating: { average: null, count: 0 } });
    expect(await getPublicSupporterProfile(viewer, unplaced.userId)).toBeNull();
    const listed = await db.localSupporter.findMany({
      where: visibleLocalWhere({ userId: { in: [placed.userId, unplaced.userId] } }),
      select: { userId: true },
    });
    expect(listed.map((r) => r.userId)).toEqual([placed.userId]);
  });

  test("approval makes her profile reachable; a revoked verification hides it again", async () => {
    const viewer = await taker(users, "vis-taker3");
    const reviewer = await admin(users, "vis-admin");
    const pro = await professional(users, "vis-flow");
    expect(await getPublicSupporterProfile(viewer, pro.userId)).toBeNull();
    await decideVerification(reviewer, { professionalSupporterId: pro.professionalSupporterId, decision: "approved" });
    expect(await getPublicSupporterProfile(viewer, pro.userId)).toMatchObject({ kind: "professional", name: "Dr vis-flow", rating: { count: 0 } });
    await decideVerification(reviewer, { professionalSupporterId: pro.professionalSupporterId, decision: "rejected", note: "Licence lapsed" });
    expect(await getPublicSupporterProfile(viewer, pro.userId)).toBeNull();
  });

  test("reviews of a hidden supporter are not listed; unknown ids are null", async () => {
    const viewer = await taker(users, "vis-taker4");
    const pro = await professional(users, "vis-reviewed");
    const author = await taker(users, "vis-author");
    await db.review.create({ data: { authorId: author.userId, supporterUserId: pro.userId, rating: 5 } });
    expect(await listSupporterReviews(viewer, pro.userId)).toEqual([]);
    expect(await getPublicSupporterProfile(viewer, "no-such-id")).toBeNull();
    expect(await getPublicSupporterProfile(viewer, "")).toBeNull();
  });
});
