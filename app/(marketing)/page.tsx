import { getLandingCounts } from "@/lib/data/landing-figures";
import { JoinDialogProvider } from "@/app/(marketing)/_components/join-dialog-provider";
import { LandingSessionProvider } from "@/app/(marketing)/_components/landing-session";
import { SiteHeader } from "@/app/(marketing)/_components/site-header";
import { HeroSection } from "./_sections/hero";
import { HowItWorksSection } from "./_sections/how-it-works";
import { CommunitySection } from "./_sections/community";
import { StoriesSection } from "./_sections/stories";
import { JoinUsSection } from "./_sections/join-us";
import { EmergencySection } from "./_sections/emergency";
import { SiteFooter } from "./_sections/site-footer";

// Served as a file (issue 20): rendered at build time and again at most every 5 minutes in the
// background (the live counts, ARCHITECTURE §6), never per request. It reads no session and
// carries no personal data; a signed-in person's header and buttons switch in the browser
// (landing-session.tsx). Keep LANDING_REVALIDATE_SECONDS (lib/domain/static-pages.ts) in step.
export const revalidate = 300;

// The public landing page (spec part 1 §1, §2 "Landing page"). Only the header, the hero story
// box and the join dialog run in the browser.
export default async function Home() {
  // When the database does not answer, the page still renders: no figures (never invented ones).
  const counts = await getLandingCounts();
  return (
    <LandingSessionProvider>
      <JoinDialogProvider>
        <SiteHeader />
        <main id="main">
          <HeroSection counts={counts} />
          <HowItWorksSection />
          <CommunitySection counts={counts} />
          <StoriesSection />
          <JoinUsSection />
          <EmergencySection />
        </main>
        <SiteFooter />
      </JoinDialogProvider>
    </LandingSessionProvider>
  );
}
