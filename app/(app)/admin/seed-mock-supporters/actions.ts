"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { SampleDataError, seedMockSupporters } from "@/lib/data/sample-data";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** The 6 mock professionals: made, or brought back to their profile on repeat. Admins only. */
export const seedMockSupportersAction = roleAction("admin:access", runToolSchema, async (_input, { actor }) => {
  try {
    return await seedMockSupporters(actor);
  } catch (error) {
    if (error instanceof SampleDataError) throw new ActionError(error.message, undefined, "forbidden");
    throw error;
  }
});
