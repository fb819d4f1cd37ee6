"use client";

import Link from "next/link";
import { BookLock, ClipboardList, MessageCircle, ShieldAlert, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmergencyButton } from "@/components/app/emergency-button";
import { SafetyFirstCard } from "@/components/app/safety-first-card";
import { RoadmapCard } from "./roadmap-card";
import { MessagesList } from "./messages-list";
import { Recommendations } from "./recommendations";
import type { DashboardView } from "./view";

// A client component although nothing in it is interactive of its own (issue 20): in a server
// component this markup was written into every answer's Flight data, encoded on the server and
// decoded again to render the HTML, and that cost a fifth of the server's time for the page.
// From here it is rendered straight to HTML, and the browser gets it once in a cached script
// file; the answer carries only the few values below (./view.ts).
export function DashboardCards({ data }: { data: DashboardView }) {
  return (
    <>
      {data.roadmap?.urgent ? (
        <div className="mb-4">
          <SafetyFirstCard />
        </div>
      ) : null}
      {/* grid-cols-1 (a column of minmax(0, 1fr)), not the implicit auto column: a line that does
          not wrap (a conversation's title, the row of recommended supporters) would otherwise
          widen the column past a phone's screen. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ClipboardList className="size-5 text-primary" aria-hidden /> Your roadmap
            </CardTitle>
            <CardDescription>Your personal plan of next steps.</CardDescription>
          </CardHeader>
          <CardContent>
            <RoadmapCard roadmap={data.roadmap} inProgress={data.inProgress} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <MessageCircle className="size-5 text-primary" aria-hidden /> Messages
            </CardTitle>
            <CardDescription>Your latest messages with supporters and Clara.</CardDescription>
          </CardHeader>
          <CardContent>
            <MessagesList messages={data.messages} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <BookLock className="size-5 text-primary" aria-hidden /> Your journal
            </CardTitle>
            <CardDescription>A private, dated record of what happened, with photos, that you can take to the police, HR or a lawyer.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/journal/new">New entry</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/journal">Open your journal</Link>
            </Button>
          </CardContent>
        </Card>
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ShieldAlert className="size-5 text-destructive" aria-hidden /> Emergency
            </CardTitle>
            <CardDescription>If you feel unsafe, alert your emergency contacts and nearby verified supporters.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <EmergencyButton />
            <Link href="/emergency" className="inline-block text-sm font-medium text-primary underline underline-offset-4">
              Emergency contacts, location sharing and hotlines
            </Link>
          </CardContent>
        </Card>
        {/* min-w-0: the row of cards scrolls inside the card instead of widening the grid. Across
            both columns from md up: her three matches side by side, not one and a half. */}
        <Card className="min-w-0 md:col-span-2">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Users className="size-5 text-primary" aria-hidden /> Recommended for You
            </CardTitle>
            <CardDescription>Verified supporters who fit what you shared.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.roadmap ? (
              <Recommendations supporters={data.recommendations} />
            ) : (
              <div className="space-y-3">
                <p className="text-muted-foreground">Take the assessment and we&apos;ll suggest supporters who fit your situation.</p>
                <Button asChild>
                  <Link href="/assessment">Start Your Assessment</Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
