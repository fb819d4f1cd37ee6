import Link from "next/link";
import { UserX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** Unknown ids and supporters who are not verified (or have no location) land here alike. */
export default function SupporterNotFound() {
  return (
    <section aria-labelledby="supporter-not-found" className="mx-auto max-w-2xl">
      <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
        <UserX className="size-8 text-muted-foreground" aria-hidden />
        <h1 id="supporter-not-found" className="mt-3 text-xl font-semibold">
          Supporter not found
        </h1>
        <p className="mt-1 text-muted-foreground">This profile doesn&apos;t exist or isn&apos;t available right now.</p>
        <Button asChild className="mt-6">
          <Link href="/supporters">Find a supporter</Link>
        </Button>
      </div>
    </section>
  );
}
