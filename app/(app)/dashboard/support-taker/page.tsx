import type { Metadata } from "next";
import Link from "next/link";
import { ClipboardList, MessageCircle, ShieldAlert, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DashboardHeader } from "@/components/shell/dashboard-header";
import { EmergencyButton } from "@/components/app/emergency-button";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Your dashboard" };

// Assessment, roadmap, chat and matching are built by later capabilities; until then each
// card shows its true empty state, never invented content.
export default async function SupportTakerDashboard() {
  const state = await requireUser();
  const name = state.profile.displayName;
  return (
    <div className="mx-auto max-w-5xl">
      <DashboardHeader title={name ? `Welcome, ${name}` : "Welcome"} description="You're in a safe, private space. Take things one step at a time." />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2"><ClipboardList className="size-5 text-primary" aria-hidden /> Your roadmap</CardTitle>
            <CardDescription>Your personal plan of next steps appears here after the assessment.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild><Link href="/assessment">Start your assessment</Link></Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2"><MessageCircle className="size-5 text-primary" aria-hidden /> Messages</CardTitle>
            <CardDescription>No messages yet.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline"><Link href="/chat">Open messages</Link></Button>
          </CardContent>
        </Card>
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle className="flex items-center gap-2"><ShieldAlert className="size-5 text-destructive" aria-hidden /> Emergency</CardTitle>
            <CardDescription>If you feel unsafe, alert your emergency contacts and nearby verified supporters.</CardDescription>
          </CardHeader>
          <CardContent><EmergencyButton /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2"><Users className="size-5 text-primary" aria-hidden /> Recommended for You</CardTitle>
            <CardDescription>Take the assessment and we&apos;ll suggest supporters who fit your situation.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline"><Link href="/assessment">Start the assessment</Link></Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
