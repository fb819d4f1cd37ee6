import type { Metadata } from "next";
import { MapPin, Phone } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/app/local-time";
import { getAlertByContactLink } from "@/lib/data/emergency-contact-link";

// An emergency contact's private link (issue 17): works only while her alert is open. Plain,
// server-rendered, never indexed or cached; the title names nothing.
export const dynamic = "force-dynamic";
// The description too: a messaging app may show it in the link's preview, in her contact's texts.
export const metadata: Metadata = { title: "A private message", description: "A private message.", robots: { index: false, follow: false } };

export default async function ContactLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await getAlertByContactLink(token);
  if (!view) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 pt-24 pb-16 sm:py-16">
        <h1 className="text-2xl font-semibold tracking-tight">This link has ended</h1>
        <p className="mt-3 text-muted-foreground">
          The request it belonged to is closed, or the link is not valid. If you are worried about someone, call them. In an emergency, call{" "}
          <a href="tel:911" className="font-medium text-foreground underline underline-offset-4">
            911
          </a>
          .
        </p>
      </main>
    );
  }
  const { location } = view;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-20 pb-12 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{view.name} asked you to get in touch</h1>
      <p className="mt-3">
        She asked for help at <LocalTime iso={view.raisedAt} />. Please call her or go to her if you can. If you think she is in danger, call 911.
      </p>
      {view.timer ? (
        <section aria-labelledby="timer" className="mt-4 rounded-lg border bg-card p-4">
          <h2 id="timer" className="font-semibold">
            She did not check in
          </h2>
          <p className="mt-1">She set a safety timer and it ran out before she said she was safe.</p>
          {view.timer.note ? <p className="mt-2">Her note: “{view.timer.note}”</p> : null}
        </section>
      ) : null}
      <Button asChild variant="destructive" className="mt-4">
        <a href="tel:911">
          <Phone aria-hidden /> Call 911
        </a>
      </Button>
      <section aria-labelledby="where" className="mt-8 rounded-lg border bg-card p-4">
        <h2 id="where" className="flex items-center gap-2 font-semibold">
          <MapPin className="size-5 text-primary" aria-hidden /> Where she is
        </h2>
        {location && location.source === "live" ? (
          <>
            <p className="mt-2">
              Her position: {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
              {location.accuracyM ? ` (within about ${Math.round(location.accuracyM)} m)` : ""}
              {location.area ? `, near ${location.area}` : ""}.
            </p>
            {location.updatedAt ? (
              <p className="text-sm text-muted-foreground">
                Last updated <LocalTime iso={location.updatedAt} />. Reload this page for the latest.
              </p>
            ) : null}
            <Button asChild className="mt-3">
              <a href={`geo:${location.lat},${location.lng}?q=${location.lat},${location.lng}`}>Open in your maps app</a>
            </Button>
          </>
        ) : location ? (
          <p className="mt-2">She is not sharing her exact position. The area she gave: {location.area ?? "not named"}. Call her to find out where she is.</p>
        ) : (
          <p className="mt-2 text-muted-foreground">She did not share where she is. Call her to find out.</p>
        )}
      </section>
      <p className="mt-8 text-sm text-muted-foreground">This link works only while her request is open. Please do not share it.</p>
    </main>
  );
}
