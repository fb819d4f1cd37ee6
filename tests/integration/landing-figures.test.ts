import { db } from "@/lib/db";
import { getLandingCounts } from "@/lib/data/landing-figures";
import { userTracker } from "@/tests/jest/db-factories";
import { local, professional, taker } from "@/tests/jest/supporter-factories";

// Integration suites share one database and run one file at a time: counts are compared
// before and after this file's own rows.
const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

describe("landing figures are live counts (ARCHITECTURE §6)", () => {
  test("each figure moves with the real rows, and only with the visible ones", async () => {
    const before = await getLandingCounts();

    await professional(users, "fig-approved", "approved");
    await professional(users, "fig-pending", "pending");
    await professional(users, "fig-rejected", "rejected");
    const chicago = await local(users, "fig-local-chicago");
    await local(users, "fig-local-nowhere", false);
    const her = await taker(users, "fig-taker");
    await db.assessmentConversation.create({ data: { userId: her.userId, assessmentCompleted: true, completedAt: new Date() } });
    await db.assessmentConversation.create({ data: { userId: her.userId, assessmentCompleted: true, completedAt: new Date() } });
    const unfinished = await taker(users, "fig-unfinished");
    await db.assessmentConversation.create({ data: { userId: unfinished.userId, assessmentCompleted: false } });

    const after = await getLandingCounts();
    expect(after.professionals - before.professionals).toBe(1);
    expect(after.localSupporters - before.localSupporters).toBe(1);
    // Two finished assessments are one woman.
    expect(after.womenHelped - before.womenHelped).toBe(1);
    // Her city is a new one unless another visible local supporter was already there.
    const { locationCity } = await db.localSupporter.findUniqueOrThrow({ where: { userId: chicago.userId }, select: { locationCity: true } });
    const others = await db.localSupporter.count({
      where: { hasLocation: true, locationCity: { equals: locationCity!, mode: "insensitive" }, userId: { not: chicago.userId } },
    });
    expect(after.cities - before.cities).toBe(others > 0 ? 0 : 1);
  });
});
