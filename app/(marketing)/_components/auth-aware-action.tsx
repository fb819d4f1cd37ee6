import Link from "next/link";
import { Button, type ButtonProps } from "@/components/ui/button";
import { JoinButton } from "./join-button";

type Props = Pick<ButtonProps, "variant" | "size" | "className" | "children"> & {
  signedIn: boolean;
  /** Where a signed-in person goes; a signed-out visitor gets the join dialog instead. */
  href: string;
};

/** The landing page's "go there when signed in, otherwise join first" buttons (spec part 1 §2). */
export function AuthAwareAction({ signedIn, href, children, ...look }: Props) {
  if (signedIn) {
    return (
      <Button asChild {...look}>
        <Link href={href}>{children}</Link>
      </Button>
    );
  }
  return <JoinButton {...look}>{children}</JoinButton>;
}
