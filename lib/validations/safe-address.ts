import { z } from "zod";
import { email } from "./auth";

// Her separate address for notifications (issue 16): the form in Settings and the link's page.
export const safeAddressSchema = z.object({ email });
export const confirmSafeAddressSchema = z.object({
  token: z.string().trim().min(1, "This link is not valid. Please ask for a new one.").max(200, "This link is not valid. Please ask for a new one."),
});
