// A new local supporter in Fargo, approved (issue 17), signed in in her own browser context.
// Her onboarding (tests/e2e/onboarding.spec.ts) and an admin's approval
// (tests/e2e/local-verification.spec.ts) have their own journeys; here she is made directly.
import type { Browser } from "@playwright/test";
import { uniqueEmail } from "./helpers";
import { createPerson, signIn } from "./people";

/** Fargo's gazetteer point, as onboarding places someone who types "Fargo, North Dakota". */
const FARGO = { city: "Fargo, North Dakota, United States", lat: 46.8772278, lng: -96.7894257 };

export async function newLocalSupporter(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("alert-local");
  const local = await createPerson("local", { name, email, at: FARGO });
  await signIn(page, local, "/dashboard/local");
  return { context, page, email };
}
