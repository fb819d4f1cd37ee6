"use client";

import dynamic from "next/dynamic";
import type { ClientAuthState } from "@/components/shell/auth-provider";

// The auth state provider (with its sign-out and mode-switch actions) is only needed for a
// signed-in person; loading it through here keeps it out of a visitor's first load.
const AuthProvider = dynamic(() => import("@/components/shell/auth-provider").then((m) => m.AuthProvider));

export function AccountProvider({ initial, children }: { initial: ClientAuthState; children: React.ReactNode }) {
  return <AuthProvider initial={initial}>{children}</AuthProvider>;
}
