import Link from "next/link";
import { BadgeCheck, LifeBuoy, MapPin } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AuthAwareAction } from "@/app/(marketing)/_components/auth-aware-action";
import { Section } from "./section";

const card = "flex flex-col rounded-2xl border bg-card p-6 sm:p-8";
const icon = "flex size-12 items-center justify-center rounded-full bg-secondary text-primary";

/** Get Started opens the join dialog; signed in, it goes to the person's dashboard instead. */
export function JoinUsSection() {
  return (
    <Section id="join-us" title="Join Us" intro="Whether you need support or want to give it, there is a place for you here." className="bg-secondary/40">
      <ul className="grid gap-6 lg:grid-cols-3">
        <li className={card}>
          <span className={icon}>
            <LifeBuoy className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 text-xl font-semibold">Get Support</h3>
          <p className="mt-2 flex-1 text-muted-foreground">
            For anyone facing harassment, abuse or an unsafe situation. Private, anonymous and at your own pace.
          </p>
          <AuthAwareAction href="dashboard" className="mt-6 w-full">
            Get Started
          </AuthAwareAction>
        </li>
        <li className={card}>
          <span className={icon}>
            <BadgeCheck className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 text-xl font-semibold">Professional Supporter</h3>
          <p className="mt-2 flex-1 text-muted-foreground">
            For therapists, lawyers, HR experts and counsellors who want to help remotely. We review your credentials first.
          </p>
          <Button asChild variant="outline" className="mt-6 w-full">
            <Link href="/auth/signup/professional">Apply as Professional</Link>
          </Button>
        </li>
        <li className={card}>
          <span className={icon}>
            <MapPin className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 text-xl font-semibold">Local Supporter</h3>
          <p className="mt-2 flex-1 text-muted-foreground">For community members who can offer in-person help and safety escorts in their own city.</p>
          <Button asChild variant="outline" className="mt-6 w-full">
            <Link href="/auth/signup/local">Become Local Supporter</Link>
          </Button>
        </li>
      </ul>
    </Section>
  );
}
