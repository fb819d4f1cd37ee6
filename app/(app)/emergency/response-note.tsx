import Link from "next/link";
import { Clock, Lock } from "@/components/ui/icons";
import type { NearbySupporters } from "@/lib/data/emergency-nearby";

/**
 * Spec part 2 §2, §9: "estimated response time 5-15 minutes from nearby verified supporters" —
 * shown only when supporters really are near her area (issue 17); otherwise it says so. Either
 * way one tap to 911 sits under the EMERGENCY button: with supporters near, the crisis
 * resources (911 among them) are at the foot of the page, several screens down on a phone.
 */
export function ResponseNote({ nearby }: { nearby: NearbySupporters | null }) {
  let text: React.ReactNode;
  if (nearby?.known && nearby.count > 0) {
    text = (
      <>
        Estimated response time: <strong>5-15 minutes</strong> from nearby verified supporters (
        {nearby.count === 1 ? "1 supporter" : `${nearby.count} supporters`} near {nearby.areaLabel}). If you are in immediate danger, call{" "}
        <a className="font-semibold underline" href="tel:911">
          911
        </a>
        .
      </>
    );
  } else if (nearby?.known) {
    text = (
      <>
        There are no verified supporters near {nearby.areaLabel} yet, so no one nearby can come quickly. If you are in immediate danger, call{" "}
        <a className="font-semibold underline" href="tel:911">
          911
        </a>
        .
      </>
    );
  } else {
    text = (
      <>
        We don&apos;t know your area, so we can&apos;t tell whether supporters are near you. If you are in immediate danger, call{" "}
        <a className="font-semibold underline" href="tel:911">
          911
        </a>
        .{" "}
        <Link className="underline underline-offset-4" href="#emergency-area">
          Set your area
        </Link>
      </>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2" data-testid="response-note">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{text}</span>
      </p>
      <p className="flex items-start gap-2 text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>Your emergency data is encrypted, and your location is shared only during an alert.</span>
      </p>
    </div>
  );
}
