import "server-only";
import { createHash } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { isVisibleSupporter } from "@/lib/data/supporter-visibility";
import { NO_RATING, roundRating, type RatingSummary } from "@/lib/domain/supporters/rating";
import type { ReviewFields } from "@/lib/validations/reviews";
import { notifyPerson } from "./notify";
import { AppError } from "@/lib/domain/app-error";

// Reviews of supporters (issue 6). Who may review: someone who has exchanged messages with the
// supporter — a conversation she owns, addressed to that supporter, with at least one message
// from each of them. One review per supporter (a unique key), which only its author may edit
// or delete. Authors are never shown: people reviewing a supporter stay anonymous.

export const REVIEW_NOT_FOUND = "This review doesn't exist or you can't change it.";
export const NOT_REVIEWABLE = "This supporter can't be reviewed.";
export const MUST_HAVE_CHATTED = "You can review a supporter once you have exchanged messages with them.";
export const ALREADY_REVIEWED = "You have already reviewed this supporter. You can edit your review instead.";
export const NOT_YOURSELF = "You can't review yourself.";

export const REVIEWS_PAGE = 10;

/** Real averages with counts for many supporters at once (directory cards, matching). Every id gets an entry. */
export async function getRatingSummaries(userIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, RatingSummary>(ids.map((id) => [id, NO_RATING]));
  if (ids.length === 0) return out;
  const rows = await db.review.groupBy({ by: ["supporterUserId"], where: { supporterUserId: { in: ids } }, _avg: { rating: true }, _count: { _all: true } });
  for (const row of rows) {
    out.set(row.supporterUserId, { average: row._avg.rating === null ? null : roundRating(row._avg.rating), count: row._count._all });
  }
  return out;
}

export async function getRatingSummary(userId: string): Promise<RatingSummary> {
  return (await getRatingSummaries([userId])).get(userId) ?? NO_RATING;
}

/** Has she written to this supporter, and has the supporter written back, in a conversation of hers? */
export async function hasExchangedMessages(authorId: string, supporterUserId: string): Promise<boolean> {
  const chat = await db.supportChat.findFirst({
    where: {
      userId: authorId,
      supporterUserId,
      AND: [{ messages: { some: { senderId: authorId } } }, { messages: { some: { senderId: supporterUserId } } }],
    },
    select: { id: true },
  });
  return chat !== null;
}

export interface OwnReview {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
}

export type ReviewState = { status: "own"; review: OwnReview } | { status: "eligible" } | { status: "self" } | { status: "needs-chat" };

/** What the viewer may do about reviewing this supporter: edit hers, write one, or why not. */
export async function getReviewState(actor: Actor, supporterUserId: string): Promise<ReviewState> {
  if (actor.userId === supporterUserId) return { status: "self" };
  const own = await db.review.findUnique({
    where: { authorId_supporterUserId: { authorId: actor.userId, supporterUserId } },
    select: { id: true, rating: true, comment: true, createdAt: true },
  });
  if (own) return { status: "own", review: own };
  return (await hasExchangedMessages(actor.userId, supporterUserId)) ? { status: "eligible" } : { status: "needs-chat" };
}

/** The newest reviews of a supporter people may see; empty for anyone hidden from them. */
export async function listSupporterReviews(actor: Actor, supporterUserId: string, options: { take?: number } = {}) {
  if (!(await isVisibleSupporter(supporterUserId))) return [];
  const rows = await db.review.findMany({
    where: { supporterUserId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, options.take ?? REVIEWS_PAGE), 100),
    select: { id: true, rating: true, comment: true, createdAt: true, authorId: true },
  });
  return rows.map(({ authorId, ...review }) => ({ ...review, mine: authorId === actor.userId }));
}

function clean(fields: ReviewFields) {
  return { rating: fields.rating, comment: fields.comment.trim() || null };
}

/** Once per person and supporter; hashed, so the supporter's notification row does not carry her id. */
function thankYouKey(authorId: string, supporterUserId: string): string {
  return `supporter-thankyou:${createHash("sha256").update(`${authorId}:${supporterUserId}`).digest("hex").slice(0, 32)}`;
}

/** A thank-you goes to the supporter for a review of at least this many stars (issue 16). */
export const THANK_YOU_MIN_RATING = 4;

export async function createReview(actor: Actor, supporterUserId: string, fields: ReviewFields): Promise<OwnReview> {
  if (actor.userId === supporterUserId) throw new AppError("forbidden", NOT_YOURSELF);
  if (!(await isVisibleSupporter(supporterUserId))) throw new AppError("not_found", NOT_REVIEWABLE);
  if (!(await hasExchangedMessages(actor.userId, supporterUserId))) throw new AppError("forbidden", MUST_HAVE_CHATTED);
  let review: OwnReview;
  try {
    review = await db.review.create({
      data: { authorId: actor.userId, supporterUserId, ...clean(fields) },
      select: { id: true, rating: true, comment: true, createdAt: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError("conflict", ALREADY_REVIEWED);
    throw error;
  }
  // send-supporter-thankyou: a good review thanks the supporter, once per person and supporter
  // (deleting and writing it again thanks nobody twice). A thank-you for a poor review would
  // read as mockery, so those only show on the profile. Neither names nor quotes her.
  if (review.rating >= THANK_YOU_MIN_RATING) {
    await notifyPerson({
      userId: supporterUserId,
      kind: "supporter_thankyou",
      key: thankYouKey(actor.userId, supporterUserId),
      link: `/profile/${supporterUserId}`,
      email: { template: "supporter-thankyou", props: { supporterUserId } },
    });
  }
  return review;
}

/** Her own review only: someone else's answers exactly like a missing one. */
export async function updateOwnReview(actor: Actor, reviewId: string, fields: ReviewFields): Promise<{ id: string; supporterUserId: string }> {
  const changed = await db.review.updateMany({ where: { id: reviewId, authorId: actor.userId }, data: clean(fields) });
  if (changed.count !== 1) throw new AppError("not_found", REVIEW_NOT_FOUND);
  return db.review.findUniqueOrThrow({ where: { id: reviewId }, select: { id: true, supporterUserId: true } });
}

export async function deleteOwnReview(actor: Actor, reviewId: string): Promise<{ supporterUserId: string }> {
  const review = await db.review.findFirst({ where: { id: reviewId, authorId: actor.userId }, select: { supporterUserId: true } });
  if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
  await db.review.deleteMany({ where: { id: reviewId, authorId: actor.userId } });
  return review;
}
