import Link from "next/link";

/** On a local supporter's alerts and map pages until an admin has approved her (issue 17): nothing reaches her yet. */
export function LocalReviewPending() {
  return (
    <p role="status" className="mb-4 rounded-xl border border-primary/40 bg-card p-4">
      Alerts and requests appear here once our team has finished your review.{" "}
      <Link href="/dashboard/local" className="font-medium text-primary underline underline-offset-4">
        See where your review stands
      </Link>
    </p>
  );
}
