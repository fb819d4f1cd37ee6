import { cookies } from "next/headers";
import { requireUser, sessionUnreadNotifications } from "@/lib/auth/session";
import { realtimeClientConfig } from "@/lib/services/realtime";
import { NotificationsProvider } from "@/components/shell/notifications-provider";
import { AuthProvider } from "@/components/shell/auth-provider";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { SIDEBAR_COOKIE } from "@/components/shell/sidebar-state";
import { MobileTabBar } from "@/components/shell/mobile-tab-bar";
import { MobileHeader } from "@/components/shell/mobile-header";
import { SessionKeeper } from "@/components/shell/session-keeper";
import { ConfirmEmailNotice } from "@/components/shell/confirm-email-notice";
import { NearbyAlertListener } from "@/components/emergency/nearby-alert-listener";

// The signed-in shell. requireUser() checks the session against the database on every
// request, whatever proxy.ts decided. The terms check is each page's (the emergency page
// never waits on it).
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const state = await requireUser({ terms: false });
  const [sidebarOpen, unread] = await Promise.all([cookies().then((jar) => jar.get(SIDEBAR_COOKIE)?.value !== "false"), sessionUnreadNotifications()]);
  return (
    <AuthProvider initial={state}>
      <NotificationsProvider initialUnread={unread} viewerId={state.user.id} realtime={realtimeClientConfig()}>
        <SessionKeeper />
        {state.roles.includes("local_supporter") ? <NearbyAlertListener /> : null}
        <MobileHeader />
        <div className="flex min-h-dvh">
          <AppSidebar defaultOpen={sidebarOpen} />
          {/* A page that fills the window (the chat: data-fills-screen on its panel) makes main exactly
              the window's height, and its panel takes what the notices above it leave; from md it
              starts below "Exit this page" (fixed at the top right), which it would otherwise meet. */}
          <main
            id="main"
            className="min-w-0 flex-1 px-4 pb-24 pt-20 sm:px-6 md:pb-10 md:pt-6 lg:px-10 has-[>[data-fills-screen]]:flex has-[>[data-fills-screen]]:h-dvh has-[>[data-fills-screen]]:flex-col md:has-[>[data-fills-screen]]:pt-16"
          >
            {state.user.emailConfirmed ? null : <ConfirmEmailNotice email={state.user.email} />}
            {children}
          </main>
        </div>
        <MobileTabBar />
      </NotificationsProvider>
    </AuthProvider>
  );
}
