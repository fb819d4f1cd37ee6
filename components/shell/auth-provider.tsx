"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { prepareToaster, toast, toastAfterNavigation } from "@/lib/client/toast";
import type { Mode } from "@/lib/domain/auth/roles";
import type { AuthState } from "@/lib/auth/session";
import { signOutAction } from "@/lib/actions/auth";
import { switchModeAction } from "@/lib/actions/mode";
import { wipeJournalDrafts } from "@/lib/client/journal-draft";
import { clearPendingStory } from "@/lib/client/pending-story";
import { clearAnswerDrafts } from "@/lib/client/answer-draft";

/** The server-built auth state (lib/auth/session.ts), handed to the browser. */
export type ClientAuthState = AuthState;

interface AuthContextValue extends ClientAuthState {
  isLoading: boolean;
  sessionExpiresAt: number;
  setSessionExpiresAt: (ms: number) => void;
  signOut: () => Promise<void>;
  switchMode: (mode: Mode) => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const SIGN_OUT_REDIRECT_DELAY_MS = 100;

export function AuthProvider({ initial, children }: { initial: ClientAuthState; children: React.ReactNode }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initial.currentMode);
  const [expiresAt, setExpiresAt] = useState(() => new Date(initial.session.expiresAt).getTime());

  // A toast on a signed-in page is often the answer to a lost connection, which could not fetch
  // the Toaster's code then: it is loaded once the page is idle, while it can be.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(prepareToaster, 1500);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prepareToaster, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  const signOut = useCallback(async () => {
    // Her unsaved journal drafts (text and files), a story not yet used and an assessment answer
    // not yet sent do not stay in this browser after her.
    wipeJournalDrafts();
    clearPendingStory();
    clearAnswerDrafts();
    // The toast is shown on the page she lands on, so it stays for its whole duration.
    try {
      await signOutAction({});
      toastAfterNavigation("Signed out", "You've been signed out successfully.");
    } catch {
      toastAfterNavigation("Signed out", "You have been signed out successfully.");
    }
    setMode("normal");
    setTimeout(() => {
      window.location.replace("/");
    }, SIGN_OUT_REDIRECT_DELAY_MS);
  }, []);

  const switchMode = useCallback(
    async (next: Mode) => {
      const result = await switchModeAction({ mode: next }).catch(() => null);
      if (!result?.ok) {
        toast.error("Could not switch mode", { description: result && !result.ok ? result.error : "Please try again." });
        return false;
      }
      setMode(next);
      if (next === "support_mode") toast.success("Switched to Support Mode", { description: "You're now in anonymous support taker mode." });
      else toast.success("Switched to Primary Role", { description: "You're back to your supporter account." });
      router.push(result.data.redirectTo);
      router.refresh();
      return true;
    },
    [router],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...initial, currentMode: mode, isLoading: false, sessionExpiresAt: expiresAt, setSessionExpiresAt: setExpiresAt, signOut, switchMode }),
    [initial, mode, expiresAt, signOut, switchMode],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The spec's auth state. Throws outside its provider (spec part 1 §6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
