"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { seedMockSupporters } from "@/lib/data/sample-data";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** The 6 mock professionals: made, or brought back to their profile on repeat. Admins only. */
export const seedMockSupportersAction = permittedAction("admin:access", runToolSchema, async (_input, { actor }) => seedMockSupporters(actor));
