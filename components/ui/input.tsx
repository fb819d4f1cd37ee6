import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A text field; its look is the `.input` class (app/globals.css), which a utility in `className`
 * overrides. The browser keeps nothing typed here for its suggestions unless the field asks for
 * it (an e-mail address, a password, a name): what she writes in Haven (where it happened, what
 * she searched for) must not be offered back later, to her or to whoever uses the browser next,
 * and a quick exit cannot clear the browser's form history.
 */
function Input({ className, type, autoComplete = "off", ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" autoComplete={autoComplete} className={cn("input", className)} {...props} />;
}

export { Input };
