import "./zod-setup";
import { z } from "zod";
import { AVAILABILITY_OPTIONS } from "@/lib/domain/supporters/availability";

export const availabilitySchema = z.object({
  availability: z.enum(AVAILABILITY_OPTIONS, { error: "Please choose one of the availability options." }),
});
