"use client";

import Link from "next/link";
import { Plus, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmergencyButton } from "@/components/app/emergency-button";
import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Spec part 2 §8 (History): 'Could not load assessment history'. The way to help stays on the page.
export default function AssessmentHistoryError({ error, reset }: RouteErrorProps) {
  useLogRouteError("assessment-history", error);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Assessment History"
        description="Your completed assessments, newest first. Only you can see them."
        actions={
          <>
            <Button asChild>
              <Link href="/assessment">
                <Plus aria-hidden /> New Assessment
              </Link>
            </Button>
          </>
        }
      />
      <LoadError message="Could not load assessment history" toastOnMount reset={reset} />
      <Card className="mt-8 border-destructive/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-destructive" aria-hidden /> Need help right now?
          </CardTitle>
          <CardDescription>If you feel unsafe, alert your emergency contacts and nearby verified supporters.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmergencyButton />
        </CardContent>
      </Card>
    </div>
  );
}
