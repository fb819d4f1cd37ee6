// The setup project: before any test runs, one fully set-up person per role for each parallel
// worker (people.ts), each checked to be signed in by the session people.ts makes for her.
import { expect, test as setup } from "@playwright/test";
import { DASHBOARD, setUpWorkerPeople } from "./people";

setup("one person per role for each worker, signed in without the form", async ({ browser, baseURL }) => {
  const workers = setup.info().config.workers;
  for (let index = 0; index < workers; index++) {
    await setUpWorkerPeople(
      index,
      async (role, cookies) => {
        const context = await browser.newContext();
        try {
          await context.addCookies(cookies);
          const page = await context.newPage();
          await page.goto(DASHBOARD[role]);
          await expect(page).toHaveURL(new RegExp(`${DASHBOARD[role]}$`)); // signed in, not sent to the login page
        } finally {
          await context.close();
        }
      },
      baseURL!,
    );
  }
});
