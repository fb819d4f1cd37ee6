import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-5xl font-bold text-primary">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Button asChild>
        <Link href="/">Return to Home</Link>
      </Button>
    </main>
  );
}
