import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { JoinTrigger } from "./join-trigger";

/**
 * A button anywhere on the landing page that opens the join dialog. Its classes are worked out
 * here, on the server, so the browser does not need the class-merging code on first load.
 */
export function JoinButton({ variant, size, className, children }: Pick<ButtonProps, "variant" | "size" | "className" | "children">) {
  return <JoinTrigger className={cn(buttonVariants({ variant, size, className }))}>{children}</JoinTrigger>;
}
