"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { removeSampleData, seedSampleData } from "@/lib/data/sample-data";
import { removeSampleDataSchema, runToolSchema } from "@/lib/validations/admin-tools";

/** Seed Sample Data (spec part 2 §2): created counts and the test credentials. Admins only. */
export const seedSampleDataAction = permittedAction("admin:access", runToolSchema, async (_input, { actor }) => seedSampleData(actor));

/** Removes every sample account, after she confirmed. Admins only. */
export const removeSampleDataAction = permittedAction("admin:access", removeSampleDataSchema, async (_input, { actor }) => removeSampleData(actor));
