import Link from "next/link";
import { Button, type ButtonProps } from "@/components/ui/button";
import { DashboardLink } from "./dashboard-link";
import { JoinButton } from "./join-button";
import { SignedInSwitch } from "./landing-session";

type Props = Pick<ButtonProps, "variant" | "size" | "className" | "children"> & {
  /** Where a signed-in person goes ("dashboard": her own); a signed-out visitor gets the join dialog instead. */
  href: string | "dashboard";
};

/**
 * The landing page's "go there when signed in, otherwise join first" buttons (spec part 1 §2).
 * The page is static: both variants are rendered here, and the browser shows the signed-in one
 * once it knows she is signed in (landing-session.tsx).
 */
export function AuthAwareAction({ href, children, ...look }: Props) {
  const signedIn = (
    <Button asChild {...look}>
      {href === "dashboard" ? <DashboardLink>{children}</DashboardLink> : <Link href={href}>{children}</Link>}
    </Button>
  );
  return (
    <SignedInSwitch signedIn={signedIn}>
      <JoinButton {...look}>{children}</JoinButton>
    </SignedInSwitch>
  );
}
