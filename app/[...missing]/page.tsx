import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The page's own title too: the not-found boundary's is in the HTML, but the page's metadata is
// what the browser is given once the page's scripts run (the title went back to "Haven").
export const metadata: Metadata = { title: "Page not found" };

// Every path no route claims lands here: log it on the server, then show the 404 page.
// (Logging inside not-found.tsx would also fire on ordinary pages, which render the
// not-found boundary ahead of time.)
export default async function Missing({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  console.warn(`[404] /${missing.map(encodeURIComponent).join("/")}`);
  notFound();
}
