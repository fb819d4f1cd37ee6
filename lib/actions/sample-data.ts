"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { removeSampleData, SampleDataError, seedSampleData } from "@/lib/data/sample-data";
import { removeSampleDataSchema, runToolSchema } from "@/lib/validations/admin-tools";

/** Seed Sample Data (spec part 2 §2): created counts and the test credentials. Admins only. */
export const seedSampleDataAction = roleAction("admin:access", runToolSchema, async (_input, { actor }) => {
  try {
    return await seedSampleData(actor);
  } catch (error) {
    if (error instanceof SampleDataError) throw new ActionError(error.message, undefined, "forbidden");
    throw error;
  }
});

/** Removes every sample account, after she confirmed. Admins only. */
export const removeSampleDataAction = roleAction("admin:access", removeSampleDataSchema, async (_input, { actor }) => removeSampleData(actor));
