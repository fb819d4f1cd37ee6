"use server";

import { ActionError, userAction } from "@/lib/auth/safe-action";
import { createReview, deleteOwnReview, ReviewError, updateOwnReview } from "@/lib/data/reviews";
import { createReviewSchema, deleteReviewSchema, updateReviewSchema } from "@/lib/validations/reviews";

async function expected<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReviewError) throw new ActionError(error.message);
    throw error;
  }
}

/** One review per supporter, for someone who has exchanged messages with her. */
export const createReviewAction = userAction(createReviewSchema, async ({ supporterUserId, rating, comment }, { actor }) =>
  expected(async () => {
    const review = await createReview(actor, supporterUserId, { rating, comment });
    return { id: review.id };
  }),
);

export const updateReviewAction = userAction(updateReviewSchema, async ({ reviewId, rating, comment }, { actor }) =>
  expected(async () => {
    await updateOwnReview(actor, reviewId, { rating, comment });
    return { id: reviewId };
  }),
);

export const deleteReviewAction = userAction(deleteReviewSchema, async ({ reviewId }, { actor }) =>
  expected(async () => {
    await deleteOwnReview(actor, reviewId);
    return { id: reviewId };
  }),
);
