"use client";

// A client component (issue 20): Next sends a segment's loading state with every answer, ready
// for later navigations; as a server component its whole markup was written into each answer's
// Flight data, encoded and decoded on every request. From here it travels as one reference.
import { AccountPageSkeleton } from "@/components/account/page-skeleton";

export default function Loading() {
  return <AccountPageSkeleton title="Profile" sections={3} />;
}
