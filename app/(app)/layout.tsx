import { cookies } from "next/headers";
import { requireUser } from "@/lib/auth/session";
import { AuthProvider } from "@/components/shell/auth-provider";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { SIDEBAR_COOKIE } from "@/components/shell/sidebar-state";
import { MobileTabBar } from "@/components/shell/mobile-tab-bar";
import { MobileHeader } from "@/components/shell/mobile-header";
import { SessionKeeper } from "@/components/shell/session-keeper";

// The signed-in shell. requireUser() checks the session against the database on every
// request, whatever proxy.ts decided.
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const state = await requireUser();
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  return (
    <AuthProvider initial={state}>
      <SessionKeeper />
      <MobileHeader />
      <div className="flex min-h-dvh">
        <AppSidebar defaultOpen={sidebarOpen} />
        <main id="main" className="min-w-0 flex-1 px-4 pb-24 pt-20 sm:px-6 md:pb-10 md:pt-6 lg:px-10">
          {children}
        </main>
      </div>
      <MobileTabBar />
    </AuthProvider>
  );
}
