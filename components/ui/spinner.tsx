import * as React from "react";
import { LoaderCircle } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to screen readers. */
  label?: string;
  /** Classes for the icon itself (size, colour). */
  iconClassName?: string;
};

function Spinner({ label = "Loading", className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center justify-center", className)} {...props}>
      <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", iconClassName)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
