// The triggers of issue 16 that answer something a person did (a review, a supporter's first
// reply): each tells the right person once, however often the event repeats, in the bell and
// through one queued e-mail (real Postgres, real pg-boss queue).
import { db } from "@/lib/db";
import { userTracker } from "@/tests/jest/db-factories";
import { chat, professional, taker } from "@/tests/jest/supporter-factories";
import { createReview, deleteOwnReview } from "@/lib/data/reviews";

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const bell = (userId: string) => db.notification.findMany({ where: { userId }, select: { kind: true, link: true }, orderBy: { createdAt: "asc" } });
const emailJobs = async (userId: string, template: string) =>
  Number(
    (
      await db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${userId} AND data->>'template' = ${template}`
    )[0]!.n,
  );

describe("supporter thank-you", () => {
  test("a good review thanks the supporter once, even reviewed again after deleting it", async () => {
    const her = await taker(users, "ty-her");
    const pro = await professional(users, "ty-pro", "approved");
    await chat(her.userId, pro.userId, ["her", "supporter"]);
    const first = await createReview(her, pro.userId, { rating: 5, comment: "Thank you so much" });
    await deleteOwnReview(her, first.id);
    await createReview(her, pro.userId, { rating: 4, comment: "" });
    expect(await bell(pro.userId)).toEqual([{ kind: "supporter_thankyou", link: `/profile/${pro.userId}` }]);
    expect(await emailJobs(pro.userId, "supporter-thankyou")).toBe(1);
    // She is told nothing, and nothing names her or quotes her.
    expect(await bell(her.userId)).toEqual([]);
    const [job] = await db.$queryRaw<
      { data: { key: string; props: Record<string, unknown> } }[]
    >`SELECT data FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${pro.userId}`;
    expect(JSON.stringify(job!.data)).not.toContain(her.userId);
    expect(JSON.stringify(job!.data)).not.toContain("Thank you so much");
  });

  test("each person's review thanks once; a poor review sends no thank-you", async () => {
    const a = await taker(users, "ty-a");
    const b = await taker(users, "ty-b");
    const c = await taker(users, "ty-c");
    const pro = await professional(users, "ty-pro2", "approved");
    for (const u of [a, b, c]) await chat(u.userId, pro.userId, ["her", "supporter"]);
    await createReview(a, pro.userId, { rating: 5, comment: "" });
    await createReview(b, pro.userId, { rating: 4, comment: "" });
    await createReview(c, pro.userId, { rating: 2, comment: "" });
    expect((await bell(pro.userId)).map((n) => n.kind)).toEqual(["supporter_thankyou", "supporter_thankyou"]);
    expect(await emailJobs(pro.userId, "supporter-thankyou")).toBe(2);
  });
});
