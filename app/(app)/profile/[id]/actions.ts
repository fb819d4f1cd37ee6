"use server";

import { userAction } from "@/lib/auth/safe-action";
import { createReview, deleteOwnReview, updateOwnReview } from "@/lib/data/reviews";
import { createReviewSchema, deleteReviewSchema, updateReviewSchema } from "@/lib/validations/reviews";

/** One review per supporter, for someone who has exchanged messages with her. */
export const createReviewAction = userAction(createReviewSchema, async ({ supporterUserId, rating, comment }, { actor }) => {
  const review = await createReview(actor, supporterUserId, { rating, comment });
  return { id: review.id };
});

export const updateReviewAction = userAction(updateReviewSchema, async ({ reviewId, rating, comment }, { actor }) => {
  await updateOwnReview(actor, reviewId, { rating, comment });
  return { id: reviewId };
});

export const deleteReviewAction = userAction(deleteReviewSchema, async ({ reviewId }, { actor }) => {
  await deleteOwnReview(actor, reviewId);
  return { id: reviewId };
});
