import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { QuickExit } from "@/components/safety/quick-exit";
import { RouteToastSweeper } from "@/components/ui/route-toast-sweeper";
import { StaticPageExits } from "@/components/app/static-page-exits";
import { HEAD_SCRIPT_ID, headSafetyScript } from "@/lib/domain/safety/exit";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Haven", template: "%s · Haven" },
  description: "Anonymous, private support for women facing harassment, abuse or an unsafe situation.",
  referrer: "no-referrer",
  robots: { index: true, follow: true },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f6f73" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <head>
        {/* First in <head>: after a quick exit, Back must never paint Haven again; and quick exit
            works before the page's scripts have loaded. */}
        <script id={HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: headSafetyScript() }} />
      </head>
      <body className="min-h-dvh font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[101] focus:rounded-md focus:bg-background focus:px-4 focus:py-3 focus:shadow"
        >
          Skip to content
        </a>
        <QuickExit />
        {children}
        <LazyToaster />
        <RouteToastSweeper />
        <StaticPageExits />
      </body>
    </html>
  );
}
