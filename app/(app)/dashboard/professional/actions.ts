"use server";

import { revalidatePath } from "next/cache";
import { permittedAction } from "@/lib/auth/safe-action";
import { updateOwnAvailability } from "@/lib/data/professional-supporters";
import { availabilitySchema } from "@/lib/validations/supporters";

export const updateAvailabilityAction = permittedAction("availability:update", availabilitySchema, async ({ availability }, { actor }) => {
  await updateOwnAvailability(actor, availability);
  revalidatePath("/dashboard/professional");
  return { availability };
});
