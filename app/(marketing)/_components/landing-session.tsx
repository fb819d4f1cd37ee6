"use client";

import { createContext, useContext, useEffect, useState } from "react";
import type { ClientAuthState } from "@/components/shell/auth-provider";
import { AccountProvider } from "./account-provider";

// The landing page is prerendered once for everyone (issue 20): it carries no personal data and
// shows the signed-out page. After load, one small no-store request (GET /api/session) says
// whether she is signed in; the header and the "go there" buttons then switch to her variant.
export const SESSION_ENDPOINT = "/api/session";

const LandingSessionContext = createContext<ClientAuthState | null>(null);

export function LandingSessionProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<ClientAuthState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SESSION_ENDPOINT, { cache: "no-store", credentials: "same-origin", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ state: ClientAuthState | null }>) : null))
      .then((body) => setState(body?.state ?? null))
      // Signed out is the page as served: a failed request leaves it so.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <LandingSessionContext.Provider value={state}>{children}</LandingSessionContext.Provider>;
}

/** Her auth state once known; `null` while signed out (and until the answer arrives). */
export function useLandingSession(): ClientAuthState | null {
  return useContext(LandingSessionContext);
}

/**
 * Shows `signedIn` for a signed-in person and `children` (the static default) otherwise. With
 * `account`, the signed-in part gets the auth provider (My Account menu, mode switch, sign out).
 */
export function SignedInSwitch({ signedIn, account = false, children }: { signedIn: React.ReactNode; account?: boolean; children: React.ReactNode }) {
  const state = useLandingSession();
  if (!state) return children;
  return account ? <AccountProvider initial={state}>{signedIn}</AccountProvider> : signedIn;
}
