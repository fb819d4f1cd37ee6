import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { AccountActions } from "./account-actions";
import { Brand } from "./brand";
import { HeaderFrame } from "./header-frame";
import { JoinButton } from "./join-button";
import { SignedInSwitch } from "./landing-session";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";

/**
 * The landing header (spec part 1 §2). Rendered at build time, signed out; only the scroll
 * behaviour, the join button, the mobile menu button and the switch to her account controls
 * (once the browser knows she is signed in) run in the browser.
 */
export function SiteHeader() {
  return (
    <HeaderFrame>
      {/* Right padding leaves room for the quick-exit button that sits on every page. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 pl-4 pr-44 sm:pl-6 xl:flex-nowrap">
        <Brand />
        <nav aria-label="Main" className="order-last -mx-2 hidden w-full pb-2 md:block xl:order-none xl:mx-0 xl:w-auto xl:pb-0">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <SignedInSwitch account signedIn={<AccountActions />}>
            <Link href="/auth/login" className={cn(buttonVariants({ variant: "ghost" }))}>
              Login
            </Link>
            <JoinButton>Join Now</JoinButton>
          </SignedInSwitch>
        </div>
        <MobileMenu triggerClassName={cn(buttonVariants({ variant: "ghost", size: "icon", className: "ml-auto md:hidden" }))} />
      </div>
    </HeaderFrame>
  );
}
