"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { backfillRoadmaps } from "@/lib/data/roadmap-generation";
import { z } from "zod";

/** Generates every missing roadmap (one batch) and reports each one. Admins only. */
export const backfillAllRoadmapsAction = permittedAction("admin:access", z.object({}), async (_input, { actor }) => {
  const results = await backfillRoadmaps(actor);
  return { results };
});
