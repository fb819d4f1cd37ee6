"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Pencil, Star, Trash2 } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { RatingStars } from "./rating-stars";
import { RATING_MAX, REVIEW_COMMENT_MAX } from "@/lib/domain/supporters/rating";
import { reviewFieldsSchema } from "@/lib/validations/reviews";
import { cn } from "@/lib/utils";
import { createReviewAction, deleteReviewAction, updateReviewAction } from "./actions";
import { answerOf } from "@/lib/client/action-call";

const RATING_WORDS = ["", "Not helpful", "A little helpful", "Helpful", "Very helpful", "Extremely helpful"];

export interface OwnReviewView {
  id: string;
  rating: number;
  comment: string | null;
}

function StarInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={`${id}-words${error ? ` ${id}-error` : ""}`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star className={cn("size-7", n <= shown ? "fill-warning text-warning" : "text-muted-foreground")} aria-hidden />
            <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-words`} className="text-sm text-muted-foreground" aria-live="polite">
        {shown ? `${shown} of ${RATING_MAX}: ${RATING_WORDS[shown]}` : "Choose from 1 to 5 stars."}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function ReviewForm({
  supporterUserId,
  name,
  existing,
  onDone,
}: {
  supporterUserId: string;
  name: string;
  existing: OwnReviewView | null;
  onDone: () => void;
}) {
  const router = useRouter();
  const commentId = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewFieldsSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    startTransition(async () => {
      const result = await answerOf(() =>
        existing ? updateReviewAction({ reviewId: existing.id, rating, comment }) : createReviewAction({ supporterUserId, rating, comment }),
      );
      if (!result.ok) {
        const message = result.error;
        setErrors(result.fieldErrors ?? {});
        setFormError(message);
        toast.error(existing ? "Could not update your review" : "Could not save your review", { description: message });
        return;
      }
      toast.success(existing ? "Review updated" : "Thank you for your review", { description: `It helps others decide whether ${name} is right for them.` });
      onDone();
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={existing ? "Edit your review" : "Write a review"}>
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <div className="space-y-2">
        <Label htmlFor={commentId}>What would you like others to know? (optional)</Label>
        <Textarea
          id={commentId}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={REVIEW_COMMENT_MAX}
          rows={4}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${commentId}-hint${errors.comment ? ` ${commentId}-error` : ""}`}
        />
        <p id={`${commentId}-hint`} className="text-sm text-muted-foreground">
          Your name is never shown with your review. Please leave out anything that could identify you. {comment.length}/{REVIEW_COMMENT_MAX} characters.
        </p>
        <FieldError id={`${commentId}-error`} message={errors.comment} />
      </div>
      <FormError message={errors.rating || errors.comment ? null : formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Saving" /> : null}
          {pending ? "Saving…" : existing ? "Save changes" : "Post review"}
        </Button>
        {existing ? (
          <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function DeleteReview({ reviewId }: { reviewId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  function remove() {
    startTransition(async () => {
      const result = await deleteReviewAction({ reviewId }).catch(() => null);
      if (!result?.ok) {
        toast.error("Could not delete your review", { description: result && !result.ok ? result.error : "Please try again." });
        return;
      }
      setOpen(false);
      toast.success("Review deleted");
      router.refresh();
    });
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={
        <Button type="button" variant="ghost">
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      title="Delete your review?"
      description="Your rating and comment will be removed for good. You can write a new review later."
      cancelLabel="Keep it"
      pending={pending}
      confirm={
        <Button type="button" variant="outline" className="border-destructive/50 text-destructive hover:text-destructive" disabled={pending} onClick={remove}>
          {pending ? <Spinner label="Deleting" /> : null} Delete review
        </Button>
      }
    />
  );
}

/** Her part of the reviews section: write one, or see, edit and delete her own. */
export function ReviewPanel({ supporterUserId, name, own }: { supporterUserId: string; name: string; own: OwnReviewView | null }) {
  const [editing, setEditing] = useState(false);
  if (own && !editing) {
    return (
      <div className="space-y-3 rounded-lg border bg-secondary/30 p-4" data-testid="own-review">
        <p className="text-sm font-medium">Your review</p>
        <RatingStars rating={own.rating} label={`${own.rating} out of ${RATING_MAX} stars`} />
        {own.comment ? <p className="whitespace-pre-line break-words">{own.comment}</p> : <p className="text-sm text-muted-foreground">No comment.</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
          <DeleteReview reviewId={own.id} />
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-lg border p-4">
      <h3 className="mb-3 font-medium">{own ? "Edit your review" : `Review ${name}`}</h3>
      <ReviewForm supporterUserId={supporterUserId} name={name} existing={own} onDone={() => setEditing(false)} />
    </div>
  );
}
