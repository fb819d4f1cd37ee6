"use client";

// A client component (issue 20): Next sends a segment's loading state with every answer, ready
// for later navigations; as a server component its whole markup was written into each answer's
// Flight data, encoded and decoded on every request. From here it travels as one reference.
import { Spinner } from "@/components/ui/spinner";

export default function ChatLoading() {
  return (
    <div className="flex h-[60vh] items-center justify-center">
      <Spinner label="Loading conversations" iconClassName="size-8" />
    </div>
  );
}
