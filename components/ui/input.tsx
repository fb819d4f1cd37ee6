import * as React from "react";

import { cn } from "@/lib/utils";

/** A text field; its look is the `.input` class (app/globals.css), which a utility in `className` overrides. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn("input", className)} {...props} />;
}

export { Input };
