import Link from "next/link";
import { ArrowLeft } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** The admin tools' Back button (spec part 2 §2): back to the admin home. */
export function BackToAdmin() {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-2">
      <Link href="/admin">
        <ArrowLeft aria-hidden /> Back
      </Link>
    </Button>
  );
}
