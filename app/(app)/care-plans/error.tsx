"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Spec part 2 §8 (History, care plans): 'Could not load roadmaps'.
export default function CarePlansError({ error, reset }: RouteErrorProps) {
  useLogRouteError("care-plans", error);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your Care Plans"
        description="The roadmap from each of your assessments, newest first. Only you can see them."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">
                <ArrowLeft aria-hidden /> Back
              </Link>
            </Button>
          </>
        }
      />
      <LoadError message="Could not load roadmaps" toastOnMount reset={reset} />
    </div>
  );
}
