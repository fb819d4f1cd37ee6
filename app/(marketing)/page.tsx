import { getAuthState } from "@/lib/auth/session";
import { getLandingCounts } from "@/lib/data/landing-figures";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { AccountProvider } from "@/app/(marketing)/_components/account-provider";
import { JoinDialogProvider } from "@/app/(marketing)/_components/join-dialog-provider";
import { SiteHeader } from "@/app/(marketing)/_components/site-header";
import { HeroSection } from "./_sections/hero";
import { HowItWorksSection } from "./_sections/how-it-works";
import { CommunitySection } from "./_sections/community";
import { StoriesSection } from "./_sections/stories";
import { JoinUsSection } from "./_sections/join-us";
import { EmergencySection } from "./_sections/emergency";
import { SiteFooter } from "./_sections/site-footer";

// The public landing page (spec part 1 §1, §2 "Landing page"). Server-rendered; only the
// header, the hero story box and the join dialog run in the browser.
export default async function Home() {
  // The landing page opens even when the database does not answer: signed out, no figures.
  const [state, counts] = await Promise.all([getAuthState().catch(() => null), getLandingCounts()]);
  const signedIn = state !== null;
  const header = <SiteHeader signedIn={signedIn} />;
  return (
    <JoinDialogProvider>
      {state ? <AccountProvider initial={state}>{header}</AccountProvider> : header}
      <main id="main">
        <HeroSection signedIn={signedIn} counts={counts} />
        <HowItWorksSection signedIn={signedIn} />
        <CommunitySection counts={counts} />
        <StoriesSection />
        <JoinUsSection signedIn={signedIn} dashboardHref={state ? dashboardRoute(state.primaryRole, state.currentMode) : "/dashboard"} />
        <EmergencySection signedIn={signedIn} />
      </main>
      <SiteFooter />
    </JoinDialogProvider>
  );
}
