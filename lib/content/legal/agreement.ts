// The version of Haven's terms a person agrees to at sign-up (profiles.termsVersion). It covers
// the Terms of Use and the Privacy Policy, and for supporters their guidelines. Bump it (and
// the documents' own version and date) when a change needs everyone to agree again: each
// person then sees the new terms at her next sign-in and must agree to continue
// (lib/auth/session.ts requireUser). Small fixes (a typo, a broken link) do not bump it.

export const TERMS_VERSION = "1.0";
export const TERMS_EFFECTIVE = "2026-11-24";

/** True when she has not agreed to the current terms (never agreed, or agreed to an older version). */
export function needsTermsConsent(agreedVersion: string | null | undefined, current: string = TERMS_VERSION): boolean {
  return agreedVersion !== current;
}

/** What changed in this version, in one or two plain sentences (shown at re-consent). */
export const TERMS_CHANGES =
  "This is the first full version of Haven's Terms of Use, Privacy Policy and supporter guidelines. It replaces the short notice that was shown when you signed up.";
