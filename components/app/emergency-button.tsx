"use client";

import { useRouter } from "next/navigation";
import { Siren } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

/** The big alert button with its confirmation (spec part 1 §2 "Dashboards"). */
export function EmergencyButton() {
  const router = useRouter();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="lg" className="w-full text-lg font-bold">
          <Siren className="size-6" aria-hidden /> Emergency Alert
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Activate emergency support?</AlertDialogTitle>
          <AlertDialogDescription>
            This will alert your emergency contacts, share your location with nearby verified supporters, and give you hotline numbers. If you are in immediate
            danger, call 911.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => router.push("/emergency")}>
            Activate Emergency
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
