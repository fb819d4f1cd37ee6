import { Clock, Lock } from "@/components/ui/icons";
import type { NearbySupporters } from "@/lib/data/emergency-nearby";
import { SetAreaLink } from "./set-area-link";

/**
 * Spec part 2 §2, §9: "estimated response time 5-15 minutes from nearby verified supporters" —
 * shown only when supporters really are near her area (issue 17); otherwise it says so. Either
 * way one tap to 911 sits under the EMERGENCY button: with supporters near, the crisis
 * resources (911 among them) are at the foot of the page, several screens down on a phone.
 */
export function ResponseNote({ nearby }: { nearby: NearbySupporters | null }) {
  let situation: React.ReactNode;
  if (nearby?.known && nearby.count > 0) {
    situation = (
      <>
        Estimated response time: <strong>5-15 minutes</strong> from nearby verified supporters (
        {nearby.count === 1 ? "1 supporter" : `${nearby.count} supporters`} near {nearby.areaLabel}).
      </>
    );
  } else if (nearby?.known) {
    situation = `There are no verified supporters near ${nearby.areaLabel} yet, so no one nearby can come quickly.`;
  } else {
    situation = "We don't know your area, so we can't tell whether supporters are near you.";
  }
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2" data-testid="response-note">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {situation} If you are in immediate danger, call{" "}
          <a className="font-semibold underline" href="tel:911">
            911
          </a>
          .
          {nearby?.known ? null : (
            <>
              {" "}
              <SetAreaLink />
            </>
          )}
        </span>
      </p>
      <p className="flex items-start gap-2 text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>Your emergency data is encrypted, and your location is shared only during an alert.</span>
      </p>
    </div>
  );
}
