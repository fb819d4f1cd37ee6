import { BellRing, MapPin, PhoneCall, Siren } from "@/components/ui/icons";
import { AuthAwareAction } from "@/app/(marketing)/_components/auth-aware-action";
import { SignedInSwitch } from "@/app/(marketing)/_components/landing-session";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import { Section } from "./section";

const POINTS = [
  { icon: BellRing, text: "Alerts verified local supporters within 5-10 km, and your emergency contacts." },
  { icon: MapPin, text: "Shares your location only with the people who are helping you." },
  { icon: PhoneCall, text: "Shows hotline numbers you can call straight away." },
];

/** The alert buttons go to /emergency when signed in; otherwise they open the join dialog. */
export function EmergencySection() {
  return (
    <Section id="emergency" title="Emergency Support" intro="Help nearby when you need it most. This feature is available after emergency setup.">
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border bg-card p-6 sm:p-8">
          <ul className="grid gap-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-3">
            <AuthAwareAction href="/emergency" variant="destructive" size="lg" className="min-h-16 w-full rounded-xl text-lg font-bold">
              <Siren className="size-6" aria-hidden /> Emergency Alert
            </AuthAwareAction>
            <AuthAwareAction href="/emergency" variant="outline" size="lg" className="w-full">
              Setup Emergency Contacts
            </AuthAwareAction>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            <SignedInSwitch signedIn="Set up your emergency contacts and location once, and the alert is ready when you need it.">
              Create an anonymous account to set up your emergency contacts and location.
            </SignedInSwitch>
          </p>
        </div>
        <div className="[&>div]:mt-0">
          <CrisisNumbers />
        </div>
      </div>
    </Section>
  );
}
