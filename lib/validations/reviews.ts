import "./zod-setup";
import { z } from "zod";
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from "@/lib/domain/supporters/rating";
import { recordId, wholeNumber } from "./fields";

export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";

const rating = wholeNumber(RATING_MIN, RATING_MAX, RATING_REQUIRED);
const comment = z.string().trim().max(REVIEW_COMMENT_MAX, `Please keep your review under ${REVIEW_COMMENT_MAX} characters.`).default("");

export const reviewFieldsSchema = z.object({ rating, comment });

export const createReviewSchema = reviewFieldsSchema.extend({
  supporterUserId: recordId("This supporter could not be found."),
});

export const updateReviewSchema = reviewFieldsSchema.extend({
  reviewId: recordId("This review could not be found."),
});

export const deleteReviewSchema = z.object({
  reviewId: recordId("This review could not be found."),
});

export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
