import Link from "next/link";
import { BadgeCheck, MapPin } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { displayFigure, type LandingCounts } from "@/lib/domain/landing/figures";
import { Section } from "./section";

// The spec's groups with live counts (ARCHITECTURE §6); a count is left out while it is zero.
const GROUPS = [
  {
    icon: BadgeCheck,
    count: (counts: LandingCounts) => counts.professionals,
    title: ["professional supporter", "professional supporters"] as const,
    text: "Therapists, lawyers, HR experts and counsellors who help remotely. Our team reviews every professional's credentials before they can help.",
    points: ["Counselling and emotional support", "Legal guidance", "Workplace and HR advice"],
    action: "Browse Professionals",
  },
  {
    icon: MapPin,
    count: (counts: LandingCounts) => counts.localSupporters,
    title: ["local supporter", "local supporters"] as const,
    text: "Community members who offer help in person: someone to walk with you, to be there with you, or to respond quickly in an emergency.",
    points: ["Safety escorts", "In-person company and help", "Emergency response nearby"],
    action: "Browse Local Supporters",
  },
];

export function CommunitySection({ counts }: { counts: LandingCounts }) {
  const cities = displayFigure(counts.cities);
  return (
    <Section id="community" title="A Community on Your Side" intro="Real people, ready to help in the way you need." className="bg-secondary/40">
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map(({ icon: Icon, count, title: [one, many], text, points, action }) => {
          const figure = displayFigure(count(counts));
          return (
            <article key={many} className="flex flex-col rounded-2xl border bg-card p-6 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">
                  {figure ? (
                    <>
                      <span className="block text-3xl font-bold text-primary">{figure}</span> {figure === "1" ? one : many}
                    </>
                  ) : (
                    many.charAt(0).toUpperCase() + many.slice(1)
                  )}
                </h3>
              </div>
              <p className="mt-4 text-muted-foreground">{text}</p>
              <ul className="mt-4 grid gap-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <span className="size-1.5 rounded-full bg-primary" aria-hidden /> {point}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-6 self-start">
                <Link href="/supporters">{action}</Link>
              </Button>
            </article>
          );
        })}
      </div>
      {cities ? (
        <p className="mt-8 flex items-center justify-center gap-2 text-center text-muted-foreground">
          <MapPin className="size-4 text-primary" aria-hidden />
          <span>
            Supporters in{" "}
            <strong className="font-semibold text-foreground">
              {cities} {cities === "1" ? "city" : "cities"}
            </strong>
          </span>
        </p>
      ) : null}
    </Section>
  );
}
