import { db } from "@/lib/db";
import {
  ALREADY_REVIEWED,
  createReview,
  deleteOwnReview,
  getRatingSummaries,
  getReviewState,
  hasExchangedMessages,
  listSupporterReviews,
  MUST_HAVE_CHATTED,
  NOT_REVIEWABLE,
  NOT_YOURSELF,
  REVIEW_NOT_FOUND,
  updateOwnReview,
} from "@/lib/data/reviews";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { chat, professional, taker } from "@/tests/jest/supporter-factories";

import { createReviewAction, deleteReviewAction, updateReviewAction } from "@/app/(app)/profile/[id]/actions";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

describe("who may review", () => {
  test("she must have exchanged messages: one from each side, in her own conversation with that supporter", async () => {
    const her = await taker(users, "rv-her");
    const pro = await professional(users, "rv-pro", "approved");
    const other = await professional(users, "rv-other", "approved");
    expect(await getReviewState(her, pro.userId)).toEqual({ status: "needs-chat" });
    await chat(her.userId, pro.userId, ["her", "her"]);
    expect(await hasExchangedMessages(her.userId, pro.userId)).toBe(false);
    await expect(createReview(her, pro.userId, { rating: 5, comment: "" })).rejects.toThrow(MUST_HAVE_CHATTED);
    // A reply in a conversation with someone else does not count.
    await chat(her.userId, other.userId, ["her", "supporter"]);
    expect(await hasExchangedMessages(her.userId, pro.userId)).toBe(false);
    await chat(her.userId, pro.userId, ["her", "supporter"]);
    expect(await getReviewState(her, pro.userId)).toEqual({ status: "eligible" });
  });

  test("never herself, never a hidden supporter", async () => {
    const pro = await professional(users, "rv-self", "approved");
    expect(await getReviewState(pro, pro.userId)).toEqual({ status: "self" });
    await expect(createReview(pro, pro.userId, { rating: 5, comment: "" })).rejects.toThrow(NOT_YOURSELF);
    const her = await taker(users, "rv-her2");
    const pending = await professional(users, "rv-pending");
    await chat(her.userId, pending.userId, ["her", "supporter"]);
    await expect(createReview(her, pending.userId, { rating: 4, comment: "" })).rejects.toThrow(NOT_REVIEWABLE);
  });
});

describe("one review each, edited and deleted only by its author", () => {
  test("create, refuse a second, edit, delete; ratings are the real average with count", async () => {
    const her = await taker(users, "rv-a");
    const friend = await taker(users, "rv-b");
    const pro = await professional(users, "rv-target", "approved");
    await chat(her.userId, pro.userId, ["her", "supporter"]);
    await chat(friend.userId, pro.userId, ["supporter", "her"]);

    expect((await getRatingSummaries([pro.userId])).get(pro.userId)).toEqual({ average: null, count: 0 });
    const mine = await createReview(her, pro.userId, { rating: 5, comment: "  Kind and clear.  " });
    expect(mine).toMatchObject({ rating: 5, comment: "Kind and clear." });
    await expect(createReview(her, pro.userId, { rating: 1, comment: "" })).rejects.toThrow(ALREADY_REVIEWED);
    const theirs = await createReview(friend, pro.userId, { rating: 4, comment: "" });
    expect(theirs.comment).toBeNull();

    const ratings = await getRatingSummaries([pro.userId, "nobody"]);
    expect(ratings.get(pro.userId)).toEqual({ average: 4.5, count: 2 });
    expect(ratings.get("nobody")).toEqual({ average: null, count: 0 });

    await expect(updateOwnReview(friend, mine.id, { rating: 1, comment: "hijack" })).rejects.toThrow(REVIEW_NOT_FOUND);
    await expect(deleteOwnReview(friend, mine.id)).rejects.toThrow(REVIEW_NOT_FOUND);
    await updateOwnReview(her, mine.id, { rating: 3, comment: "" });
    expect((await getRatingSummaries([pro.userId])).get(pro.userId)).toEqual({ average: 3.5, count: 2 });

    const listed = await listSupporterReviews(her, pro.userId);
    expect(listed.map((r) => [r.rating, r.mine])).toEqual([
      [4, false],
      [3, true],
    ]);
    expect(Object.keys(listed[0]!)).not.toContain("authorId");

    await deleteOwnReview(her, mine.id);
    expect(await getReviewState(her, pro.userId)).toEqual({ status: "eligible" });
    expect((await getRatingSummaries([pro.userId])).get(pro.userId)).toEqual({ average: 4, count: 1 });
  });
});

describe("review actions", () => {
  async function account(tag: string) {
    const a = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, tag);
    users.track(a.id);
    return a;
  }

  test("rating bounds and comment length are checked; only her own review changes", async () => {
    const her = await account("rva-her");
    const other = await account("rva-other");
    const pro = await professional(users, "rva-pro", "approved");
    await chat(her.id, pro.userId, ["her", "supporter"]);
    await chat(other.id, pro.userId, ["her", "supporter"]);
    useBrowser(her.cookies);
    for (const rating of [0, 6, 2.5, "x", ""]) {
      const result = await createReviewAction({ supporterUserId: pro.userId, rating, comment: "" });
      expect(result).toMatchObject({ ok: false, fieldErrors: { rating: "Please choose a rating from 1 to 5 stars." } });
    }
    expect(await createReviewAction({ supporterUserId: pro.userId, rating: 5, comment: "x".repeat(1001) })).toMatchObject({
      ok: false,
      fieldErrors: { comment: "Please keep your review under 1000 characters." },
    });
    const created = await createReviewAction({ supporterUserId: pro.userId, rating: "5", comment: "x".repeat(1000) });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : "";

    useBrowser(other.cookies);
    expect(await updateReviewAction({ reviewId: id, rating: 1, comment: "" })).toEqual({
      ok: false,
      error: REVIEW_NOT_FOUND,
      code: "not_found",
      values: expect.any(Object),
    });
    expect(await deleteReviewAction({ reviewId: id })).toMatchObject({ ok: false, error: REVIEW_NOT_FOUND });
    expect(await db.review.count({ where: { id } })).toBe(1);

    useBrowser(her.cookies);
    expect(await updateReviewAction({ reviewId: id, rating: 2, comment: "Changed" })).toEqual({ ok: true, data: { id } });
    expect(await deleteReviewAction({ reviewId: id })).toEqual({ ok: true, data: { id } });
    expect(await db.review.count({ where: { id } })).toBe(0);

    useBrowser();
    expect(await createReviewAction({ supporterUserId: pro.userId, rating: 5, comment: "" })).toEqual({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
  });
});
