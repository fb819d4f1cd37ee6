import * as React from "react";

import { cn } from "@/lib/utils";

// A round avatar: her initials, with a picture laid over them when there is one. The avatar and
// the initials are plain elements, with no JavaScript (issue 20: Radix's Avatar made each one a
// client reference with its own state, eight times the work of plain elements on a page of
// twelve supporters); only a picture is a client component (./avatar-image.tsx), which steps
// aside for the initials if it cannot load.

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="avatar" className={cn("relative flex size-9 shrink-0 overflow-hidden rounded-full", className)} {...props} />;
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn("flex size-full items-center justify-center rounded-full bg-secondary text-sm font-medium text-secondary-foreground", className)}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback };
export { AvatarImage } from "./avatar-image";
